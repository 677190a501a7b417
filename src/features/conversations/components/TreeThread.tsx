import { FormattedMessage, useIntl } from 'react-intl';
import { useAppSelector } from '../../../store/hooks';
import {
  ancestorsOf,
  childrenOf,
  depthLimit,
  diveRootOf,
  repliesShowing,
  topLevelOf,
  type Thread,
} from '../conversationsSelectors';
import { selectSettings } from '../../../selectors/settings';
import { Status } from '../../../components/Status/Status';
import type { MuteContext } from '../../../selectors/muteRules';
import { StatusPeople } from '../../statusPeople/components/lazy';
import { LazyBoundary } from '../../../components/ErrorBoundary/ErrorBoundary';

const MOBILE_INDENT_LEVELS = 3;
const INDENT_LEVELS = 8;

interface Props {
  thread: Thread;
  focusId: string;
  /** the reader's own show/hide choices, by post */
  showReplies: Record<string, boolean>;
  onToggle: (id: string, showing: boolean) => void;
  /** "show full thread": open a branch and everything under it */
  onShowBranch: (id: string) => void;
  onDive: (id: string) => void;
  /** where the cards are shown, for the mute rules' conversation exemption */
  muteContext?: MuteContext;
  /** posts deleted while the page is open: placeholders in place, their replies under them */
  deletedIds?: readonly string[];
}

interface NodeContext extends Props {
  diveRoot: string | null;
  /** depth of the shown roots, so indentation counts from them */
  baseDepth: number;
  showing: (id: string) => boolean;
  position: Map<string, number>;
  setSize: number;
}

/**
 * Tree display (spec 000 §2 conversation screen): nested replies, a depth limit with "show full
 * thread", per-post show/hide, and dives. A dive re-roots the tree at the post in the address;
 * its ancestors then show compactly above, with a way back to the whole conversation.
 */
export function TreeThread(props: Props) {
  const { thread, focusId, showReplies, onDive } = props;
  const settings = useAppSelector(selectSettings);
  const diveRoot = diveRootOf(thread, focusId);
  const limit = depthLimit(settings.maxDepthInThread);
  const showing = (id: string) => repliesShowing(thread, id, showReplies, diveRoot, limit);
  const ancestors = diveRoot ? ancestorsOf(thread, diveRoot) : [];
  const roots = diveRoot ? [diveRoot] : thread.topLevel;

  // Reading order of what is on screen, for aria-posinset.
  const order = [...ancestors];
  const walk = (id: string) => {
    order.push(id);
    if (showing(id)) childrenOf(thread, id).forEach(walk);
  };
  roots.forEach(walk);
  // a dive root is a post of the thread, so it has a depth
  const baseDepth = diveRoot ? (thread.depth[diveRoot] ?? 0) : 0;
  const ctx: NodeContext = {
    ...props,
    diveRoot,
    baseDepth,
    showing,
    position: new Map(order.map((id, i) => [id, i + 1])),
    setSize: order.length,
  };

  return (
    <>
      {diveRoot && (
        <div className="thread-show-all">
          <button type="button" className="button-link" onClick={() => onDive(topLevelOf(thread, diveRoot))}>
            <FormattedMessage id="conversation.show_all" />
          </button>
        </div>
      )}
      {ancestors.length > 0 && (
        <Ancestors
          ids={ancestors}
          ctx={ctx}
          faded={settings.conversationTreeFadeAncestors}
          inside={settings.conversationOtherRepliesButton === 'inside'}
        />
      )}
      {roots.map((id) => (
        <ThreadNode key={id} id={id} ctx={ctx} />
      ))}
    </>
  );
}

function Ancestors({ ids, ctx, faded, inside }: { ids: string[]; ctx: NodeContext; faded: boolean; inside: boolean }) {
  const intl = useIntl();
  return (
    <div
      className={`thread-ancestors${faded ? ' thread-ancestors-faded' : ''}`}
      role="group"
      aria-label={intl.formatMessage({ id: 'conversation.ancestors' })}
    >
      {ids.map((id) => {
        // One reply continues the chain down to the dive; the others are a dive away.
        const others = childrenOf(ctx.thread, id).length - 1;
        const button =
          others > 0 ? (
            <button type="button" className="button-link thread-other-replies" onClick={() => ctx.onDive(id)}>
              <FormattedMessage id="conversation.other_replies" values={{ count: others }} />
            </button>
          ) : null;
        return (
          <div key={id} className="thread-ancestor">
            <Status
              entryId={id}
              position={ctx.position.get(id) ?? -1}
              setSize={ctx.setSize}
              muteContext={ctx.muteContext}
              extraActions={inside ? button : null}
              deleted={ctx.deletedIds?.includes(id)}
            />
            {!inside && button && <div className="thread-other-replies-below">{button}</div>}
          </div>
        );
      })}
    </div>
  );
}

function ThreadNode({ id, ctx }: { id: string; ctx: NodeContext }) {
  const intl = useIntl();
  const { thread } = ctx;
  const children = childrenOf(thread, id);
  const showing = ctx.showing(id);
  const count = thread.replyCount[id];
  // Indentation stops growing past a few levels on phones and more on desktops (Conversation.css).
  // every node shown is a post of the thread, so it has a depth
  const level = (thread.depth[id] ?? 0) - ctx.baseDepth + 1;
  const indent = `thread-replies${level > MOBILE_INDENT_LEVELS ? ' thread-replies-deep' : ''}${level > INDENT_LEVELS ? ' thread-replies-deeper' : ''}`;
  // Past the depth limit the branch opens through "show full thread" below; a branch the reader
  // hid opens again through the same toggle that hid it.
  const beyondLimit = !showing && ctx.showReplies[id] === undefined;
  const controls =
    children.length > 0 ? (
      <>
        {!beyondLimit && (
          <button
            type="button"
            className="button-link thread-toggle"
            aria-expanded={showing}
            onClick={() => ctx.onToggle(id, showing)}
          >
            <FormattedMessage id={showing ? 'conversation.hide_replies' : 'conversation.show_replies'} values={{ count }} />
          </button>
        )}
        {id !== ctx.diveRoot && (
          <button type="button" className="button-link thread-dive" onClick={() => ctx.onDive(id)}>
            <FormattedMessage id="conversation.dive" />
          </button>
        )}
      </>
    ) : null;
  return (
    <div className="thread-node">
      <Status
        entryId={id}
        position={ctx.position.get(id) ?? -1}
        setSize={ctx.setSize}
        highlighted={id === ctx.focusId}
        footer={
          id === ctx.focusId ? (
            <LazyBoundary>
              <StatusPeople statusId={id} />
            </LazyBoundary>
          ) : undefined
        }
        muteContext={ctx.muteContext}
        extraActions={controls}
        deleted={ctx.deletedIds?.includes(id)}
      />
      {children.length > 0 &&
        (showing ? (
          <div className={indent} role="group" aria-label={intl.formatMessage({ id: 'conversation.replies' })}>
            {children.map((child) => (
              <ThreadNode key={child} id={child} ctx={ctx} />
            ))}
          </div>
        ) : (
          beyondLimit && (
            <div className={`${indent} thread-replies-hidden`}>
              <button type="button" className="button-link thread-show-full" onClick={() => ctx.onShowBranch(id)}>
                <FormattedMessage id="conversation.show_full_thread" values={{ count }} />
              </button>
            </div>
          )
        ))}
    </div>
  );
}
