// Keeps the page in the chosen theme (choice.ts): after start-up, and whenever the member's theme settings, the
// session or the instance's defaults change. The engine is a lazy chunk, asked only when the stored variables are
// not those of the choice, so a start-up in the same theme as last time costs nothing but this file.
import { call, select, take } from 'typed-redux-saga';
import type { Action } from '@reduxjs/toolkit';
import type { RootState } from '../store/rootReducer';
import { untilState } from '../sagas/untilState';
import { settingChanged, settingsRestored } from '../slices/settings';
import { sessionCleared } from '../slices/auth';
import { frontendConfigLoaded, staticConfigLoaded } from '../slices/instance';
import { readJson, writeJson } from '../utils/storage';
import { retryImport } from '../utils/retryImport';
import { applyThemeVars, THEME_STORAGE_KEY, type AppliedTheme } from './applied';
import { choiceKey, themeChoice } from './choice';

const prefersLight = () => {
  try {
    return window.matchMedia('(prefers-color-scheme: light)').matches;
  } catch {
    return false;
  }
};

const selectChoice = (s: RootState) =>
  themeChoice(s.settings.user, s.instance.frontendConfig, s.instance.staticConfig, prefersLight());

const THEME_KEYS = new Set(['theme', 'customThemeSource']);

/** The actions after which the choice may differ. */
const mayChange = (action: Action) =>
  settingChanged.match(action)
    ? THEME_KEYS.has(action.payload.key)
    : settingsRestored.match(action) ||
      sessionCleared.match(action) ||
      frontendConfigLoaded.match(action) ||
      staticConfigLoaded.match(action);

const loadEngine = () => retryImport(() => import(/* webpackChunkName: "theme-engine" */ './engine'));

/**
 * Applies the member's choice whenever it changes. What is applied is kept in memory as well as in storage: with
 * storage blocked (private windows), a key read back from storage would never match, and the loop would apply the
 * same theme again and again.
 */
export function* themeSaga() {
  // the instance's default is known once start-up has settled; the engine's chunk and work come after the first screen
  yield* call(untilState, (s: RootState) => s.ui.settled && s.ui.firstScreenDrawn);
  // what the early script painted from storage
  let applied = readJson<AppliedTheme>(THEME_STORAGE_KEY)?.key ?? null;
  for (;;) {
    try {
      const choice = yield* select(selectChoice);
      const key = choiceKey(choice);
      if (key !== applied) {
        const engine = yield* call(loadEngine);
        // a chunk that arrives after the page is gone (a test's environment torn down): nothing more to do
        if (typeof engine?.themeVarsFor !== 'function') return;
        const vars = yield* call(engine.themeVarsFor, choice);
        applyThemeVars(vars);
        writeJson(THEME_STORAGE_KEY, { key, vars } satisfies AppliedTheme);
        applied = key;
        // a change made while the engine was loading is applied at once, not at the next one
        if (choiceKey(yield* select(selectChoice)) !== applied) continue;
      }
    } catch (error) {
      // the page keeps the theme it has; the next change tries again
      console.warn('theme not applied:', error);
    }
    yield* take(mayChange);
  }
}
