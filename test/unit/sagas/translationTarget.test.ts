// The first translation's target: translationLanguage, else the interface language shown, which before any pick
// in this session is the start-up one (the userLanguage cookie), not English.
import { http, HttpResponse } from 'msw';
import { translate } from '../../../src/features/interactions/sagas/translation';
import { statusTranslateRequested } from '../../../src/features/interactions/statusActionsSlice';
import { tokenObtained } from '../../../src/slices/auth';
import { settingChanged } from '../../../src/slices/settings';
import { runFlows } from '../../../src/store/runFlows';
import { createTestServer } from '../../support/server';
import { runSagaInStore, until } from '../../support/sagaStore';
import { importStatuses, stateAfter, statusFactory } from '../../support/factories';
import type { UnknownAction } from '@reduxjs/toolkit';

const { server, to } = createTestServer();
const offered = [
  { code: 'en', name: 'English' },
  { code: 'de', name: 'German' },
  { code: 'fr', name: 'French' },
];

function start(...more: UnknownAction[]) {
  return runSagaInStore(
    function* () {
      yield* runFlows([{ type: statusTranslateRequested.type, mode: 'every', handler: translate }]);
    },
    stateAfter(tokenObtained({ token: 't' }), importStatuses([statusFactory({ id: 'P1' })]), ...more),
  );
}

beforeEach(() => {
  server.use(
    http.get('/api/v1/akkoma/translation/languages', () => HttpResponse.json({ source: offered, target: offered })),
    http.get('/api/v1/statuses/P1/translations/:lang', ({ params }) =>
      HttpResponse.json({ text: `<p>[${String(params.lang)}]</p>`, detected_language: 'en' }),
    ),
  );
  document.cookie = 'userLanguage=de; path=/';
});
afterEach(() => {
  document.cookie = 'userLanguage=; path=/; max-age=0';
});

describe('the first translation’s target', () => {
  it('is the start-up interface language (the cookie) before any pick', async () => {
    const run = start();
    run.store.dispatch(statusTranslateRequested({ statusId: 'P1' }));
    await until(() => to('/api/v1/statuses/P1/translations/de').length === 1, 'German');
    expect(to('/api/v1/statuses/P1/translations/en')).toHaveLength(0);
  });

  it('is translationLanguage when set', async () => {
    const run = start(settingChanged('translationLanguage', 'fr'));
    run.store.dispatch(statusTranslateRequested({ statusId: 'P1' }));
    await until(() => to('/api/v1/statuses/P1/translations/fr').length === 1, 'French');
  });
});
