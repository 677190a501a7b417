// The composer state's stand-in for the first bundle: the real slice (slices/composer.ts) comes with the
// "compose" and "composer" chunks and injects itself; the first bundle only reads `inline` and `modal`.
import type { ComposerSliceState } from './composerSlice';
import { standIn } from '../../slices/standIn';

export const composerInitialState: ComposerSliceState = { composers: {}, modal: null, inline: {} };

/** Registered in store/rootReducer.ts; slices/composer.ts injects the real one. */
export const [composerReducer, injectComposerReducer] = standIn(composerInitialState);
