import { useState } from 'react';
import { createPortal } from 'react-dom';
import { FormattedMessage } from 'react-intl';
import { Link } from '../RouterLink';
import type { StatusEntity } from '../../schemas';
import { useAppSelector } from '../../store/hooks';
import { lazyRetrying } from '../../utils/retryImport';
import { replyToAcct } from './contentShape';
import { LazyBoundary } from '../ErrorBoundary/ErrorBoundary';
import { useOpenDelay } from '../Popover/Popover';

// The popover (and its fetch) loads only when someone hovers or focuses a reply line.
const StatusPopover = lazyRetrying(() =>
  import(/* webpackChunkName: "status-popover" */ './StatusPopover').then((m) => ({ default: m.StatusPopover })),
);

export { POPOVER_OPEN_DELAY_MS } from '../Popover/Popover';

/** 'Reply to @someone', linking to the parent; hovering or focusing it previews the parent. */
export function StatusReplyTo({ status }: { status: StatusEntity }) {
  const parentAcct = useAppSelector((s) =>
    status.in_reply_to_account_id ? s.entities.accounts.entities[status.in_reply_to_account_id]?.acct : undefined,
  );
  // where the popover goes: it is portalled out, since the card clips its painting (content-visibility)
  const [anchor, setAnchor] = useState<{ top: number; left: number } | null>(null);
  const { later, cancel } = useOpenDelay();
  const show = (el: HTMLElement) =>
    later(() => {
      const r = el.getBoundingClientRect();
      setAnchor({ top: r.bottom + 4, left: r.left });
    });
  const hide = () => {
    cancel();
    setAnchor(null);
  };
  const parentId = status.in_reply_to_id;
  if (!parentId && !status.in_reply_to_account_id) return null;
  // the same name the text's repeated addressing is matched against (StatusContent)
  const acct = replyToAcct(status, parentAcct);
  const name = acct ? `@${acct}` : '…';
  return (
    // listens to its link's focus and Escape (the preview opens on focus as on hover): the wrapper is no control
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      className="status-reply-to"
      onMouseEnter={(e) => show(e.currentTarget)}
      onMouseLeave={hide}
      onFocus={(e) => show(e.currentTarget)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget)) hide();
      }}
      onKeyDown={(e) => {
        if (e.key === 'Escape') hide();
      }}
    >
      <FormattedMessage
        id="status.reply_to"
        values={{
          name: parentId ? (
            <Link to={`/notice/${parentId}`} className="status-reply-to-link">
              {name}
            </Link>
          ) : (
            <span>{name}</span>
          ),
        }}
      />
      {anchor &&
        createPortal(
          <LazyBoundary>
            <StatusPopover statusId={parentId} position={anchor} />
          </LazyBoundary>,
          document.body,
        )}
    </div>
  );
}
