import { useCallback, useLayoutEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { makeSelectThread, selectConversation, selectFocusId, subtreeOf } from '../conversationsSelectors';
import { selectSettings } from '../../../selectors/settings';
import { conversationReloadRequested } from '../conversationsIntents';
import { useMessage } from '../../../i18n/useMessage';
import { Spinner } from '../../../components/Spinner/Spinner';
import { Status } from '../../../components/Status/Status';
import { LoginToSee } from '../../../components/Timeline/LoginToSee';
import { ConversationHeading } from './ConversationHeading';
import { TreeThread } from './TreeThread';
import { StatusPeople } from '../../statusPeople/components/lazy';
import { LazyBoundary } from '../../../components/ErrorBoundary/ErrorBoundary';
import './Conversation.css';

interface Props {
  /** the post the conversation was loaded for (the key of its record) */
  anchorId: string;
  /** the post in the address: highlighted, and in tree display the root of a dive */
  statusId: string;
}

/** A conversation page: the thread around one post, linear or as a tree (preference conversationDisplay). */
export function Conversation({ anchorId, statusId }: Props) {
  const conv = useAppSelector((s) => selectConversation(s, anchorId));
  const focusId = useAppSelector((s) => selectFocusId(s, statusId));
  // Inside its conversation a thread-muted post shows (spec 001 §4), and media follow hideAttachmentsInConv;
  // the post the reader opened is never hidden (see computeMuteState).
  const muteContext = useMemo(() => ({ conversationId: statusId, focusedId: focusId }), [statusId, focusId]);
  // who favourited or repeated, under the opened post (spec 001 §2)
  const people = useMemo(
    () => (
      <LazyBoundary>
        <StatusPeople statusId={focusId} />
      </LazyBoundary>
    ),
    [focusId],
  );
  const selectThread = useMemo(makeSelectThread, []);
  const thread = useAppSelector((s) => selectThread(s, anchorId));
  const { conversationDisplay } = useAppSelector(selectSettings);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const format = useMessage();
  const intl = useIntl();

  // Local display state (spec 000 §4): collapsed or expanded, and the reader's own show/hide per post.
  const [collapsed, setCollapsed] = useState(false);
  const [showReplies, setShowReplies] = useState<Record<string, boolean>>({});
  const toggleReplies = useCallback((id: string, showing: boolean) => setShowReplies((o) => ({ ...o, [id]: !showing })), []);
  const showBranch = useCallback(
    (id: string) => setShowReplies((o) => ({ ...o, ...Object.fromEntries(subtreeOf(thread, id).map((sid) => [sid, true])) })),
    [thread],
  );
  // A dive is a route change; the page keeps its scroll position.
  const dive = useCallback((id: string) => void navigate(`/notice/${id}`), [navigate]);

  const focusShown = thread.ids.includes(focusId);
  const deleted = conv.deletedIds;
  const focusDeleted = deleted.includes(focusId);
  const tree = conversationDisplay === 'tree' && !collapsed;
  const collapsable = thread.ids.length > 1;
  const body = useRef<HTMLDivElement>(null);
  useFirstLoadScroll(body, focusShown && conv.status !== 'loading' && conv.status !== 'idle');

  const retry = () => dispatch(conversationReloadRequested({ id: anchorId }));
  const title = intl.formatMessage({ id: 'conversation.title' });
  return (
    <section className={`panel conversation${tree ? ' conversation-tree' : ''}`} aria-labelledby="conversation-title">
      <ConversationHeading
        collapsed={collapsed}
        collapsable={collapsable || collapsed}
        onCollapse={() => setCollapsed((c) => !c)}
      />
      {conv.notFound && (
        <p className="conversation-message" role="alert">
          <FormattedMessage id="conversation.not_found" />
        </p>
      )}
      {conv.loginRequired && <LoginToSee messageId="conversation.login_to_see" />}
      {conv.status === 'error' && !conv.notFound && !conv.loginRequired && (
        <div className="conversation-message" role="alert">
          <p>{format(conv.error ?? { id: 'conversation.error_fetching', cause: { id: 'errors.generic' } })}</p>
          <button type="button" className="button" onClick={retry}>
            <FormattedMessage id="general.retry" />
          </button>
        </div>
      )}
      {focusDeleted && (
        <p className="conversation-message conversation-deleted" role="status">
          <FormattedMessage id="conversation.deleted" />
        </p>
      )}
      {thread.ids.length === 0 && (conv.status === 'loading' || conv.status === 'idle') && <Spinner />}
      {thread.ids.length > 0 && (
        <div ref={body} role="feed" aria-busy={conv.status === 'loading'} aria-label={title} className="conversation-body">
          {tree ? (
            <TreeThread
              thread={thread}
              focusId={focusId}
              showReplies={showReplies}
              onToggle={toggleReplies}
              onShowBranch={showBranch}
              onDive={dive}
              muteContext={muteContext}
              deletedIds={deleted}
            />
          ) : (
            (collapsed && focusShown ? [focusId] : thread.ids).map((id, i, shown) => (
              <Status
                key={id}
                entryId={id}
                position={i + 1}
                setSize={shown.length}
                highlighted={id === focusId}
                footer={id === focusId ? people : undefined}
                muteContext={muteContext}
                deleted={deleted.includes(id)}
              />
            ))
          )}
        </div>
      )}
      {thread.ids.length > 0 && conv.status === 'loading' && <Spinner />}
    </section>
  );
}

/**
 * The highlighted post scrolls into view once, when the thread around it first arrives; later
 * moves inside the same thread (dives) leave the scroll where the reader has it.
 */
function useFirstLoadScroll(body: RefObject<HTMLDivElement | null>, ready: boolean) {
  const done = useRef(false);
  useLayoutEffect(() => {
    if (done.current || !ready || !body.current) return;
    done.current = true;
    const target = body.current.querySelector<HTMLElement>('.status-highlighted');
    const first = body.current.querySelector('.status');
    // At the top of the thread already: nothing to scroll past.
    if (target && target !== first && typeof target.scrollIntoView === 'function') target.scrollIntoView({ block: 'start' });
  }, [body, ready]);
}
