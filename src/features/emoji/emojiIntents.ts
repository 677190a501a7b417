// The emoji picker's intents: small and in the first bundle; the slice and the custom-emoji loader come with
// the picker's chunk.
import { createAction } from '@reduxjs/toolkit';
import type { PickedEmoji } from './emojisSlice';

/** The picker or the autocomplete wants the instance's custom emoji (asked once per page). */
export const customEmojisRequested = createAction('emojis/customEmojisRequested');
/** An emoji was picked: it goes first in the recent list (most recent first, no duplicates, at most 42). */
export const recentEmojiUsed = createAction<PickedEmoji>('emojis/recentEmojiUsed');
