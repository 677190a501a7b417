// The settings file's intents, apart from the tab's slice: the modal header's backup menu dispatches them too, and
// should not bring the data tab's state with it.
import { createAction } from '@reduxjs/toolkit';

/** Intent: load a settings file's text (spec 001 §5 rules), from the data tab or the header's menu. */
export const settingsFileImported = createAction<{ text: string }>('dataTab/settingsFileImported');
/** Intent: every preference back to its default (after the reader confirmed). */
export const settingsResetRequested = createAction('dataTab/settingsResetRequested');
