import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { http, HttpResponse } from 'msw';
import { all, fork } from 'redux-saga/effects';
import { themeSaga } from '../../../src/theme/themeSaga';
import { persistenceSaga } from '../../../src/sagas/persistence';
import { THEME_STORAGE_KEY, type AppliedTheme } from '../../../src/theme/applied';
import { bootFinished, firstScreenDrawn, startupSettled } from '../../../src/slices/ui';
import { frontendConfigLoaded } from '../../../src/slices/instance';
import { settingChanged } from '../../../src/slices/settings';
import { sessionCleared } from '../../../src/slices/auth';
import { createTestServer } from '../../support/server';
import { runSagaInStore, until } from '../../support/sagaStore';

const DIR = join(__dirname, '../../fixtures/themes');
const { server, to } = createTestServer();
const fixture = (name: string) => JSON.parse(readFileSync(join(DIR, `${name}.json`), 'utf8')) as Record<string, unknown>;

function serveThemes() {
  server.use(
    http.get('http://localhost/static/styles.json', () => HttpResponse.json(fixture('styles'))),
    http.get('http://localhost/static/themes/:file', ({ params }) =>
      HttpResponse.json(fixture(String(params.file).replace(/\.json$/, ''))),
    ),
  );
}

const stored = () => JSON.parse(localStorage.getItem(THEME_STORAGE_KEY) ?? 'null') as AppliedTheme | null;
const painted = (name: string) => document.documentElement.style.getPropertyValue(name);

function* sagas() {
  yield all([fork(themeSaga), fork(persistenceSaga)]);
}

beforeEach(() => {
  localStorage.clear();
  document.documentElement.removeAttribute('style');
  serveThemes();
});

describe('the theme saga', () => {
  it("applies the instance's default once start-up has settled, from its styles.json entry, and stores it", async () => {
    const run = runSagaInStore(sagas);
    run.store.dispatch(frontendConfigLoaded({ theme: 'redmond-xx' }));
    expect(painted('--bg')).toBe('');
    run.store.dispatch(bootFinished());
    run.store.dispatch(startupSettled());
    run.store.dispatch(firstScreenDrawn());
    await until(() => stored() !== null, 'stored theme');
    expect(painted('--bg')).toBe('#008080');
    expect(painted('--radius-panel')).toBe('0px');
    expect(stored()?.key).toBe('2:redmond-xx');
    expect(to('/static/themes/redmond-xx.json')).toHaveLength(1);
  });

  it('asks for nothing when the stored variables are those of the choice (the early script painted them)', async () => {
    localStorage.setItem(THEME_STORAGE_KEY, JSON.stringify({ key: '2:pleroma-dark', vars: { '--bg': '#123456' } }));
    const run = runSagaInStore(sagas);
    run.store.dispatch(bootFinished());
    run.store.dispatch(startupSettled());
    run.store.dispatch(firstScreenDrawn());
    run.store.dispatch(settingChanged('hideNsfw', false));
    await until(() => run.actions.length >= 2);
    await new Promise((r) => setTimeout(r, 50));
    expect(to('/static/styles.json')).toHaveLength(0);
    expect(stored()?.vars['--bg']).toBe('#123456');
  });

  it("repaints on the member's pick, and logout keeps the browser's last theme while the account's setting goes", async () => {
    const run = runSagaInStore(sagas);
    run.store.dispatch(frontendConfigLoaded({ theme: 'redmond-xx' }));
    run.store.dispatch(bootFinished());
    run.store.dispatch(startupSettled());
    run.store.dispatch(firstScreenDrawn());
    await until(() => stored()?.key === '2:redmond-xx', 'instance theme');
    run.store.dispatch(settingChanged('theme', 'pleroma-light'));
    await until(() => stored()?.key === '2:pleroma-light', 'member theme');
    expect(painted('--bg')).toBe('#b6bacb');
    expect(localStorage.getItem('config')).toContain('pleroma-light');

    run.store.dispatch(sessionCleared());
    // the account's preferences are wiped; the stored theme belongs to the browser and follows what it shows now
    await until(() => stored()?.key === '2:redmond-xx', 'back to the instance theme');
    expect(localStorage.getItem('config')).toBeNull();
    expect(localStorage.getItem(THEME_STORAGE_KEY)).not.toBeNull();
  });

  it('applies an imported custom source, and a broken one falls back to the named preset', async () => {
    const run = runSagaInStore(sagas);
    run.store.dispatch(bootFinished());
    run.store.dispatch(startupSettled());
    run.store.dispatch(firstScreenDrawn());
    await until(() => stored() !== null);
    const source = (fixture('breezy-dark').source ?? {}) as never;
    run.store.dispatch(settingChanged('customThemeSource', source));
    await until(() => stored()?.key.includes('custom') === true, 'custom theme');
    expect(painted('--bg-panel')).toBe('#31363b');
    run.store.dispatch(settingChanged('customThemeSource', { colors: 'nonsense' } as never));
    await until(() => painted('--bg-panel') === '#0f161e', 'fallback');
  });
});
