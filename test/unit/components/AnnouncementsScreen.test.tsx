// The announcements screen and the navigation badge (spec 000 §2): mark as read disabled with a tooltip while
// inactive or read, the badge dropping when one is read, the admin's all-day switch of the time inputs, edit
// mode and delete's confirm dialog; members see no admin controls.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { AnnouncementsScreen } from '../../../src/features/announcements/screens/AnnouncementsScreen';
import { announcementsSaga } from '../../../src/features/announcements/sagas/announcements';
import { NavPanel } from '../../../src/components/NavPanel/NavPanel';
import { loginSucceeded, tokenObtained } from '../../../src/slices/auth';
import { instanceLoaded } from '../../../src/slices/instance';
import { startupSettled } from '../../../src/slices/ui';
import type { Instance } from '../../../src/api/types/instance';
import { accountFactory, importAccount, stateAfter } from '../../support/factories';
import { renderWithSaga } from '../../support/render';
import { createTestServer } from '../../support/server';

const { server, to } = createTestServer();

const pleroma = { uri: 'https://pl.example', title: 'PL', version: '2.7.2 (compatible; Pleroma 2.6.0)', pleroma: {} } as Instance;
const alice = accountFactory({ id: 'A1', username: 'alice', acct: 'alice', pleroma: { is_admin: false } });
const admin = accountFactory({ id: 'AD', username: 'admin', acct: 'admin', pleroma: { is_admin: true } });
const signedIn = (me = alice) =>
  stateAfter(
    instanceLoaded(pleroma),
    tokenObtained({ token: 't' }),
    importAccount(me),
    loginSucceeded({ me: me.id }),
    // the navigation panel is drawn once start-up has settled
    startupSettled(),
  );

const announcement = (id: string, more: Record<string, unknown> = {}) => ({
  id,
  content: `<p>Announcement ${id} :blobcat:</p><script>alert(1)</script>`,
  starts_at: null,
  ends_at: null,
  all_day: false,
  published_at: '2026-05-30T10:00:00.000Z',
  read: false,
  emojis: [
    { shortcode: 'blobcat', url: 'https://pl.example/emoji/blobcat.png', static_url: 'https://pl.example/emoji/blobcat.png' },
  ],
  reactions: [],
  ...more,
});

const page = (
  <>
    <NavPanel />
    <AnnouncementsScreen />
  </>
);

beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

describe('AnnouncementsScreen for members', () => {
  it('marks one read (the badge drops); inactive and read ones are disabled with a tooltip; content is sanitized', async () => {
    const future = new Date(Date.now() + 86_400_000).toISOString();
    server.use(
      http.get('/api/v1/announcements', () =>
        HttpResponse.json([
          announcement('1'),
          announcement('2', { read: true, reactions: [{ name: '🎉', count: 3, me: true }] }),
          announcement('3', { starts_at: future, all_day: true }),
        ]),
      ),
      http.post('/api/v1/announcements/1/dismiss', () => HttpResponse.json({})),
    );
    const { container } = renderWithSaga(page, announcementsSaga, { preloadedState: signedIn() });
    const entry = await screen.findByRole('link', { name: /Announcements/ });
    await waitFor(() => expect(entry).toHaveTextContent('Announcements1'));
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img[alt=":blobcat:"]')).not.toBeNull();

    const articles = screen.getAllByRole('article');
    expect(articles).toHaveLength(3);
    const read = within(articles[1]).getByRole('button', { name: 'Read' });
    expect(read).toHaveAttribute('aria-disabled', 'true');
    expect(read).toHaveAttribute('title', 'You have read this announcement');
    expect(within(articles[1]).getByRole('button', { name: '🎉: 3 reactions', pressed: true })).toBeInTheDocument();
    const inactive = within(articles[2]).getByRole('button', { name: 'Mark as read' });
    expect(inactive).toHaveAttribute('aria-disabled', 'true');
    expect(inactive).toHaveAttribute('title', 'This announcement is not active now, so it cannot be marked as read');
    expect(within(articles[2]).getByText('Inactive')).toBeInTheDocument();
    fireEvent.click(inactive);

    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Post an announcement' })).toBeNull();

    fireEvent.click(within(articles[0]).getByRole('button', { name: 'Mark as read' }));
    await waitFor(() =>
      expect(within(articles[0]).getByRole('button', { name: 'Read' })).toHaveAttribute('aria-disabled', 'true'),
    );
    expect(entry).toHaveTextContent(/^Announcements$/);
    expect(to('/api/v1/announcements/1/dismiss')).toHaveLength(1);
    expect(to('/api/v1/announcements/3/dismiss')).toHaveLength(0);
  });
});

describe('AnnouncementsScreen for admins', () => {
  it('all day switches the inputs between datetime-local and date; edit toggles; delete asks first', async () => {
    server.use(
      http.get('/api/v1/announcements', () => HttpResponse.json([announcement('1')])),
      http.get('/api/v1/pleroma/admin/announcements', () =>
        HttpResponse.json([announcement('1', { read: undefined, pleroma: { raw_content: 'Raw one' } })]),
      ),
    );
    renderWithSaga(<AnnouncementsScreen />, announcementsSaga, { preloadedState: signedIn(admin) });
    const form = (await screen.findByRole('heading', { name: 'Post an announcement' })).parentElement!;
    const starts = within(form).getByLabelText('Starts at');
    expect(starts).toHaveAttribute('type', 'datetime-local');
    fireEvent.change(starts, { target: { value: '2026-06-10T09:30' } });
    fireEvent.click(within(form).getByLabelText('All day (dates only)'));
    expect(within(form).getByLabelText('Starts at')).toHaveAttribute('type', 'date');
    expect(within(form).getByLabelText('Starts at')).toHaveValue('2026-06-10');
    expect(within(form).getByLabelText('Ends at')).toHaveAttribute('type', 'date');
    expect(within(form).getByRole('button', { name: 'Post' })).toBeDisabled();

    const article = await screen.findByRole('article');
    const edit = within(article).getByRole('button', { name: 'Edit', pressed: false });
    fireEvent.click(edit);
    expect(within(article).getByLabelText('Announcement text')).toHaveValue('Raw one');
    expect(within(article).getByLabelText('Announcement text')).toHaveFocus();
    expect(within(article).getByRole('button', { name: 'Edit', pressed: true })).toBeInTheDocument();
    fireEvent.click(within(article).getByRole('button', { name: 'Cancel' }));
    expect(within(article).queryByLabelText('Announcement text')).toBeNull();
    expect(edit).toHaveFocus();

    await act(async () => {
      fireEvent.click(within(article).getByRole('button', { name: 'Delete' }));
    });
    expect(screen.getByRole('alertdialog', { name: 'Delete this announcement?' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(to('/api/v1/pleroma/admin/announcements/1', 'DELETE')).toHaveLength(0);
  });
});
