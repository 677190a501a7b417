import { lazyRetrying } from '../../../utils/retryImport';

/** The picker is its own chunk: nothing of it is needed to draw a timeline. Wrap it in <Suspense>. */
export const EmojiPickerPopover = lazyRetrying(() => import(/* webpackChunkName: "emoji-picker" */ './EmojiPickerPopover'));
export type { EmojiPickerPopoverProps } from './EmojiPickerPopover';
export type { PickedEmoji } from '../emojisSlice';
