// What the server's translator offers (spec 001 §7: GET /api/v1/akkoma/translation/languages) and the posts
// whose translate waits for the reader to pick languages. A lazy slice: it joins the store with the saga that
// fills it (the "interactions" chunk) or the pickers that read it.
import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer, type RootState } from '../../store/rootReducer';
import { sessionCleared } from '../../slices/auth';
import { statusTranslated } from './statusActionsSlice';

export interface TranslationLanguage {
  code: string;
  name: string;
}

export interface TranslationState {
  /** 'unavailable': the server has no list (an older Akkoma, another server): translate asks for no choice */
  languages: {
    status: 'idle' | 'loading' | 'loaded' | 'unavailable';
    source: TranslationLanguage[];
    target: TranslationLanguage[];
  };
  /** posts showing the language pickers, with what they start on (null source: let the server detect it) */
  prompts: Record<string, { source: string | null; target: string }>;
}

const initialState: TranslationState = { languages: { status: 'idle', source: [], target: [] }, prompts: {} };

const translationSlice = createSlice({
  name: 'translation',
  initialState,
  reducers: {
    translationLanguagesLoading(state) {
      state.languages.status = 'loading';
    },
    translationLanguagesLoaded(state, action: PayloadAction<{ source: TranslationLanguage[]; target: TranslationLanguage[] }>) {
      state.languages = { status: 'loaded', ...action.payload };
    },
    /** the list could not be read this time: the next translate asks again */
    translationLanguagesFailed(state) {
      state.languages.status = 'idle';
    },
    translationLanguagesUnavailable(state) {
      state.languages = { status: 'unavailable', source: [], target: [] };
    },
    translationPromptOpened(state, action: PayloadAction<{ statusId: string; source: string | null; target: string }>) {
      const { statusId, source, target } = action.payload;
      state.prompts[statusId] = { source, target };
    },
    translationPromptClosed(state, action: PayloadAction<{ statusId: string }>) {
      delete state.prompts[action.payload.statusId];
    },
  },
  extraReducers: (builder) => {
    builder.addCase(sessionCleared, () => initialState);
    // a translation the reader picked the languages for closes the pickers (the saga reopens them when it asks)
    builder.addCase(statusTranslated, (state, action) => {
      delete state.prompts[action.payload.statusId];
    });
  },
});

export const {
  translationLanguagesLoading,
  translationLanguagesLoaded,
  translationLanguagesFailed,
  translationLanguagesUnavailable,
  translationPromptOpened,
  translationPromptClosed,
} = translationSlice.actions;

declare module '../../store/rootReducer' {
  interface LazyLoadedSlices extends WithSlice<typeof translationSlice> {}
}

const injected = translationSlice.injectInto(rootReducer);
export const selectTranslation = (state: RootState) => injected.selectSlice(state);

/** The list's `{code, name}` entries; anything else (a broken entry, another shape) is left out. */
export function cleanLanguages(raw: unknown): TranslationLanguage[] {
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((entry): TranslationLanguage[] => {
    if (typeof entry !== 'object' || entry === null) return [];
    const { code, name } = entry as { code?: unknown; name?: unknown };
    if (typeof code !== 'string' || code === '') return [];
    return [{ code, name: typeof name === 'string' && name ? name : code }];
  });
}
