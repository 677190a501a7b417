import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { AutocompleteTextarea } from '../../../../src/features/composer/components/fields/AutocompleteTextarea';
import { customEmojisLoaded } from '../../../../src/features/emoji/emojisSlice';
import { forgetUnicodeEmoji } from '../../../../src/features/emoji/components/unicodeSet';
import { accountFactory, importAccount, stateAfter } from '../../../support/factories';
import { renderWithStore } from '../../../support/render';
import { createTestServer } from '../../../support/server';

const { server, to } = createTestServer();
const faces = Object.fromEntries(['a', 'b', 'c', 'd', 'e', 'f'].map((x) => [`face_${x}`, '🙂']));

function Field({ onOpen, start = '', mfm }: { onOpen?: (open: boolean) => void; start?: string; mfm?: boolean }) {
  const [value, setValue] = useState(start);
  return <AutocompleteTextarea aria-label="text" value={value} onValueChange={setValue} onEmojiInputOpen={onOpen} mfm={mfm} />;
}

const emojiState = () =>
  stateAfter(
    customEmojisLoaded([
      { name: 'blobcat', url: '/e/blobcat.png', tags: [] },
      { name: 'blob', url: '/e/blob.png', tags: [] },
    ]),
  );
const text = () => screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'text' });
const names = () => screen.queryAllByRole('option').map((o) => o.textContent);

afterEach(() => jest.useRealTimers());

describe('AutocompleteTextarea: emoji', () => {
  beforeEach(() => {
    forgetUnicodeEmoji();
    // the full unicode set of the picker; the built-in one serves until it arrives
    server.use(
      http.get('/static/emoji.json', () => HttpResponse.json({ crystal_ball: '🔮', blobfish_full_set: '🐟', ...faces })),
    );
  });

  it('takes unicode emoji from the full set once it has loaded', async () => {
    renderWithStore(<Field />, { preloadedState: emojiState() });
    await userEvent.type(text(), ':blobfish');
    expect(await screen.findByText(':blobfish_full_set:')).toBeInTheDocument();
  });

  it('suggests custom emoji first, moves with the arrows and inserts the pick with Enter', async () => {
    const onOpen = jest.fn();
    renderWithStore(<Field onOpen={onOpen} />, { preloadedState: emojiState() });
    await userEvent.type(text(), 'so :blo');
    expect(names().slice(0, 2)).toEqual([':blob:', ':blobcat:']);
    expect(onOpen).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(text()).toHaveValue('so :blobcat: ');
    expect(text().selectionStart).toBe(13);
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(onOpen).toHaveBeenLastCalledWith(false);
  });

  it('offers unicode emoji by name and picks with Tab', async () => {
    renderWithStore(<Field />, { preloadedState: emojiState() });
    await userEvent.type(text(), ':crystal_b');
    expect(names()).toEqual(['🔮:crystal_ball:']);
    await userEvent.keyboard('{Tab}');
    expect(text()).toHaveValue('🔮');
  });

  it('shows at most 5 and picks with a click', async () => {
    renderWithStore(<Field />, { preloadedState: emojiState() });
    await userEvent.type(text(), ':face');
    expect(screen.getAllByRole('option')).toHaveLength(5);
    await userEvent.click(screen.getAllByRole('option')[0]);
    expect(text().value).not.toContain(':face');
  });

  it('Escape closes the list without closing anything around it; typing opens it again', async () => {
    const outer = jest.fn();
    renderWithStore(
      <div onKeyDown={outer}>
        <Field />
      </div>,
      { preloadedState: emojiState() },
    );
    await userEvent.type(text(), ':blob');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(outer).not.toHaveBeenCalledWith(expect.objectContaining({ key: 'Escape' }));
    await userEvent.type(text(), 'c');
    expect(names()).toEqual([':blobcat:']);
  });

  it('is not triggered for plain words, smileys or mid-word colons', async () => {
    renderWithStore(<Field />, { preloadedState: emojiState() });
    await userEvent.type(text(), 'blob :) 10:blob');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('passes other keys on, and Enter too while nothing is suggested', async () => {
    const onKeyDown = jest.fn();
    renderWithStore(<AutocompleteTextarea aria-label="text" value="" onValueChange={() => {}} onKeyDown={onKeyDown} />, {
      preloadedState: emojiState(),
    });
    fireEvent.keyDown(text(), { key: 'Enter' });
    expect(onKeyDown).toHaveBeenCalledWith(expect.objectContaining({ key: 'Enter' }));
  });

  it('closes 200 ms after losing focus', async () => {
    jest.useFakeTimers();
    renderWithStore(<Field start=":blob" />, { preloadedState: emojiState() });
    fireEvent.focus(text());
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    fireEvent.blur(text());
    act(() => jest.advanceTimersByTime(199));
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByRole('listbox')).toBeNull();
  });
});

describe('AutocompleteTextarea: users and tags', () => {
  const alice = accountFactory({ id: 'A1', username: 'alice', acct: 'alice', display_name: 'Alice A' });
  const alfred = accountFactory({ id: 'A2', username: 'alfred', acct: 'alfred@far.example', display_name: 'Fred' });

  it('asks the server 300 ms after typing stops (q, resolve=false, limit 20) and inserts @acct and a space', async () => {
    server.use(http.get('/api/v1/accounts/search', () => HttpResponse.json([alice, alfred])));
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    renderWithStore(<Field />);
    await user.type(text(), 'hi @a');
    act(() => jest.advanceTimersByTime(200));
    await user.type(text(), 'l');
    act(() => jest.advanceTimersByTime(299));
    expect(to('/api/v1/accounts/search')).toHaveLength(0);
    act(() => jest.advanceTimersByTime(1));
    jest.useRealTimers();
    expect(await screen.findAllByRole('option')).toHaveLength(2);
    const [request] = to('/api/v1/accounts/search');
    expect(Object.fromEntries(request.search)).toEqual({ q: 'al', resolve: 'false', limit: '20' });
    expect(names()).toEqual(['@aliceAlice A', '@alfred@far.exampleFred']);
    await userEvent.keyboard('{Enter}');
    expect(text()).toHaveValue('hi @alice ');
  });

  it('does not ask the server for @a@b; known accounts are matched instead', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    renderWithStore(<Field />, { preloadedState: stateAfter(importAccount(alice), importAccount(alfred)) });
    await user.type(text(), '@alfred@far');
    act(() => jest.advanceTimersByTime(1000));
    expect(to('/api/v1/accounts/search')).toHaveLength(0);
    expect(names()).toEqual(['@alfred@far.exampleFred']);
  });

  it("shows a name's custom emoji as images, and nothing when the search fails", async () => {
    const blob = { shortcode: 'blobcat', url: '/e/blobcat.png', static_url: '/e/blobcat.png', visible_in_picker: true };
    server.use(
      http.get('/api/v1/accounts/search', ({ request }) =>
        new URL(request.url).searchParams.get('q') === 'bo'
          ? HttpResponse.json([accountFactory({ id: 'B1', acct: 'bob', display_name: 'Bob :blobcat:', emojis: [blob] })])
          : new HttpResponse(null, { status: 500 }),
      ),
    );
    renderWithStore(<Field />);
    await userEvent.type(text(), '@bo');
    expect(await screen.findByRole('img', { name: ':blobcat:' })).toHaveAttribute('src', '/e/blobcat.png');
    await userEvent.type(text(), 'x');
    await waitFor(() => expect(to('/api/v1/accounts/search')).toHaveLength(2));
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('suggests hashtags from the v2 search', async () => {
    server.use(
      http.get('/api/v2/search', () =>
        HttpResponse.json({ accounts: [], statuses: [], hashtags: [{ name: 'fediverse', url: '/tags/fediverse' }, 'fedi'] }),
      ),
    );
    renderWithStore(<Field />);
    await userEvent.type(text(), 'a #fed');
    expect(await screen.findAllByRole('option')).toHaveLength(2);
    expect(Object.fromEntries(to('/api/v2/search')[0].search)).toMatchObject({ q: 'fed', type: 'hashtags' });
    await userEvent.keyboard('{Enter}');
    expect(text()).toHaveValue('a #fediverse ');
  });
});

describe('AutocompleteTextarea: MFM functions after $', () => {
  it('in a Misskey-markdown post, narrows as the name is typed and puts the caret inside the brackets', async () => {
    renderWithStore(<Field mfm />, { preloadedState: stateAfter() });
    await userEvent.type(text(), 'wow $');
    expect(names()).toHaveLength(5);
    await userEvent.type(text(), '[[sp');
    expect(names()).toEqual(['$[spin]', '$[sparkle]']);
    await userEvent.keyboard('{Enter}');
    expect(text()).toHaveValue('wow $[spin ]');
    expect(text().selectionStart).toBe('wow $[spin '.length);
    await userEvent.keyboard('round');
    expect(text()).toHaveValue('wow $[spin round]');
  });

  it('in any other post, $ is only a dollar sign', async () => {
    renderWithStore(<Field />, { preloadedState: stateAfter() });
    await userEvent.type(text(), 'costs $');
    expect(screen.queryByRole('listbox')).toBeNull();
  });
});
