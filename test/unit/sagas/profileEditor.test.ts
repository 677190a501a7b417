import { File as NodeFile } from 'node:buffer';
import { http, HttpResponse } from 'msw';
import { runFlows } from '../../../src/store/runFlows';
import { profileEditorFlows, SAVE_NOTICE_MS } from '../../../src/features/settingsModal/sagas/profileEditor';
import { pickImage } from '../../../src/features/settingsModal/lib/pickedImages';
import { tokenObtained } from '../../../src/slices/auth';
import { instanceLoaded } from '../../../src/slices/instance';
import type { Instance } from '../../../src/api/types';
import { selectSettingsModalState, settingsOpened } from '../../../src/features/settingsModal/settingsModalSlice';
import { profileImageRequested, profileSaveRequested } from '../../../src/features/settingsModal';
import { accountFactory, importAccount, stateAfter } from '../../support/factories';
import { createTestServer } from '../../support/server';
import { runSagaInStore, settle, until, useSagaFakeTimers } from '../../support/sagaStore';

const { server, to } = createTestServer();
const PATH = '/api/v1/accounts/update_credentials';
const me = accountFactory({ id: 'ME', username: 'ada', display_name: 'Ada' });

const start = () =>
  runSagaInStore(
    function* () {
      yield* runFlows(profileEditorFlows);
    },
    stateAfter(tokenObtained({ token: 'secret-token' }), importAccount(me), settingsOpened({ tab: 'profile' })),
  );

afterEach(() => jest.useRealTimers());

describe('profile settings sagas', () => {
  it('save: one PATCH with the form, the answer imported, the notice cleared after 2 s', async () => {
    useSagaFakeTimers();
    server.use(
      http.patch(PATH, () =>
        HttpResponse.json({
          ...me,
          display_name: 'Ada L.',
          locked: true,
          source: { privacy: 'private', sensitive: true, note: 'x' },
        }),
      ),
    );
    const run = start();
    run.store.dispatch(profileSaveRequested({ params: { display_name: 'Ada L.', 'fields_attributes[0][name]': 'a' } }));
    expect(selectSettingsModalState(run.getState()).profile.state).toBe('saving');
    await until(() => selectSettingsModalState(run.getState()).profile.state === 'saved', 'saved');
    const sent = to(PATH);
    expect(sent).toHaveLength(1);
    expect(sent[0].method).toBe('PATCH');
    expect(sent[0].authorization).toBe('Bearer secret-token');
    expect(Object.fromEntries(new URLSearchParams(sent[0].body))).toEqual({
      display_name: 'Ada L.',
      'fields_attributes[0][name]': 'a',
    });
    const account = run.getState().entities.accounts.entities.ME;
    expect(account).toMatchObject({ display_name: 'Ada L.', locked: true, source: { privacy: 'private' } });
    expect(selectSettingsModalState(run.getState()).notice).toBe('ok');
    jest.advanceTimersByTime(SAVE_NOTICE_MS - 1);
    await settle();
    expect(selectSettingsModalState(run.getState()).notice).toBe('ok');
    jest.advanceTimersByTime(1);
    await until(() => selectSettingsModalState(run.getState()).notice === null, 'notice cleared');
  });

  it('a refused save keeps the account as it was and carries the server text', async () => {
    server.use(http.patch(PATH, () => HttpResponse.json({ error: 'Name is too long' }, { status: 422 })));
    const run = start();
    run.store.dispatch(profileSaveRequested({ params: { display_name: 'x'.repeat(200) } }));
    await until(() => selectSettingsModalState(run.getState()).profile.state === 'error', 'error');
    expect(selectSettingsModalState(run.getState()).profile.error).toBe('Name is too long');
    expect(selectSettingsModalState(run.getState()).notice).toBe('error');
    expect(run.getState().entities.accounts.entities.ME.display_name).toBe('Ada');
  });

  it('an image goes as multipart under the server’s field name; a reset sends an empty value', async () => {
    server.use(http.patch(PATH, () => HttpResponse.json({ ...me, header: 'https://x.example/new.png' })));
    const run = start();
    // Node's File: jest-fixed-jsdom's FormData (undici) takes only Node's Blobs, where a browser takes the picker's File.
    pickImage('banner', new NodeFile([new Uint8Array([1, 2, 3])], 'b.png', { type: 'image/png' }) as unknown as File);
    run.store.dispatch(profileImageRequested({ slot: 'banner' }));
    await until(() => selectSettingsModalState(run.getState()).images.banner.state === 'saved', 'uploaded');
    expect(to(PATH)[0].body).toMatch(/name="header"; filename="b\.png"/);
    expect(run.getState().entities.accounts.entities.ME.header).toBe('https://x.example/new.png');

    run.store.dispatch(profileImageRequested({ slot: 'background', reset: true }));
    await until(() => to(PATH).length === 2, 'reset sent');
    expect(to(PATH)[1].body).toMatch(/name="pleroma_background_image"\r\n\r\n\r\n/);
  });

  it('on Mastodon 4.2+ a reset is DELETE /api/v1/profile/avatar or /header, and the default comes back', async () => {
    server.use(
      http.delete('/api/v1/profile/header', () =>
        HttpResponse.json({ ...me, header: 'https://x.example/headers/original/missing.png' }),
      ),
    );
    const run = runSagaInStore(
      function* () {
        yield* runFlows(profileEditorFlows);
      },
      stateAfter(
        instanceLoaded({ uri: 'm.example', title: 'M', version: '4.2.8' } as Instance),
        tokenObtained({ token: 'secret-token' }),
        importAccount({ ...me, header: 'https://x.example/mine.png' }),
        settingsOpened({ tab: 'profile' }),
      ),
    );
    run.store.dispatch(profileImageRequested({ slot: 'banner', reset: true }));
    await until(() => selectSettingsModalState(run.getState()).images.banner.state === 'saved', 'reset');
    expect(to('/api/v1/profile/header', 'DELETE')).toHaveLength(1);
    expect(to(PATH)).toHaveLength(0);
    expect(run.getState().entities.accounts.entities.ME.header).toMatch(/missing\.png$/);
  });

  it('sending without a picked image fails at once, without a request', async () => {
    const run = start();
    run.store.dispatch(profileImageRequested({ slot: 'avatar' }));
    await until(() => selectSettingsModalState(run.getState()).images.avatar.state === 'error', 'error');
    expect(to(PATH)).toHaveLength(0);
  });
});
