import { useId } from 'react';
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
import { ProfileTab } from '../profileEditor/ProfileEditorTab';
import { lazyRetrying } from '../../../utils/retryImport';
import { AskedPiece } from '../../../components/ErrorBoundary/ErrorBoundary';
import { ChunkSpinner } from '../../../components/Spinner/Spinner';
import { LogoutButton } from '../../../app/shell/LogoutButton';
import { BackupMenu } from '../tabs/data/BackupMenu';
import { MinimizedBar, WindowButtons } from '../../../components/Modal/WindowControls';
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
  theme: lazyRetrying(() => import(/* webpackChunkName: "settings-theme" */ '../tabs/theme/ThemeTab')),
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

/**
 * The settings modal (spec 001 §2): a header with the title, minimize and close; a tab strip; the save-status notice.
 * A Modal. Minimized, the dialog is closed and a small non-modal bar at the bottom of the page restores it, the page
 * usable meanwhile; the tab stays mounted, so nothing typed is lost. Escape closes it while it is open.
 */
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
        <MinimizedBar
          side="end"
          label={intl.formatMessage({ id: 'settings.settings' })}
          title={title}
          extra={noticeText}
          onRestore={() => dispatch(settingsModalRestored())}
          onClose={close}
        />
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
            <WindowButtons onMinimize={() => dispatch(settingsMinimized())} onClose={close} />
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
