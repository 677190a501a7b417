import { readFileSync } from 'node:fs';
import path from 'node:path';
import { http, HttpResponse } from 'msw';
import { fork } from 'typed-redux-saga';
import { persistenceSaga } from '../../../../src/sagas/persistence';
import { runFlows } from '../../../../src/store/runFlows';
import { BACKUP_POLL_MS, cleanBackups, dataTabFlows } from '../../../../src/features/settingsModal/tabs/data/saga';
import {
  backupCreateRequested,
  backupsUnwatched,
  backupsWatched,
  csvExportRequested,
  csvImportRequested,
  selectDataTabState,
} from '../../../../src/features/settingsModal/tabs/data/dataTabSlice';
import {
  settingsFileImported,
  settingsResetRequested,
} from '../../../../src/features/settingsModal/tabs/data/settingsFileIntents';
import { takeReadyFile } from '../../../../src/features/settingsModal/tabs/data/lib/readyFiles';
import { loginSucceeded, tokenObtained } from '../../../../src/slices/auth';
import { instanceLoaded } from '../../../../src/slices/instance';
import { settingChanged } from '../../../../src/slices/settings';
import { selectSettings } from '../../../../src/selectors/settings';
import { STORAGE_KEYS } from '../../../../src/utils/storage';
import type { Instance } from '../../../../src/api/types/index';
import { accountFactory, stateAfter } from '../../../support/factories';
import { createTestServer, ORIGIN } from '../../../support/server';
import { runSagaInStore, settle, until, useSagaFakeTimers } from '../../../support/sagaStore';

const { server, to } = createTestServer();
const fixture = readFileSync(path.resolve(__dirname, '../../../fixtures/pleroma-fe/settings-backup.json'), 'utf8');

const start = (...extra: Parameters<typeof stateAfter>) =>
  runSagaInStore(
    function* () {
      // the persistence saga beside the tab's flows, as in the app: it is what writes restored settings to storage
      yield* fork(persistenceSaga);
      yield* runFlows(dataTabFlows);
    },
    stateAfter(
      tokenObtained({ token: 't' }),
      loginSucceeded({ me: 'ME' }),
      instanceLoaded({ uri: 'https://demo.example', title: 'Demo' } as Instance),
      ...extra,
    ),
  );
const tab = (run: ReturnType<typeof start>) => selectDataTabState(run.getState());
const notices = (run: ReturnType<typeof start>) => run.getState().ui.notices.map((n) => [n.level, n.message.id]);

afterEach(() => {
  jest.useRealTimers();
  localStorage.clear();
});

describe('data tab sagas: CSV', () => {
  it('an import sends the handles as form field list; lines that are no handle are left out and named', async () => {
    server.use(http.post(`${ORIGIN}/api/pleroma/blocks_import`, () => HttpResponse.json('job started')));
    const run = start();
    run.store.dispatch(
      csvImportRequested({ kind: 'blocks', text: 'Account address\nbob\nno such thing!\nkai@akkoma.example\n' }),
    );
    await until(() => tab(run).imports.blocks === 'done', 'done');
    expect(new URLSearchParams(to('/api/pleroma/blocks_import')[0]?.body).get('list')).toBe('bob\nkai@akkoma.example');
    expect(notices(run)).toEqual([
      ['success', 'settings.data.import_started.blocks'],
      ['warning', 'settings.data.import_bad_lines'],
    ]);
    expect(run.getState().ui.notices[1]?.message.values).toEqual({ lines: '3' });
  });

  it('a refused import is a global error notice with the server’s words', async () => {
    server.use(
      http.post(`${ORIGIN}/api/pleroma/follow_import`, () =>
        HttpResponse.json({ error: 'Line 2: nobody@nowhere.example' }, { status: 422 }),
      ),
    );
    const run = start();
    run.store.dispatch(csvImportRequested({ kind: 'follows', text: 'bob\nnobody@nowhere.example' }));
    await until(() => tab(run).imports.follows === 'error', 'error');
    const notice = run.getState().ui.notices[0];
    expect(notice?.level).toBe('error');
    expect(notice?.message.id).toBe('settings.data.import_error.follows');
    expect(notice?.message.cause?.text).toBe('Line 2: nobody@nowhere.example');
  });

  it('a file with no handle at all is not sent', async () => {
    const run = start();
    run.store.dispatch(csvImportRequested({ kind: 'mutes', text: '\n\n{"not": "csv"}\n' }));
    await until(() => tab(run).imports.mutes === 'error', 'error');
    expect(to('/api/pleroma/mutes_import')).toHaveLength(0);
    expect(notices(run)).toEqual([['error', 'settings.data.import_empty']]);
  });

  it('an export reads every page of the follows and builds the CSV, local accounts with the host', async () => {
    const following = [
      accountFactory({ id: '9', username: 'bob', acct: 'bob' }),
      accountFactory({ id: '8', username: 'kai', acct: 'kai@akkoma.example' }),
      accountFactory({ id: '7', username: 'carol', acct: 'carol' }),
    ];
    server.use(
      http.get(`${ORIGIN}/api/v1/accounts/ME/following`, ({ request }) => {
        const maxId = new URL(request.url).searchParams.get('max_id');
        const page = maxId ? following.filter((a) => a.id < maxId) : following.slice(0, 2);
        const last = page[page.length - 1];
        const headers: Record<string, string> = last ? { Link: `<${ORIGIN}/x?max_id=${last.id}>; rel="next"` } : {};
        return HttpResponse.json(page.slice(0, 2), { headers });
      }),
    );
    const run = start();
    run.store.dispatch(csvExportRequested({ kind: 'follows' }));
    await until(() => tab(run).exports.follows === 'done', 'done');
    expect(tab(run).exportReady.follows).toBe(1);
    expect(takeReadyFile('follows')).toBe('bob@demo.example\nkai@akkoma.example\ncarol@demo.example\n');
    expect(takeReadyFile('follows')).toBeNull();
    expect(to('/api/v1/accounts/ME/following').map((r) => r.search.get('max_id'))).toEqual([null, '8', '7']);
  });
});

describe('data tab sagas: backups', () => {
  const backup = (processed: boolean, url = 'https://demo.example/media/b.zip') => ({
    content_type: 'application/zip',
    file_size: processed ? 4096 : 0,
    inserted_at: '2026-01-02T03:04:05.000Z',
    processed,
    url,
  });

  it('lists, polls every BACKUP_POLL_MS while one is not ready, and stops when it is', async () => {
    useSagaFakeTimers();
    let ready = false;
    server.use(http.get(`${ORIGIN}/api/v1/pleroma/backups`, () => HttpResponse.json([backup(ready)])));
    const run = start();
    run.store.dispatch(backupsWatched());
    await until(() => tab(run).backups.status === 'loaded', 'loaded');
    expect(tab(run).backups.items).toEqual([
      { insertedAt: '2026-01-02T03:04:05.000Z', processed: false, url: null, fileSize: 0 },
    ]);
    jest.advanceTimersByTime(BACKUP_POLL_MS - 1);
    await settle();
    expect(to('/api/v1/pleroma/backups')).toHaveLength(1);
    ready = true;
    jest.advanceTimersByTime(1);
    await until(() => tab(run).backups.items[0]?.processed === true, 'ready');
    expect(tab(run).backups.items[0]?.url).toBe('https://demo.example/media/b.zip');
    jest.advanceTimersByTime(BACKUP_POLL_MS * 3);
    await settle();
    expect(to('/api/v1/pleroma/backups')).toHaveLength(2);
  });

  it('stops polling when the list leaves the screen', async () => {
    useSagaFakeTimers();
    server.use(http.get(`${ORIGIN}/api/v1/pleroma/backups`, () => HttpResponse.json([backup(false)])));
    const run = start();
    run.store.dispatch(backupsWatched());
    await until(() => tab(run).backups.status === 'loaded', 'loaded');
    run.store.dispatch(backupsUnwatched());
    jest.advanceTimersByTime(BACKUP_POLL_MS * 3);
    await settle();
    expect(to('/api/v1/pleroma/backups')).toHaveLength(1);
  });

  it('create posts, says so, and lists again', async () => {
    server.use(
      http.post(`${ORIGIN}/api/v1/pleroma/backups`, () => HttpResponse.json([backup(false)])),
      http.get(`${ORIGIN}/api/v1/pleroma/backups`, () => HttpResponse.json([backup(true)])),
    );
    const run = start();
    run.store.dispatch(backupCreateRequested());
    expect(tab(run).backups.creating).toBe(true);
    await until(() => tab(run).backups.items.length === 1, 'listed');
    expect(tab(run).backups.creating).toBe(false);
    expect(notices(run)).toEqual([['success', 'settings.data.backup_started']]);
  });

  it('a download link must be http(s) or same-origin', () => {
    expect(cleanBackups([backup(true, 'javascript:alert(1)')])[0]?.url).toBeNull();
    expect(cleanBackups([backup(true, '/media/b.zip')])[0]?.url).toBe('/media/b.zip');
    expect(cleanBackups([backup(true, '//evil.example/b.zip')])[0]?.url).toBeNull();
    expect(cleanBackups([{ processed: true }, null, 'x'])).toEqual([]);
  });
});

describe('data tab sagas: settings file', () => {
  it('a Pleroma-FE backup applies over the current settings and is stored for the next start', async () => {
    const run = start(settingChanged('timeType', 'absolute'));
    run.store.dispatch(settingsFileImported({ text: fixture }));
    await until(() => run.getState().ui.notices.length > 0, 'notice');
    const settings = selectSettings(run.getState());
    expect(settings).toMatchObject({ hideAttachments: true, maxThumbnails: 8, timeType: 'absolute', sidebarRight: true });
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.config) ?? 'null')).toMatchObject({
      hideAttachments: true,
      timeType: 'absolute',
    });
    expect(notices(run)).toEqual([['success', 'settings.file.imported']]);
  });

  it.each([
    ['{"_pleroma_settings_version": [2, 0], "hideNsfw": false}', 'settings.file.too_new', { fileMajor: 2, feMajor: 1 }],
    ['{"_pleroma_settings_version": [0, 1], "hideNsfw": false}', 'settings.file.too_old', { fileMajor: 0, feMajor: 1 }],
    ['{"hideNsfw": false}', 'settings.file.invalid_file', undefined],
    ['not json', 'settings.file.invalid_settings', undefined],
    ['{"_pleroma_settings_version": [1, 0], "foo": 1}', 'settings.file.not_backup', undefined],
  ])('%s: nothing changes, the error says why', async (text, id, values) => {
    const run = start(settingChanged('hideNsfw', true));
    run.store.dispatch(settingsFileImported({ text }));
    await until(() => run.getState().ui.notices.length > 0, 'notice');
    expect(run.getState().ui.notices).toEqual([
      expect.objectContaining({ level: 'error', message: values ? { id, values } : { id } }),
    ]);
    expect(run.getState().settings.user).toEqual({ hideNsfw: true });
  });

  it('a slightly newer file loads with the warning', async () => {
    const run = start();
    run.store.dispatch(settingsFileImported({ text: '{"_pleroma_settings_version": [1, 2], "hideNsfw": false}' }));
    await until(() => run.getState().ui.notices.length === 2, 'notices');
    expect(notices(run)).toEqual([
      ['warning', 'settings.file.slightly_new'],
      ['success', 'settings.file.imported'],
    ]);
    expect(run.getState().settings.user).toEqual({ hideNsfw: false });
  });

  it('reset puts every preference back to its default, in storage too', async () => {
    const run = start(settingChanged('hideNsfw', false), settingChanged('timeType', 'absolute'));
    run.store.dispatch(settingsResetRequested());
    await until(() => run.getState().ui.notices.length > 0, 'notice');
    expect(run.getState().settings.user).toEqual({});
    expect(localStorage.getItem(STORAGE_KEYS.config)).toBe('{}');
  });
});
