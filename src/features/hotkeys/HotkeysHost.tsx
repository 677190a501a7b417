// The hotkeys' listener (issue 26): Mastodon's keys, never while typing, off with the `hotkeys` preference. A chunk
// loaded after the first screen (AppShell); '.' (show new posts) lives with the timeline itself.
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useAppDispatch, useAppSelector, useAppStore } from '../../store/hooks';
import { selectSettings } from '../../selectors/settings';
import { selectCurrentAccount } from '../../selectors/auth';
import { composerRequested } from '../composer/composerIntents';
import { isEditable } from '../../components/Timeline/useShowNew';
import { withMessages } from '../../i18n/loadMessages';
import { lazyRetrying } from '../../utils/retryImport';
import { LazyBoundary } from '../../components/ErrorBoundary/ErrorBoundary';
import { commandFor, goPath, type Command } from './keymap';
import { clickPostControl, focusedPost, movePostFocus } from './postActions';

const HotkeysHelp = lazyRetrying(withMessages('extra', () => import(/* webpackChunkName: "hotkeys-help" */ './HotkeysHelp')));

/** Someone else has the keys: a dialog, the drawer, a menu or a popover is open. */
const busy = () => document.body.classList.contains('scroll-locked') || document.querySelector('dialog[open], [role="menu"]');

export default function HotkeysHost() {
  const { hotkeys } = useAppSelector(selectSettings);
  const me = useAppSelector(selectCurrentAccount);
  const store = useAppStore();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [help, setHelp] = useState(false);
  const afterG = useRef(false);

  useEffect(() => {
    if (!hotkeys) return undefined;
    const run = (command: Command): boolean => {
      switch (command.kind) {
        case 'go': {
          const path = goPath(command.target, me?.acct ?? null);
          if (path) void navigate(path);
          return path !== null;
        }
        case 'compose': {
          if (!me) return false;
          const form = document.querySelector<HTMLTextAreaElement>(
            '.user-panel .composer-text, .post-form-column .composer-text',
          );
          if (form) form.focus();
          else dispatch(composerRequested({ mode: 'new' }));
          return true;
        }
        case 'search': {
          const field = document.querySelector<HTMLInputElement>('input[type="search"]');
          field?.focus();
          return field !== null;
        }
        case 'back':
          void navigate(-1);
          return true;
        case 'help':
          setHelp(true);
          return true;
        case 'post': {
          if (command.command === 'next' || command.command === 'previous')
            return movePostFocus(command.command === 'next' ? 1 : -1);
          const post = focusedPost();
          if (!post) return false;
          if (command.command === 'mention') {
            const id = post.dataset.statusId ?? '';
            const accountId = store.getState().entities.statuses.entities[id]?.account;
            if (!me || !accountId) return false;
            dispatch(composerRequested({ mode: 'new', mentionAccountId: accountId }));
            return true;
          }
          // Enter on a control inside the post is that control's own
          if (command.command === 'open' && document.activeElement !== post) return false;
          return clickPostControl(post, command.command);
        }
      }
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.ctrlKey || e.metaKey || e.altKey) return;
      if (isEditable(e.target)) {
        // Esc leaves a field (the composer's own Escape came first and may have closed it)
        if (e.key === 'Escape' && e.target instanceof HTMLElement && !e.target.closest('dialog')) e.target.blur();
        return;
      }
      if (busy()) return;
      const next = commandFor(e.key, afterG.current);
      afterG.current = next.afterG;
      // arrows only move between posts when a post has the focus: elsewhere they scroll the page
      if (next.command?.kind === 'post' && e.key.startsWith('Arrow') && !focusedPost()) return;
      if (next.command && run(next.command)) e.preventDefault();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [hotkeys, me, store, dispatch, navigate]);

  return help ? (
    <LazyBoundary floating onClose={() => setHelp(false)}>
      <HotkeysHelp onClose={() => setHelp(false)} />
    </LazyBoundary>
  ) : null;
}
