import {
  actionLogMiddleware,
  exportActionLog,
  initActionLog,
  isActionLogEnabled,
  setActionLogEnabled,
} from '../../../src/store/actionLog';
import { createAppStore } from '../../../src/store';
import { REDACTED } from '../../../src/store/redact';
import { appRegistered, authRestored, loginRequested, tokenObtained } from '../../../src/slices/auth';
import { noticeAdded } from '../../../src/slices/ui';

beforeEach(() => {
  setActionLogEnabled(false, false);
  localStorage.clear();
  jest.useFakeTimers({ now: Date.parse('2024-06-01T12:00:00.000Z') });
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('action log', () => {
  it('records nothing while disabled', () => {
    const store = createAppStore({ runSagas: false });
    store.dispatch(noticeAdded('info', { id: 'a' }));
    expect(exportActionLog().actions).toEqual([]);
  });

  it('records each dispatch with the time since recording began, and the reducer still runs', () => {
    const store = createAppStore({ runSagas: false });
    setActionLogEnabled(true, false);
    store.dispatch(noticeAdded('info', { id: 'a' }));
    jest.advanceTimersByTime(1500);
    store.dispatch(noticeAdded('info', { id: 'b' }));
    const log = exportActionLog();
    expect(log.actions.map((e) => [e.t, e.action.type])).toEqual([
      [0, 'ui/noticeAdded'],
      [1500, 'ui/noticeAdded'],
    ]);
    expect(store.getState().ui.notices).toHaveLength(2);
  });

  it('exports a versioned file', () => {
    setActionLogEnabled(true, false);
    const log = exportActionLog();
    expect(log).toEqual({ format: 'fedi-client-action-log', version: 1, recordedAt: '2024-06-01T12:00:00.000Z', actions: [] });
    expect(JSON.parse(JSON.stringify(log))).toEqual(log);
  });

  it('redacts secrets in recorded actions', () => {
    const store = createAppStore({ runSagas: false });
    setActionLogEnabled(true, false);
    store.dispatch(loginRequested({ username: 'lain', password: 'hunter2' }));
    store.dispatch(appRegistered({ clientId: 'cid', clientSecret: 'csecret' }));
    store.dispatch(
      authRestored({ app: { clientId: 'cid', clientSecret: 'csecret' }, token: 'stored-token', lastLoginName: 'lain' }),
    );
    const text = JSON.stringify(exportActionLog());
    expect(text).not.toMatch(/hunter2|csecret|stored-token/);
    expect(exportActionLog().actions[0].action).toEqual({
      type: 'auth/loginRequested',
      payload: { username: 'lain', password: REDACTED },
    });
    // the state itself keeps the real values
    expect(store.getState().auth.token).toBe('stored-token');
  });

  // regression: tokenObtained once carried the token as a bare string, which redaction could not see
  it('the access token of tokenObtained never reaches the log', () => {
    const store = createAppStore({ runSagas: false });
    setActionLogEnabled(true, false);
    store.dispatch(tokenObtained({ token: 'the-access-token' }));
    expect(JSON.stringify(exportActionLog())).not.toContain('the-access-token');
  });

  it('turning it on again starts a fresh log', () => {
    const store = createAppStore({ runSagas: false });
    setActionLogEnabled(true, false);
    store.dispatch(noticeAdded('info', { id: 'a' }));
    setActionLogEnabled(false, false);
    setActionLogEnabled(true, false);
    expect(exportActionLog().actions).toEqual([]);
  });

  it('keeps the newest 5000 entries', () => {
    setActionLogEnabled(true, false);
    const next = jest.fn((a: unknown) => a);
    const dispatch = actionLogMiddleware({ dispatch: jest.fn(), getState: jest.fn() })(next);
    for (let i = 0; i < 5003; i += 1) dispatch({ type: `a${i}` });
    const actions = exportActionLog().actions;
    expect(actions).toHaveLength(5000);
    expect(actions[0].action.type).toBe('a3');
    expect(actions[4999].action.type).toBe('a5002');
    expect(next).toHaveBeenCalledTimes(5003);
  });

  it('the user switch survives a reload through localStorage; development is always on', () => {
    setActionLogEnabled(true);
    expect(localStorage.getItem('actionLog')).toBe('on');
    setActionLogEnabled(false, false);
    initActionLog(false);
    expect(isActionLogEnabled()).toBe(true);

    setActionLogEnabled(false);
    expect(localStorage.getItem('actionLog')).toBeNull();
    initActionLog(false);
    expect(isActionLogEnabled()).toBe(false);
    initActionLog(true);
    expect(isActionLogEnabled()).toBe(true);
  });

  it('works without storage', () => {
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('denied');
    });
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('denied');
    });
    expect(() => initActionLog(false)).not.toThrow();
    expect(isActionLogEnabled()).toBe(false);
    expect(() => setActionLogEnabled(true)).not.toThrow();
    expect(isActionLogEnabled()).toBe(true);
  });
});
