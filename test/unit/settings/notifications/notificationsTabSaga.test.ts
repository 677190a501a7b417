import { http, HttpResponse } from 'msw';
import { notificationsTabSaga } from '../../../../src/features/settingsModal/tabs/notifications/saga';
import {
  notificationsTabOpened,
  selectNotificationSettingsState,
  selectServerNotificationSetting,
  serverNotificationSettingChanged,
} from '../../../../src/features/settingsModal/tabs/notifications/notificationSettingsSlice';
import { selectSettingsModalState, settingsOpened } from '../../../../src/features/settingsModal/settingsModalSlice';
import { selectSettings } from '../../../../src/selectors/settings';
import { loginSucceeded, tokenObtained } from '../../../../src/slices/auth';
import { accountFactory, importAccount, stateAfter } from '../../../support/factories';
import { runSagaInStore, until, type SagaStore } from '../../../support/sagaStore';
import { createTestServer } from '../../../support/server';

const { server, to } = createTestServer();
const PATH = '/api/pleroma/notification_settings';

const me = accountFactory({
  id: 'ME',
  username: 'ada',
  pleroma: { notification_settings: { block_from_strangers: false, hide_notification_contents: true } },
});

const start = () =>
  runSagaInStore(
    notificationsTabSaga,
    stateAfter(
      tokenObtained({ token: 'tok' }),
      importAccount(me),
      loginSucceeded({ me: 'ME' }),
      settingsOpened({ tab: 'notifications' }),
    ),
  );

const shown = (run: SagaStore, key: 'block_from_strangers' | 'hide_notification_contents') =>
  selectServerNotificationSetting(run.getState(), key);
const saving = (run: SagaStore) => Object.values(selectNotificationSettingsState(run.getState()).saving).some(Boolean);

describe('server-side notification settings', () => {
  it('reads the account’s values, changes at once, and sends only the changed one as a form', async () => {
    server.use(http.put(PATH, () => HttpResponse.json({ status: 'success' })));
    const run = start();
    expect(shown(run, 'block_from_strangers')).toBe(false);
    expect(shown(run, 'hide_notification_contents')).toBe(true);
    run.store.dispatch(serverNotificationSettingChanged({ key: 'block_from_strangers', value: true, previous: false }));
    expect(shown(run, 'block_from_strangers')).toBe(true);
    await until(() => !saving(run), 'saved');
    expect(shown(run, 'block_from_strangers')).toBe(true);
    const [sent] = to(PATH, 'PUT');
    expect(sent.authorization).toBe('Bearer tok');
    expect(Object.fromEntries(new URLSearchParams(sent.body))).toEqual({ block_from_strangers: 'true' });
    expect(selectSettingsModalState(run.getState()).notice).toBe('ok');
  });

  it('restores the old value on failure, with the error notice and the server’s words', async () => {
    server.use(http.put(PATH, () => HttpResponse.json({ error: 'Something went wrong' }, { status: 500 })));
    const run = start();
    run.store.dispatch(serverNotificationSettingChanged({ key: 'block_from_strangers', value: true, previous: false }));
    expect(shown(run, 'block_from_strangers')).toBe(true);
    await until(() => !saving(run), 'settled');
    expect(shown(run, 'block_from_strangers')).toBe(false);
    expect(selectNotificationSettingsState(run.getState()).error).toEqual({
      key: 'block_from_strangers',
      text: 'Something went wrong',
    });
    expect(selectSettingsModalState(run.getState()).notice).toBe('error');
  });

  it('hiding the contents also sets this browser’s webPushHideContents, and a refusal takes both back', async () => {
    let refuse = false;
    server.use(
      http.put(PATH, () =>
        refuse ? HttpResponse.json({ error: 'nope' }, { status: 403 }) : HttpResponse.json({ status: 'success' }),
      ),
    );
    const run = start();
    run.store.dispatch(serverNotificationSettingChanged({ key: 'hide_notification_contents', value: false, previous: true }));
    await until(() => !saving(run), 'saved');
    expect(selectSettings(run.getState()).webPushHideContents).toBe(false);

    refuse = true;
    run.store.dispatch(serverNotificationSettingChanged({ key: 'hide_notification_contents', value: true, previous: false }));
    expect(selectSettings(run.getState()).webPushHideContents).toBe(true);
    await until(() => selectNotificationSettingsState(run.getState()).error !== null, 'refused');
    expect(shown(run, 'hide_notification_contents')).toBe(false);
    expect(selectSettings(run.getState()).webPushHideContents).toBe(false);
  });

  it('the tab’s opening reads the account afresh; a change still on its way keeps the member’s choice', async () => {
    const fresh = {
      ...me,
      pleroma: { notification_settings: { block_from_strangers: true, hide_notification_contents: false } },
    };
    server.use(http.get('/api/v1/accounts/verify_credentials', () => HttpResponse.json(fresh)));
    const run = start();
    run.store.dispatch(notificationsTabOpened());
    await until(() => selectNotificationSettingsState(run.getState()).loaded !== null, 'loaded');
    expect(shown(run, 'block_from_strangers')).toBe(true);
    expect(shown(run, 'hide_notification_contents')).toBe(false);
  });

  it('a refusal does not undo a newer choice made while the request was out', async () => {
    const held: { answer: (() => void) | null } = { answer: null };
    server.use(
      http.put(
        PATH,
        () =>
          new Promise<Response>((resolve) => {
            held.answer = () => resolve(HttpResponse.json({ error: 'late' }, { status: 500 }));
          }),
        { once: true },
      ),
      http.put(PATH, () => HttpResponse.json({ status: 'success' })),
    );
    const run = start();
    run.store.dispatch(serverNotificationSettingChanged({ key: 'block_from_strangers', value: true, previous: false }));
    await until(() => held.answer !== null, 'first out');
    run.store.dispatch(serverNotificationSettingChanged({ key: 'block_from_strangers', value: false, previous: true }));
    await until(() => to(PATH, 'PUT').length === 2, 'second out');
    await until(() => !saving(run), 'second saved');
    held.answer?.();
    await until(() => selectNotificationSettingsState(run.getState()).error !== null, 'first refused');
    expect(shown(run, 'block_from_strangers')).toBe(false);
  });
});
