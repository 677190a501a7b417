import { lazy } from 'react';

/** The picker is its own chunk: nothing of it is needed to draw a timeline. Wrap it in <Suspense>. */
export const EmojiPickerPopover = lazy(() => import(/* webpackChunkName: "emoji-picker" */ './EmojiPickerPopover'));
export type { EmojiPickerPopoverProps } from './EmojiPickerPopover';
export type { PickedEmoji } from '../recentEmojisSlice';
