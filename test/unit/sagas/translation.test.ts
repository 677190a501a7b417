// Translate: the target from the reader's pick, translationLanguage or the interface; the server's languages list
// decides when the pickers ask.
import { http, HttpResponse } from 'msw';
import { translate, offeredCode } from '../../../src/features/interactions/sagas/translation';
import { statusTranslateRequested } from '../../../src/features/interactions/statusActionsSlice';
import { selectTranslation } from '../../../src/features/interactions/translationSlice';
import { tokenObtained } from '../../../src/slices/auth';
import { settingChanged } from '../../../src/slices/settings';
import { languageApplied } from '../../../src/slices/language';
import { runFlows } from '../../../src/store/runFlows';
import { createTestServer } from '../../support/server';
import { runSagaInStore, settle, until } from '../../support/sagaStore';
import { importStatuses, stateAfter, statusFactory } from '../../support/factories';
import type { UnknownAction } from '@reduxjs/toolkit';

const { server, to } = createTestServer();
const LANGUAGES = '/api/v1/akkoma/translation/languages';
const offered = [
  { code: 'en', name: 'English' },
  { code: 'de', name: 'German' },
  { code: 'PT-BR', name: 'Portuguese (Brazil)' },
];

function start(...more: UnknownAction[]) {
  return runSagaInStore(
    function* () {
      yield* runFlows([{ type: statusTranslateRequested.type, mode: 'every', handler: translate }]);
    },
    stateAfter(tokenObtained({ token: 't' }), importStatuses([statusFactory({ id: 'P1' })]), ...more),
  );
}

const translation = (run: ReturnType<typeof start>) => run.getState().statusActions.P1?.translation ?? null;
const prompt = (run: ReturnType<typeof start>) => selectTranslation(run.getState()).prompts.P1;

describe('translation saga', () => {
  beforeEach(() => server.use(http.get(LANGUAGES, () => HttpResponse.json({ source: offered, target: offered }))));

  it('never chosen: translates into the interface language (Akkoma’s answer) and offers the pickers', async () => {
    server.use(
      http.get('/api/v1/statuses/P1/translations/de', () => HttpResponse.json({ text: '<p>Hallo</p>', detected_language: 'en' })),
    );
    const run = start(languageApplied({ language: 'de' }));
    run.store.dispatch(statusTranslateRequested({ statusId: 'P1' }));
    await until(() => translation(run) !== null, 'translation');
    expect(translation(run)).toEqual({ content: '<p>Hallo</p>', language: 'de', source: 'en' });
    expect(prompt(run)).toEqual({ source: 'en', target: 'de' });
    // the list is read once a session
    run.store.dispatch(statusTranslateRequested({ statusId: 'P1' }));
    await until(() => to('/api/v1/statuses/P1/translations/de').length === 2, 'second');
    expect(to(LANGUAGES)).toHaveLength(1);
  });

  it('a language the server cannot write asks first, and sends nothing', async () => {
    const run = start(languageApplied({ language: 'eo' }), settingChanged('translationLanguage', 'eo'));
    run.store.dispatch(statusTranslateRequested({ statusId: 'P1' }));
    await until(() => prompt(run) !== undefined, 'prompt');
    expect(prompt(run)).toEqual({ source: null, target: 'en' });
    expect(translation(run)).toBeNull();
    expect(run.getState().statusActions.P1?.error ?? null).toBeNull();
  });

  it('the picked pair is sent (from=) and the target remembered; a region-less wish finds the server’s code', async () => {
    server.use(http.get('/api/v1/statuses/P1/translations/PT-BR', () => HttpResponse.json({ text: '<p>Olá</p>' })));
    const run = start(settingChanged('translationLanguage', 'de'));
    run.store.dispatch(statusTranslateRequested({ statusId: 'P1', target: 'pt', source: 'en' }));
    await until(() => translation(run) !== null, 'translation');
    expect(to('/api/v1/statuses/P1/translations/PT-BR')[0].search.get('from')).toBe('en');
    expect(translation(run)).toEqual({ content: '<p>Olá</p>', language: 'PT-BR', source: 'en' });
    expect(run.getState().settings.user.translationLanguage).toBe('pt');
    // a remembered language: no pickers
    expect(prompt(run)).toBeUndefined();
  });

  it('“other languages” opens the pickers on the detected source', async () => {
    server.use(
      http.get('/api/v1/statuses/P1/translations/de', () =>
        HttpResponse.json({ content: '<p>Hallo</p>', detected_source_language: 'en' }),
      ),
    );
    const run = start(settingChanged('translationLanguage', 'de'));
    run.store.dispatch(statusTranslateRequested({ statusId: 'P1' }));
    await until(() => translation(run) !== null, 'translation');
    expect(prompt(run)).toBeUndefined();
    run.store.dispatch(statusTranslateRequested({ statusId: 'P1', choose: true }));
    await until(() => prompt(run) !== undefined, 'prompt');
    expect(prompt(run)).toEqual({ source: 'en', target: 'de' });
  });

  it('a server without the list translates without asking', async () => {
    server.use(
      http.get(LANGUAGES, () => HttpResponse.json({ error: 'Not found' }, { status: 404 })),
      http.get('/api/v1/statuses/P1/translations/zh', () => HttpResponse.json({ text: '<p>你好</p>' })),
    );
    const run = start(languageApplied({ language: 'zh_Hant' }));
    run.store.dispatch(statusTranslateRequested({ statusId: 'P1' }));
    await until(() => translation(run) !== null, 'translation');
    expect(translation(run)?.language).toBe('zh');
    expect(prompt(run)).toBeUndefined();
    expect(selectTranslation(run.getState()).languages.status).toBe('unavailable');
    await settle();
  });

  it('offeredCode matches any case, then the language without its region', () => {
    expect(offeredCode('DE', offered)).toBe('de');
    expect(offeredCode('pt-PT', offered)).toBe('PT-BR');
    expect(offeredCode('eo', offered)).toBeNull();
  });
});
