import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import DataTab from '../../../../src/features/settingsModal/tabs/data/DataTab';
import { BackupMenu } from '../../../../src/features/settingsModal/tabs/data/BackupMenu';
import { dataTabSaga } from '../../../../src/features/settingsModal/tabs/data/saga';
import { settingsSagasReady } from '../../../../src/features/settingsModal/settingsModalSlice';
import { loginSucceeded, tokenObtained } from '../../../../src/slices/auth';
import { settingChanged } from '../../../../src/slices/settings';
import { stateAfter } from '../../../support/factories';
import { renderWithSaga } from '../../../support/render';
import { until } from '../../../support/sagaStore';
import { createTestServer, ORIGIN } from '../../../support/server';

const { server, to } = createTestServer();

const renderWith = (ui: React.ReactElement) =>
  renderWithSaga(ui, dataTabSaga, {
    preloadedState: stateAfter(
      tokenObtained({ token: 't' }),
      loginSucceeded({ me: 'ME' }),
      settingChanged('hideNsfw', false),
      settingsSagasReady(),
    ),
  });

/** The text of every Blob offered as a download, and the file names. */
function captureDownloads() {
  const files: { name: string; blob: Blob }[] = [];
  const blobs = new Map<string, Blob>();
  URL.createObjectURL = (blob: Blob) => {
    const url = `blob:test/${blobs.size}`;
    blobs.set(url, blob);
    return url;
  };
  URL.revokeObjectURL = () => undefined;
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    const blob = blobs.get(this.href);
    if (blob) files.push({ name: this.download, blob });
  });
  return files;
}

afterEach(() => jest.restoreAllMocks());

describe('DataTab', () => {
  it('backups: not ready yet, then a download link; a new one can be made', async () => {
    server.use(
      http.get(`${ORIGIN}/api/v1/pleroma/backups`, () =>
        HttpResponse.json([
          { inserted_at: '2026-02-01T10:00:00.000Z', processed: false, url: '', file_size: 0, content_type: 'application/zip' },
          {
            inserted_at: '2026-01-01T10:00:00.000Z',
            processed: true,
            url: 'https://demo.example/media/a.zip',
            file_size: 3 * 1024 * 1024,
            content_type: 'application/zip',
          },
        ]),
      ),
      http.post(`${ORIGIN}/api/v1/pleroma/backups`, () => HttpResponse.json([])),
    );
    const user = userEvent.setup();
    renderWith(<DataTab />);
    await screen.findByText('This backup is not ready yet.');
    const link = screen.getByRole('link', { name: 'Download (3.0 MiB)' });
    expect(link.getAttribute('href')).toBe('https://demo.example/media/a.zip');
    await user.click(screen.getByRole('button', { name: 'Create a backup' }));
    await until(() => to('/api/v1/pleroma/backups', 'POST').length === 1, 'created');
  });

  it('imports a CSV file picked for a list, and exports a list as a CSV download', async () => {
    server.use(
      http.get(`${ORIGIN}/api/v1/pleroma/backups`, () => HttpResponse.json([])),
      http.post(`${ORIGIN}/api/pleroma/mutes_import`, () => HttpResponse.json('job started')),
      http.get(`${ORIGIN}/api/v1/blocks`, () => HttpResponse.json([{ id: '1', acct: 'kai@akkoma.example', username: 'kai' }])),
    );
    const files = captureDownloads();
    const user = userEvent.setup();
    renderWith(<DataTab />);
    const section = screen.getByRole('region', { name: 'Follows, blocks and mutes' });
    const input = within(section).getAllByLabelText('Import Mutes from a CSV file', { selector: 'input' })[0];
    if (!input) throw new Error('no input');
    // the input is hidden behind its button: the change is what a pick delivers
    const picked = new File(['bob\nkai@akkoma.example\n'], 'mutes.csv', { type: 'text/csv' });
    // jsdom's File has no text(); browsers' has
    Object.assign(picked, { text: () => Promise.resolve('bob\nkai@akkoma.example\n') });
    await act(async () => {
      fireEvent.change(input, { target: { files: [picked] } });
      await until(() => to('/api/pleroma/mutes_import').length === 1, 'import sent');
    });
    await screen.findByRole('button', { name: 'Import Mutes from a CSV file' });
    expect(new URLSearchParams(to('/api/pleroma/mutes_import')[0]?.body).get('list')).toBe('bob\nkai@akkoma.example');

    await user.click(screen.getByRole('button', { name: 'Export Blocks as CSV' }));
    await until(() => files.length === 1, 'download');
    expect(files[0]?.name).toMatch(/^blocks-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(await files[0]?.blob.text()).toBe('kai@akkoma.example\n');
  });

  it('the header menu exports the settings file and resets after confirming', async () => {
    const files = captureDownloads();
    const user = userEvent.setup();
    const { store } = renderWith(<BackupMenu />);
    await user.click(screen.getByRole('button', { name: 'Settings backup' }));
    await user.click(screen.getByRole('button', { name: 'Export settings to a file' }));
    expect(files[0]?.name).toBe('pleromafe_settings.json');
    expect(JSON.parse(await (files[0]?.blob.text() ?? Promise.resolve('null')))).toEqual({
      hideNsfw: false,
      _pleroma_settings_version: [1, 0],
    });

    await user.click(screen.getByRole('button', { name: 'Settings backup' }));
    await user.click(screen.getByRole('button', { name: 'Reset settings to defaults' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Reset every setting to its default?' });
    await user.click(within(dialog).getByRole('button', { name: 'Reset' }));
    await until(() => Object.keys(store.getState().settings.user).length === 0, 'reset');
  });
});
