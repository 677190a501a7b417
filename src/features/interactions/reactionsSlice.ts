import { createAction } from '@reduxjs/toolkit';
import type { ReactionEntity } from '../../schemas/index';

/**
 * The signed-in user adds (`on`) or removes their reaction. The statuses slice applies it at once
 * (optimistic); the saga sends it, then refetches the list. `url` is a custom emoji's image.
 */
export const reactionToggled = createAction<{ statusId: string; name: string; on: boolean; url?: string }>('reactions/toggled');

/** A failed toggle undone: applied like a toggle, but not sent again. */
export const reactionRolledBack = createAction<ReturnType<typeof reactionToggled>['payload']>('reactions/rolledBack');

/** The server answered a toggle (either way): the reader's choice stops overriding copies of the post. */
export const reactionSettled = createAction<{ statusId: string; name: string }>('reactions/settled');

/** The server's list of a status's reactions, replacing the one in the entity. */
export const reactionsLoaded = createAction<{ statusId: string; reactions: ReactionEntity[] }>('reactions/loaded');

/** The popover asks who reacted with which emoji. */
export const reactionsRequested = createAction<{ statusId: string }>('reactions/requested');

/** A pick from the emoji picker as a reaction: unicode by its character, custom by its shortcode. */
export const reactionPicked = (statusId: string, emoji: { name: string; native?: string; url?: string }) =>
  reactionToggled({ statusId, name: emoji.native ?? emoji.name, on: true, ...(emoji.url ? { url: emoji.url } : {}) });
