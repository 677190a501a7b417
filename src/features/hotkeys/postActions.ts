// What a post hotkey does to the post that has the focus: the same as the click on its own control, so every
// confirmation, optimistic toggle and error path of the card applies. The card's markup is the contract here.
import type { PostCommand } from './keymap';

/** The entries of the feed that holds `from`, else of the main column's feed (the screen's own, not a side panel's). */
function feedEntries(from: Element | null): HTMLElement[] {
  const feed =
    from?.closest('[role="feed"]') ?? document.querySelector('main [role="feed"]') ?? document.querySelector('[role="feed"]');
  return feed ? [...feed.querySelectorAll<HTMLElement>('article[aria-posinset]')] : [];
}

/** The post the focus is in (the article itself or a control inside it). */
export const focusedPost = (): HTMLElement | null =>
  document.activeElement instanceof Element ? document.activeElement.closest<HTMLElement>('article[data-status-id]') : null;

/** j/k: the next or previous entry of the feed (a post, a notification), or the first one shown when none has the focus. */
export function movePostFocus(step: 1 | -1): boolean {
  const current =
    document.activeElement instanceof Element ? document.activeElement.closest<HTMLElement>('article[aria-posinset]') : null;
  const posts = feedEntries(current);
  if (posts.length === 0) return false;
  const at = current ? posts.indexOf(current) : -1;
  const next = at < 0 ? (posts.find((p) => p.getBoundingClientRect().bottom > 0) ?? posts[0]) : posts[at + step];
  if (!next) return false;
  // focusing scrolls it into view, clear of the top bar (hotkeys.css)
  next.focus();
  return true;
}

const CONTROL: Record<Exclude<PostCommand, 'next' | 'previous' | 'mention'>, string> = {
  open: '.status-time',
  profile: 'a.status-name',
  reply: '.status-action-reply',
  favourite: '.status-action-favourite',
  repeat: '.status-action-repeat',
  media: '.att-sensitive, .att-item',
  warning: '.status-summary button[aria-expanded]',
  sensitive: '.att-sensitive, .att-hide',
};

/** Clicks the post's own control for the command; false when the post has none (no media, no warning). */
export function clickPostControl(post: HTMLElement, command: keyof typeof CONTROL): boolean {
  // the post's own controls, not those of a quoted post inside it
  const control = [...post.querySelectorAll<HTMLElement>(CONTROL[command])].find(
    (el) => el.closest('article[data-status-id]') === post,
  );
  if (!control) return false;
  control.click();
  return true;
}
