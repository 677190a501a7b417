import { call, put, takeLatest } from 'typed-redux-saga';
import { writeLanguageCookie } from '../i18n/languages';
import { loadMessages } from '../i18n/loadMessages';
import { languageApplied, languagePicked } from '../slices/language';

/**
 * A picked language is kept in the `userLanguage` cookie (spec 000 §1), then applied once its
 * messages are here, so the interface never shows bare keys or a half-switched screen. A newer pick
 * wins over one still loading.
 */
function* apply(action: ReturnType<typeof languagePicked>) {
  const { language } = action.payload;
  yield* call(writeLanguageCookie, language);
  yield* call(loadMessages, language);
  yield* put(languageApplied({ language }));
}

export function* languageSaga() {
  yield* takeLatest(languagePicked.type, apply);
}
