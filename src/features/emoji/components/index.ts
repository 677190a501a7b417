import { withMessages } from '../../../i18n/loadMessages';
import { lazyRetrying } from '../../../utils/retryImport';

/**
 * The picker is its own chunk: nothing of it is needed to draw a timeline. Wrap it in <Suspense>. Its messages are in
 * the extra part (messageParts.ts).
 */
export const EmojiPickerPopover = lazyRetrying(
  withMessages('extra', () => import(/* webpackChunkName: "emoji-picker" */ './EmojiPickerPopover')),
);
export type { EmojiPickerPopoverProps } from './EmojiPickerPopover';
export type { PickedEmoji } from '../emojisSlice';
