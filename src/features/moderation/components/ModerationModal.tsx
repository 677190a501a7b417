import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { Modal } from '../../../components/Modal/Modal';
import { ChunkSpinner } from '../../../components/Spinner/Spinner';
import { useMessage } from '../../../i18n/useMessage';
import { moderationClosed, moderationMinimized, selectModerationModal } from '../moderationModalSlice';
import { moderationOpened } from '../reportsIntents';
import {
  REPORTS_PAGE_SIZE,
  reportsPageChosen,
  reportsSelectionSet,
  reportsShowClosedToggled,
  reportStatesRequested,
  selectReportsState,
  type ReportAction,
} from '../reports/reportsSlice';
import { ReportsBadge } from './ReportsBadge';
import { ReportItem, STATE_ACTIONS } from './ReportItem';
import { MinimizedBar, WindowButtons } from '../../../components/Modal/WindowControls';
import './ModerationModal.css';

/** The toolbar, the page of reports and the pager. */
function ReportsArea() {
  const dispatch = useAppDispatch();
  const message = useMessage();
  const { ids, selected, showClosed, page, total, loading, loadError, busy } = useAppSelector(selectReportsState);
  const pages = Math.max(1, Math.ceil(total / REPORTS_PAGE_SIZE));
  const allSelected = ids.length > 0 && ids.every((id) => selected.includes(id));
  const bulk = (state: ReportAction) => dispatch(reportStatesRequested({ ids: selected, state }));
  const bulkBusy = selected.some((id) => busy[id]);
  return (
    <>
      <div className="moderation-toolbar">
        <label className="moderation-option">
          <input type="checkbox" checked={showClosed} onChange={(e) => dispatch(reportsShowClosedToggled(e.target.checked))} />
          <FormattedMessage id="moderation.reports.show_closed" />
        </label>
        <label className="moderation-option">
          <input
            type="checkbox"
            checked={allSelected}
            disabled={ids.length === 0}
            onChange={(e) => dispatch(reportsSelectionSet(e.target.checked ? ids : []))}
          />
          <FormattedMessage id="moderation.reports.select_all" />
        </label>
        {selected.length > 0 && (
          <div className="moderation-bulk" role="group" aria-label={message({ id: 'moderation.reports.bulk' })}>
            <span>
              <FormattedMessage id="moderation.reports.selected" values={{ count: selected.length }} />
            </span>
            {STATE_ACTIONS.map(({ state, labelId }) => (
              <button key={state} type="button" className="button" disabled={bulkBusy} onClick={() => bulk(state)}>
                <FormattedMessage id={labelId} />
              </button>
            ))}
          </div>
        )}
      </div>
      {loadError && (
        <p className="moderation-error" role="alert">
          {message(loadError)}
        </p>
      )}
      {ids.length === 0 ? (
        loading ? (
          <ChunkSpinner />
        ) : (
          <p className="moderation-empty">
            <FormattedMessage id={showClosed ? 'moderation.reports.none' : 'moderation.reports.none_open'} />
          </p>
        )
      ) : (
        <ul className="moderation-reports">
          {ids.map((id) => (
            <li key={id}>
              <ReportItem id={id} />
            </li>
          ))}
        </ul>
      )}
      {pages > 1 && (
        <nav className="moderation-pager" aria-label={message({ id: 'moderation.reports.pages' })}>
          <button type="button" className="button" disabled={page <= 1} onClick={() => dispatch(reportsPageChosen(page - 1))}>
            <FormattedMessage id="moderation.reports.previous" />
          </button>
          <span>
            <FormattedMessage id="moderation.reports.page" values={{ page, pages }} />
          </span>
          <button type="button" className="button" disabled={page >= pages} onClick={() => dispatch(reportsPageChosen(page + 1))}>
            <FormattedMessage id="moderation.reports.next" />
          </button>
        </nav>
      )}
    </>
  );
}

/**
 * The moderation modal (spec 001 §2: hidden, open, minimized; §4 the reports area). Minimized, the dialog is closed
 * but stays mounted and a small bar restores it, so the notes being typed and the page read are kept; no backdrop
 * close, for the same reason. A server that refuses the admin API gets a sentence, not an error screen.
 */
export default function ModerationModal() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { mode } = useAppSelector(selectModerationModal);
  const { ready, access, deniedText } = useAppSelector(selectReportsState);
  const titleId = useId();
  const open = mode === 'open';
  const close = () => dispatch(moderationClosed());
  const title = <FormattedMessage id="moderation.reports.title_area" />;
  return (
    <>
      {!open && (
        <MinimizedBar
          side="start"
          label={intl.formatMessage({ id: 'moderation.reports.title_area' })}
          title={
            <>
              {title} <ReportsBadge />
            </>
          }
          onRestore={() => dispatch(moderationOpened())}
          onClose={close}
        />
      )}
      <Modal open={open} className="moderation-dialog" aria-labelledby={titleId} onClose={close}>
        <div className="panel moderation-modal">
          <div className="panel-heading moderation-heading">
            <h2 id={titleId}>{title}</h2>
            <ReportsBadge />
            <span className="moderation-heading-space" />
            <WindowButtons onMinimize={() => dispatch(moderationMinimized())} onClose={close} />
          </div>
          <div className="moderation-body">
            {!ready ? (
              <ChunkSpinner />
            ) : access === 'denied' ? (
              <div className="moderation-denied" role="status">
                <p>
                  <FormattedMessage id="moderation.reports.denied" />
                </p>
                {deniedText && <p className="moderation-server-words">{deniedText}</p>}
              </div>
            ) : (
              <ReportsArea />
            )}
          </div>
        </div>
      </Modal>
    </>
  );
}
