// Machine translation (spec 001 §4, §7): the target is the language the reader picked, else translationLanguage,
// else the interface's; the server's list of languages decides whether it can be asked for, and when it cannot
// (or the reader has never chosen one, or asks for others) the post shows source and target pickers.
import { call, put, select, take } from 'typed-redux-saga';
import { HttpError } from '../../../api/client';
import { describeErrorWithServerText } from '../../../api/errors';
import { selectApiConfig } from '../../../selectors/instance';
import { selectSettings } from '../../../selectors/settings';
import { settingChanged } from '../../../slices/settings';
import type { RootState } from '../../../store/rootReducer';
import { detectLanguage } from '../../../i18n/languages';
import { fetchTranslation, fetchTranslationLanguages } from '../api/statusActions';
import { statusActionFailed, statusTranslated, type statusTranslateRequested } from '../statusActionsSlice';
import {
  cleanLanguages,
  selectTranslation,
  translationLanguagesFailed,
  translationLanguagesLoaded,
  translationLanguagesLoading,
  translationLanguagesUnavailable,
  translationPromptOpened,
  type TranslationLanguage,
} from '../translationSlice';

const base = (code: string) => code.toLowerCase().split(/[-_]/)[0] ?? '';

/**
 * The code the server offers for a wanted language: the same code (any case), else one of the same language
 * ('pt' finds DeepL's 'PT-BR'), else null.
 */
export function offeredCode(wanted: string, offered: TranslationLanguage[]): string | null {
  const w = wanted.toLowerCase();
  const exact = offered.find((l) => l.code.toLowerCase() === w);
  if (exact) return exact.code;
  return offered.find((l) => base(l.code) === base(w))?.code ?? null;
}

/** The server's languages, fetched once a session; null when it has no list (translate then asks nothing). */
function* languagesOffered() {
  let current = (yield* select(selectTranslation)).languages;
  if (current.status === 'loading') {
    yield* take([translationLanguagesLoaded.type, translationLanguagesUnavailable.type, translationLanguagesFailed.type]);
    current = (yield* select(selectTranslation)).languages;
  }
  if (current.status === 'loaded') return current;
  if (current.status === 'unavailable') return null;
  yield* put(translationLanguagesLoading());
  const cfg = yield* select(selectApiConfig);
  try {
    const res = yield* call(fetchTranslationLanguages, cfg);
    const data = res.data as { source?: unknown; target?: unknown };
    const source = cleanLanguages(data.source);
    const target = cleanLanguages(data.target);
    if (target.length === 0) {
      yield* put(translationLanguagesUnavailable());
      return null;
    }
    yield* put(translationLanguagesLoaded({ source, target }));
    return { source, target };
  } catch (error) {
    // A server without the route says so for the session; another failure is asked again next time.
    if (error instanceof HttpError && error.status >= 400 && error.status < 500 && error.status !== 429)
      yield* put(translationLanguagesUnavailable());
    else yield* put(translationLanguagesFailed());
    return null;
  }
}

export function* translate(action: ReturnType<typeof statusTranslateRequested>) {
  const { statusId, target: picked, source = null, choose = false } = action.payload;
  const remembered = (yield* select(selectSettings)).translationLanguage;
  // the interface's language part: Akkoma's pairs name no regions. Until the reader picks one in this session
  // language.current is null and the interface shows the start-up language (cookie, else browser), not English.
  const shown =
    (yield* select((s: RootState) => s.language.current)) ?? detectLanguage(document.cookie, navigator.languages ?? []);
  const interfaceLanguage = base(shown) || 'en';
  const wanted = picked ?? (remembered || interfaceLanguage);
  const languages = yield* call(languagesOffered);
  const offered = languages && languages.target.length > 0 ? languages : null;
  const target = offered ? offeredCode(wanted, offered.target) : wanted;
  if (choose || !target) {
    const shown = yield* select((s: RootState) => s.statusActions[statusId]?.translation ?? null);
    const startOn = target ?? (offered && offeredCode(interfaceLanguage, offered.target)) ?? offered?.target[0]?.code ?? wanted;
    yield* put(translationPromptOpened({ statusId, source: source ?? shown?.source ?? null, target: startOn }));
    return;
  }
  if (picked && picked !== remembered) yield* put(settingChanged('translationLanguage', picked));
  const cfg = yield* select(selectApiConfig);
  try {
    const res = yield* call(fetchTranslation, cfg, statusId, target, source);
    const data = res.data ?? {};
    const content = data.text ?? data.content ?? '';
    const detected = data.detected_language ?? data.detected_source_language ?? null;
    yield* put(statusTranslated({ statusId, content, language: target, source: detected ?? source }));
    // Never chosen: translated into the interface's language, and the pickers offer to choose one (spec: the
    // toast asks for a language when none is set).
    if (!remembered && !picked && offered) yield* put(translationPromptOpened({ statusId, source: detected ?? source, target }));
  } catch (error) {
    yield* put(
      statusActionFailed({
        statusId,
        error: { id: 'status_actions.error.translate', cause: describeErrorWithServerText(error) },
      }),
    );
  }
}
