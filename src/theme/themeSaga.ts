// Keeps the page in the chosen theme (choice.ts): after start-up, and whenever the member's theme settings, the
// session or the instance's defaults change. The engine is a lazy chunk, asked only when the stored variables are
// not those of the choice, so a start-up in the same theme as last time costs nothing but this file.
import { call, select, take } from 'typed-redux-saga';
import type { Action } from '@reduxjs/toolkit';
import type { RootState } from '../store/rootReducer';
import { bootFinished } from '../slices/ui';
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

function* applyChoice() {
  const choice = yield* select(selectChoice);
  const key = choiceKey(choice);
  if (readJson<AppliedTheme>(THEME_STORAGE_KEY)?.key === key) return;
  const engine = yield* call(loadEngine);
  const vars = yield* call(engine.themeVarsFor, choice);
  applyThemeVars(vars);
  writeJson(THEME_STORAGE_KEY, { key, vars } satisfies AppliedTheme);
}

export function* themeSaga() {
  // the instance's default is known once start-up has settled
  yield* take(bootFinished);
  for (;;) {
    try {
      yield* call(applyChoice);
      // a change made while the engine was loading is applied at once, not at the next one
      if (choiceKey(yield* select(selectChoice)) !== readJson<AppliedTheme>(THEME_STORAGE_KEY)?.key) continue;
    } catch (error) {
      // the page keeps the theme it has; the next change tries again
      console.warn('theme not applied:', error);
    }
    yield* take(mayChange);
  }
}
