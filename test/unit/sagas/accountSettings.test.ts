import { http, HttpResponse, delay } from 'msw';
import { ACCOUNT_SETTING_ERROR_MS, accountSettingsSaga } from '../../../src/features/settingsModal/sagas/accountSettings';
import {
  accountSettingChanged,
  selectAccountSettingsState,
} from '../../../src/features/settingsModal/profileEditor/accountSettingsSlice';
import { selectSettingsModalState, settingsOpened } from '../../../src/features/settingsModal/settingsModalSlice';
import { tokenObtained } from '../../../src/slices/auth';
import { selectSettings } from '../../../src/selectors/settings';
import { accountFactory, importAccount, stateAfter } from '../../support/factories';
import { createTestServer } from '../../support/server';
import { runSagaInStore, settle, until, useSagaFakeTimers } from '../../support/sagaStore';

const { server, to } = createTestServer();
const PATH = '/api/v1/accounts/update_credentials';
const me = accountFactory({
  id: 'ME',
  username: 'ada',
  locked: false,
  source: { privacy: 'public', sensitive: false, note: '' },
  pleroma: { hide_follows: false, notification_settings: { block_from_strangers: true } },
  akkoma: { permit_followback: false },
});

const start = () =>
  runSagaInStore(
    accountSettingsSaga,
    stateAfter(tokenObtained({ token: 'secret-token' }), importAccount(me), settingsOpened({ tab: 'profile' })),
  );

const state = (run: ReturnType<typeof start>) => selectAccountSettingsState(run.getState());

afterEach(() => jest.useRealTimers());

describe('server-stored account settings (spec 001 §4: optimistic, restored on failure)', () => {
  it('sends the one changed field, shows it at once, imports the answer and says ok', async () => {
    server.use(http.patch(PATH, () => HttpResponse.json({ ...me, akkoma: { permit_followback: true } })));
    const run = start();
    run.store.dispatch(accountSettingChanged({ key: 'permit_followback', value: true, previous: false }));
    expect(state(run).values.permit_followback).toBe(true);
    await until(() => run.getState().entities.accounts.entities.ME.akkoma?.permit_followback === true, 'imported');
    expect(Object.fromEntries(new URLSearchParams(to(PATH)[0].body))).toEqual({ permit_followback: 'true' });
    expect(to(PATH)[0].authorization).toBe('Bearer secret-token');
    await until(() => selectSettingsModalState(run.getState()).notice === 'ok', 'ok notice');
    expect(state(run).error).toBeNull();
    // what the answer lacks of the full account stays
    expect(run.getState().entities.accounts.entities.ME.pleroma?.notification_settings).toEqual({ block_from_strangers: true });
  });

  it('a refusal puts the old value back, with the error notice and the server’s words, which go after 5 s', async () => {
    useSagaFakeTimers();
    server.use(http.patch(PATH, () => HttpResponse.json({ error: 'Locking is off here' }, { status: 422 })));
    const run = start();
    run.store.dispatch(accountSettingChanged({ key: 'locked', value: true, previous: false }));
    expect(state(run).values.locked).toBe(true);
    await until(() => state(run).error !== null, 'refused');
    expect(state(run).values.locked).toBe(false);
    expect(state(run).error).toEqual({ key: 'locked', text: 'Locking is off here' });
    expect(selectSettingsModalState(run.getState()).notice).toBe('error');
    expect(run.getState().entities.accounts.entities.ME.locked).toBe(false);
    jest.advanceTimersByTime(ACCOUNT_SETTING_ERROR_MS - 1);
    await settle();
    expect(state(run).error).not.toBeNull();
    jest.advanceTimersByTime(1);
    await until(() => state(run).error === null, 'error cleared');
    expect(state(run).values.locked).toBe(false);
  });

  it('a refusal does not undo a newer choice made while the request was out', async () => {
    let calls = 0;
    server.use(
      http.patch(PATH, async () => {
        calls += 1;
        if (calls === 1) {
          await delay(30);
          return HttpResponse.json({ error: 'Busy' }, { status: 503 });
        }
        return HttpResponse.json({ ...me, source: { ...me.source, privacy: 'private' } });
      }),
    );
    const run = start();
    run.store.dispatch(accountSettingChanged({ key: 'default_scope', value: 'unlisted', previous: 'public' }));
    run.store.dispatch(accountSettingChanged({ key: 'default_scope', value: 'private', previous: 'unlisted' }));
    await until(() => state(run).error !== null, 'first refused');
    expect(state(run).values.default_scope).toBe('private');
    expect(to(PATH).map((r) => new URLSearchParams(r.body).get('source[privacy]'))).toEqual(['unlisted', 'private']);
  });

  it('"sensitive by default" also sets the composer’s local setting once the server took it, and not before', async () => {
    server.use(http.patch(PATH, () => HttpResponse.json({ error: 'No' }, { status: 500 })));
    const run = start();
    run.store.dispatch(accountSettingChanged({ key: 'sensitive', value: true, previous: false }));
    await until(() => state(run).error !== null, 'refused');
    expect(selectSettings(run.getState()).sensitiveByDefault).toBe(false);
    expect(state(run).values.sensitive).toBe(false);

    server.use(http.patch(PATH, () => HttpResponse.json({ ...me, source: { ...me.source, sensitive: true } })));
    run.store.dispatch(accountSettingChanged({ key: 'sensitive', value: true, previous: false }));
    await until(() => selectSettings(run.getState()).sensitiveByDefault, 'mirrored');
    expect(new URLSearchParams(to(PATH)[1].body).get('source[sensitive]')).toBe('true');
  });
});
