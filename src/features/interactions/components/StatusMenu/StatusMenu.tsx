import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { FormattedMessage, useIntl } from 'react-intl';
import type { StatusView } from '../../../../selectors/statuses';
import { isUnknownAccount } from '../../../../schemas/index';
import { selectCurrentAccount } from '../../../../selectors/auth';
import { selectCapabilities } from '../../../../selectors/instance';
import { selectSettings } from '../../../../selectors/settings';
import { useAppDispatch, useAppSelector } from '../../../../store/hooks';
import { statusDeleteRequested, statusToggleRequested, statusTranslateRequested } from '../../statusActionsSlice';
import { composerRequested } from '../../../composer/index';
import { adminStatusChangeRequested } from '../../../moderation/moderationIntents';
import { noticeAdded } from '../../../../slices/ui';
import { ConfirmDialog } from '../../../../components/ConfirmDialog/ConfirmDialog';
import { useDismiss } from '../../../../components/Popover/Popover';
import { focusMenuStart, onMenuKeyDown, type MenuStart } from '../../../../components/Popover/menuKeys';
import './StatusMenu.css';
import { withMessages } from '../../../../i18n/loadMessages';
import { lazyRetrying } from '../../../../utils/retryImport';
import { LazyBoundary } from '../../../../components/ErrorBoundary/ErrorBoundary';

// Each dialog is its own chunk: most menus close without one.
const ReportModal = lazyRetrying(withMessages('extra', () => import(/* webpackChunkName: "report" */ './ReportModal')));
const HistoryModal = lazyRetrying(() => import(/* webpackChunkName: "edit-history" */ './HistoryModal'));

export const COPY_NOTICE_MS = 3_000;

interface Props {
  view: StatusView;
  anchor: RefObject<HTMLElement | null>;
  onClose: () => void;
  /** the item that has the focus on opening: the last when opened with ArrowUp */
  start?: MenuStart;
}

type Dialog = 'report' | 'delete' | 'redraft' | 'history' | null;

interface Item {
  id: string;
  label: string;
  run: () => void;
  danger?: boolean;
}

/** The extra-actions menu of a post (spec 001 §2): which items show depends on who looks and what the server can do. */
export default function StatusMenu({ view, anchor, onClose: close, start = 'first' }: Props) {
  const { status, account } = view;
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const me = useAppSelector(selectCurrentAccount);
  const capabilities = useAppSelector(selectCapabilities);
  const { modalOnDelete } = useAppSelector(selectSettings);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [position, setPosition] = useState<{ top: number; right: number } | null>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  // An item chosen, a dialog of the menu's closed, Tab or Escape: the focus goes back to the menu's button (the
  // menu's items are gone, and the focus would fall to the page). A press outside or a scroll leaves it where it went.
  const onClose = () => {
    anchor.current?.focus({ preventScroll: true });
    close();
  };

  const own = me?.id === account.id;
  const staff = Boolean(me?.pleroma?.is_admin || me?.pleroma?.is_moderator);
  const publicish = status.visibility === 'public' || status.visibility === 'unlisted';
  const label = (id: string) => intl.formatMessage({ id });
  const toggle = (kind: 'pin' | 'mute' | 'bookmark', on: boolean) => () => {
    dispatch(statusToggleRequested({ statusId: status.id, toggle: kind, on }));
    onClose();
  };
  const remove = () => {
    dispatch(statusDeleteRequested({ statusId: status.id }));
    onClose();
  };
  // the composer sagas delete the post, then opens the new-post composer with its content
  const redraft = () => {
    dispatch(composerRequested({ mode: 'redraft', statusId: status.id }));
    onClose();
  };
  const copyLink = async () => {
    const link = status.url || status.uri || `${window.location.origin}/notice/${status.id}`;
    try {
      await navigator.clipboard.writeText(link);
      dispatch(noticeAdded('success', { id: 'status_actions.link_copied' }, COPY_NOTICE_MS));
    } catch {
      dispatch(noticeAdded('error', { id: 'status_actions.link_copy_failed' }, COPY_NOTICE_MS));
    }
    onClose();
  };

  const items: Item[] = [];
  if (own && publicish)
    items.push({
      id: 'pin',
      label: label(status.pinned ? 'status_actions.unpin' : 'status_actions.pin'),
      run: toggle('pin', !status.pinned),
    });
  if (capabilities.muteConversation)
    items.push({
      id: 'mute',
      label: label(status.muted ? 'status_actions.unmute_conversation' : 'status_actions.mute_conversation'),
      run: toggle('mute', !status.muted),
    });
  if (capabilities.bookmarks)
    items.push({
      id: 'bookmark',
      label: label(status.bookmarked ? 'status_actions.unbookmark' : 'status_actions.bookmark'),
      run: toggle('bookmark', !status.bookmarked),
    });
  items.push({ id: 'copy', label: label('status_actions.copy_link'), run: () => void copyLink() });
  if (capabilities.translation)
    items.push({
      id: 'translate',
      label: label('status_actions.translate'),
      run: () => {
        dispatch(statusTranslateRequested({ statusId: status.id }));
        onClose();
      },
    });
  if (capabilities.editing && capabilities.editHistory && status.edited_at)
    items.push({ id: 'history', label: label('status_actions.edit_history'), run: () => setDialog('history') });
  if (own && capabilities.editing)
    items.push({
      id: 'edit',
      label: label('status_actions.edit'),
      run: () => {
        dispatch(composerRequested({ mode: 'edit', statusId: status.id }));
        onClose();
      },
    });
  if (own)
    items.push({
      id: 'redraft',
      label: label('status_actions.redraft'),
      danger: true,
      run: () => (modalOnDelete ? setDialog('redraft') : redraft()),
    });
  // a post by the unknown-account placeholder has no account to report (its id is not the server's)
  if (!own && !isUnknownAccount(account) && capabilities.reports)
    items.push({ id: 'report', label: label('status_actions.report'), run: () => setDialog('report') });
  // Admin items (Pleroma's admin API, where the capability table has it): someone else's post only, the author
  // can edit their own. A direct post keeps its audience.
  if (!own && me?.pleroma?.is_admin === true && capabilities.adminStatuses) {
    const change = (c: { sensitive?: boolean; visibility?: 'public' | 'unlisted' | 'private' }) => () => {
      dispatch(adminStatusChangeRequested({ statusId: status.id, ...c }));
      onClose();
    };
    items.push({
      id: 'sensitive',
      label: label(status.sensitive ? 'moderation.status.unmark_sensitive' : 'moderation.status.mark_sensitive'),
      run: change({ sensitive: !status.sensitive }),
    });
    if (status.visibility !== 'direct')
      for (const visibility of ['public', 'unlisted', 'private'] as const)
        if (status.visibility !== visibility)
          items.push({
            id: `visibility-${visibility}`,
            label: label(`moderation.status.visibility_${visibility}`),
            run: change({ visibility }),
          });
  }
  if (own || staff)
    items.push({
      id: 'delete',
      label: label('status_actions.delete'),
      danger: true,
      run: () => (modalOnDelete ? setDialog('delete') : remove()),
    });

  // Fixed to the viewport beside its button: a card's paint containment would clip an absolute menu.
  useLayoutEffect(() => {
    const rect = anchor.current?.getBoundingClientRect();
    if (rect) setPosition({ top: rect.bottom + 4, right: Math.max(8, window.innerWidth - rect.right) });
  }, [anchor]);

  // Escape (focus back on the button) and a press outside close it, as they close a Popover.
  useDismiss({
    active: dialog === null,
    inside: () => [menuRef.current, anchor.current],
    onDismiss: (reason) => (reason === 'escape' ? onClose() : close()),
  });
  // Placed once, it would drift from its button: a scroll closes it. Only one that moves the page from where the menu
  // was placed: the event of a scroll that ended just before (it is dispatched a frame later) leaves it open.
  useEffect(() => {
    if (dialog) return;
    const placedAt = { x: window.scrollX, y: window.scrollY };
    const onScroll = () => {
      if (window.scrollX !== placedAt.x || window.scrollY !== placedAt.y) close();
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [dialog, close]);
  // The focus moves in on opening (WAI-ARIA menu button) once the menu is placed: hidden, it cannot take the focus.
  const placed = position !== null;
  const startRef = useRef(start);
  useEffect(() => {
    if (placed) focusMenuStart(menuRef.current, startRef.current);
  }, [placed]);

  if (dialog === 'delete')
    return (
      <ConfirmDialog
        title={<FormattedMessage id="status_actions.delete_confirm_title" />}
        confirmLabel={<FormattedMessage id="status_actions.delete" />}
        onConfirm={remove}
        onCancel={onClose}
      >
        <FormattedMessage id="status_actions.delete_confirm" />
      </ConfirmDialog>
    );
  if (dialog === 'redraft')
    return (
      <ConfirmDialog
        title={<FormattedMessage id="status_actions.redraft_confirm_title" />}
        confirmLabel={<FormattedMessage id="status_actions.redraft" />}
        onConfirm={redraft}
        onCancel={onClose}
      >
        <FormattedMessage id="status_actions.redraft_confirm" />
      </ConfirmDialog>
    );
  if (dialog === 'report')
    return (
      <LazyBoundary onClose={onClose}>
        <ReportModal status={status} account={account} onClose={onClose} />
      </LazyBoundary>
    );
  if (dialog === 'history')
    return (
      <LazyBoundary onClose={onClose}>
        <HistoryModal status={status} onClose={onClose} />
      </LazyBoundary>
    );

  return createPortal(
    <div
      ref={menuRef}
      className="status-menu panel"
      role="menu"
      tabIndex={-1}
      aria-label={label('status_actions.more')}
      style={position ? { top: position.top, right: position.right } : { visibility: 'hidden' }}
      onKeyDown={(e) => onMenuKeyDown(e, onClose)}
    >
      {items.map((item) => (
        <button
          key={item.id}
          type="button"
          role="menuitem"
          className={item.danger ? 'status-menu-item status-menu-danger' : 'status-menu-item'}
          data-action={item.id}
          onClick={item.run}
        >
          {item.label}
        </button>
      ))}
    </div>,
    // inside a modal dialog (the reports area) the page outside is inert: the menu goes into that dialog
    anchor.current?.closest('dialog[open]') ?? document.body,
  );
}
