import { useEffect, useMemo, useState } from 'react';
import { useParams } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { makeSelectThread, selectFocusId, threadCovers } from '../conversationsSelectors';
import { conversationClosed, conversationOpened } from '../conversationsIntents';
import { Conversation } from '../components/Conversation';
import { titleStart, useDocumentTitle } from '../../../components/DocumentTitle/useDocumentTitle';

/**
 * The conversation loaded for this screen: it stays when the route moves to a post it fully holds
 * (a dive, a reply's timestamp), so that costs no fetch and keeps the reader's place; any other
 * post starts a new conversation.
 */
function useThreadAnchor(id: string): string {
  const [anchor, setAnchor] = useState(id);
  const selectThread = useMemo(makeSelectThread, []);
  const thread = useAppSelector((s) => selectThread(s, anchor));
  const anchorFocus = useAppSelector((s) => selectFocusId(s, anchor));
  if (anchor !== id && !threadCovers(thread, anchorFocus, id)) {
    setAnchor(id); // adjusting own state while rendering: React re-renders before painting
    return id;
  }
  return anchor;
}

/** /notice/{id} (spec 000 §2: scroll position is not reset). */
export function ConversationScreen() {
  const { id = '' } = useParams();
  const anchor = useThreadAnchor(id);
  const dispatch = useAppDispatch();
  // the opened post's author and the start of its text
  const status = useAppSelector((s) => s.entities.statuses.entities[id]);
  const author = useAppSelector((s) => (status ? s.entities.accounts.entities[status.account] : undefined));
  const title = useMemo(() => {
    if (!status || !author) return null;
    const start = status.spoiler_text || titleStart(status.content);
    return `${author.display_name || author.username}${start ? `: “${start}”` : ''}`;
  }, [status, author]);
  useDocumentTitle(title);
  useEffect(() => {
    dispatch(conversationOpened({ id: anchor }));
    return () => {
      dispatch(conversationClosed({ id: anchor }));
    };
  }, [dispatch, anchor]);
  // Keyed by the anchor: a new thread starts with fresh display state and scrolls to its post once.
  return <Conversation key={anchor} anchorId={anchor} statusId={id} />;
}
