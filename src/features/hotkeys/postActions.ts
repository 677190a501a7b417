// What a post hotkey does to the post that has the focus: the same as the click on its own control, so every
// confirmation, optimistic toggle and error path of the card applies. The card's markup is the contract here.
import type { PostCommand } from './keymap';

/** The post the focus is in (the article itself or a control inside it). */
export const focusedPost = (): HTMLElement | null =>
  document.activeElement instanceof Element ? document.activeElement.closest<HTMLElement>('article[data-status-id]') : null;

/** j/k: the feed's own move, shared with Page Down and Page Up. */
export { movePostFocus } from '../../components/Timeline/feedFocus';

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
