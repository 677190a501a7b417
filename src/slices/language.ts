import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { InterfaceLanguage } from '../i18n/languages';

/** The interface language; null until the reader picks one (the one found at start-up applies). */
export interface LanguageState {
  current: InterfaceLanguage | null;
}

const initialState: LanguageState = { current: null };

/** The reader picks a language (quick settings, the sign-in screen): sagas/language.ts loads it. */
export const languagePicked = createAction<{ language: InterfaceLanguage }>('language/picked');

const languageSlice = createSlice({
  name: 'language',
  initialState,
  reducers: {
    /** Its messages are in: the interface switches, without a reload. */
    languageApplied(state, action: PayloadAction<{ language: InterfaceLanguage }>) {
      state.current = action.payload.language;
    },
  },
});

export const { languageApplied } = languageSlice.actions;
export default languageSlice.reducer;
