import { useId, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import {
  SETTINGS_TABS,
  settingsClosed,
  settingsExpertToggled,
  settingsMinimized,
  settingsModalRestored,
  settingsTabChosen,
  type SettingsTab,
} from '../settingsModalSlice';
import { Modal } from '../../../components/Modal/Modal';
import { Icon } from '../../../components/Icon/Icon';
import { ProfileTab } from '../profileEditor/ProfileEditorTab';
import { lazyRetrying } from '../../../utils/retryImport';
import { AskedPiece } from '../../../components/ErrorBoundary/ErrorBoundary';
import { ChunkSpinner } from '../../../components/Spinner/Spinner';
import { LogoutButton } from '../../../app/shell/LogoutButton';
import { BackupMenu } from '../tabs/data/BackupMenu';
import './SettingsModal.css';
import { selectSettingsModalState } from '../settingsModalSlice';

// Each tab but the profile is its own chunk, loaded when first shown.
const TAB_BODIES: Record<Exclude<SettingsTab, 'profile'>, ReturnType<typeof lazyRetrying>> = {
  general: lazyRetrying(() => import(/* webpackChunkName: "settings-general" */ '../tabs/general/GeneralTab')),
  security: lazyRetrying(() => import(/* webpackChunkName: "settings-security" */ '../tabs/security/SecurityTab')),
  mutes: lazyRetrying(() => import(/* webpackChunkName: "settings-mutes" */ '../tabs/mutes/MutesTab')),
  data: lazyRetrying(() => import(/* webpackChunkName: "settings-data" */ '../tabs/data/DataTab')),
  notifications: lazyRetrying(
    () => import(/* webpackChunkName: "settings-notifications" */ '../tabs/notifications/NotificationsTab'),
  ),
};

function TabBody({ tab }: { tab: SettingsTab }) {
  if (tab === 'profile') return <ProfileTab />;
  const Body = TAB_BODIES[tab];
  return (
    <AskedPiece>
      <Body />
    </AskedPiece>
  );
}

function MinimizeIcon() {
  return (
    <svg className="icon" width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
      <rect x="5" y="17" width="14" height="2.5" rx="1" />
    </svg>
  );
}

function RestoreIcon() {
  return (
    <svg
      className="icon"
      width="16"
      height="16"
      viewBox="0 0 24 24"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.2"
    >
      <rect x="5" y="5" width="14" height="14" rx="1.5" />
    </svg>
  );
}

/**
 * The settings modal (spec 001 §2): a header with the title, minimize and close; a tab strip; the save-status notice.
 * A Modal. Minimized, the dialog is closed and a small non-modal bar at the bottom of the page restores it, the page
 * usable meanwhile; the tab stays mounted, so nothing typed is lost. Escape closes it while it is open.
 */
/** A heading or minimized-bar button: an icon with its label as name and tooltip. */
function IconButton({ labelId, onClick, children }: { labelId: string; onClick: () => void; children: ReactNode }) {
  const intl = useIntl();
  const label = intl.formatMessage({ id: labelId });
  return (
    <button type="button" className="settings-icon-button" aria-label={label} title={label} onClick={onClick}>
      {children}
    </button>
  );
}

export default function SettingsModal() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { mode, tab, notice, expert, sagasReady } = useAppSelector((s) => selectSettingsModalState(s));
  const titleId = useId();
  const visible = mode === 'visible';

  const close = () => dispatch(settingsClosed());
  const title = <FormattedMessage id="settings.settings" />;
  const noticeText = notice && (
    <span className={`settings-notice settings-notice-${notice}`} role="status">
      <FormattedMessage id={notice === 'ok' ? 'settings.saving_ok' : 'settings.saving_err'} />
    </span>
  );

  return (
    <>
      {!visible && (
        <div className="settings-minimized" role="region" aria-label={intl.formatMessage({ id: 'settings.settings' })}>
          <button type="button" className="settings-minimized-title" onClick={() => dispatch(settingsModalRestored())}>
            {title}
          </button>
          {noticeText}
          <IconButton labelId="settings.restore" onClick={() => dispatch(settingsModalRestored())}>
            <RestoreIcon />
          </IconButton>
          <IconButton labelId="general.close" onClick={close}>
            <Icon name="close" />
          </IconButton>
        </div>
      )}
      {/* Minimized, the dialog is closed but stays mounted: the tab keeps what was typed. No backdrop close: a stray
          click must not lose it either. A confirmation opened inside takes Escape first (the topmost dialog gets it). */}
      <Modal
        open={visible}
        className="settings-dialog"
        aria-labelledby={titleId}
        initialFocus='[role="tab"][aria-selected="true"]'
        onClose={close}
      >
        <div className="panel settings-modal">
          <div className="panel-heading settings-heading">
            <h2 id={titleId}>{title}</h2>
            {noticeText}
            <span className="settings-heading-tools">
              <BackupMenu />
              <label className="settings-expert">
                <input type="checkbox" checked={expert} onChange={(e) => dispatch(settingsExpertToggled(e.target.checked))} />
                <FormattedMessage id="settings.expert_mode" />
              </label>
              <LogoutButton />
            </span>
            <IconButton labelId="settings.minimize" onClick={() => dispatch(settingsMinimized())}>
              <MinimizeIcon />
            </IconButton>
            <IconButton labelId="general.close" onClick={close}>
              <Icon name="close" />
            </IconButton>
          </div>
          <div className="settings-tabs" role="tablist" aria-label={intl.formatMessage({ id: 'settings.settings' })}>
            {SETTINGS_TABS.map((t) => (
              <button
                key={t}
                type="button"
                role="tab"
                id={`settings-tab-${t}`}
                aria-selected={t === tab}
                aria-controls={`settings-panel-${t}`}
                className={t === tab ? 'settings-tab is-active' : 'settings-tab'}
                onClick={() => dispatch(settingsTabChosen(t))}
              >
                <FormattedMessage id={`settings.tab.${t}`} />
              </button>
            ))}
          </div>
          <div className="settings-body" role="tabpanel" id={`settings-panel-${tab}`} aria-labelledby={`settings-tab-${tab}`}>
            {/* a tab's intents reach its sagas only once they run: until then, the spinner */}
            {sagasReady ? <TabBody key={tab} tab={tab} /> : <ChunkSpinner />}
          </div>
        </div>
      </Modal>
    </>
  );
}
