// Issue 17 (points 5 and 12) on the status card, from the recorded answers of snac2 and Hollo: mention links
// never open an id the server made up, hashtags open the client's tag timeline, the reply line's account is not
// repeated; and the leftovers of the unknown author and of images that fail.
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import snacMention from '../../fixtures/real/snac2/029-status-with-mention.json';
import snacBob from '../../fixtures/real/snac2/040-account-bob.json';
import snacInstance from '../../fixtures/real/snac2/001-instance-v1.json';
import snacTagged from '../../fixtures/real/snac2/019-tag-timeline-fediverse-visitor.json';
import holloPublic from '../../fixtures/real/hollo/015-public-timeline-alice.json';
import { Status } from '../../../src/components/Status/Status';
import { StatusMuted } from '../../../src/components/Status/StatusMuted';
import { StatusPopover } from '../../../src/components/Status/StatusPopover';
import { StatusQuote } from '../../../src/components/Status/StatusQuote';
import type { AccountEntity, StatusEntity } from '../../../src/schemas';
import { unknownAccount } from '../../../src/schemas/unknownAccount';
import type { Instance } from '../../../src/api/types';
import { instanceLoaded } from '../../../src/slices/instance';
import { accountFactory, importAccount, importStatuses, stateAfter, statusFactory } from '../../support/factories';
import { LocationProbe, renderWithStore } from '../../support/render';

function renderCard(raw: unknown[], id: string, ...extra: Parameters<typeof stateAfter>) {
  return renderWithStore(
    <>
      <Routes>
        <Route path="*" element={<Status entryId={id} position={1} setSize={-1} />} />
      </Routes>
      <LocationProbe />
    </>,
    { preloadedState: stateAfter(importStatuses(raw), ...extra) },
  );
}

const article = () => screen.getByRole('article');
const content = () => article().querySelector('.status-content') as HTMLElement;
const profileHrefs = () =>
  Array.from(article().querySelectorAll('a[href]'))
    .map((a) => a.getAttribute('href') ?? '')
    .filter((h) => h.startsWith('/users/'));

describe('snac2\'s mentions (id "0")', () => {
  const reply = snacMention.response.body;
  const bob = snacBob.response.body;

  // the same mention on a post that replies to nobody
  const mentioning = { ...reply, in_reply_to_id: null, in_reply_to_account_id: null };

  it('link by acct in the mentions line, never to /users/0', () => {
    renderCard([mentioning], mentioning.id);
    const line = screen.getByLabelText('Mentions');
    const link = within(line).getByRole('link');
    expect(link).toHaveAttribute('href', '/users/bob@127.0.0.1:8015');
    // the handle without the host snac2 puts in `username`; the title has the whole acct
    expect(link).toHaveTextContent(/^@bob$/);
    expect(link).toHaveAttribute('title', '@bob@127.0.0.1:8015');
    expect(profileHrefs()).not.toContain('/users/0');
  });

  it('the replied-to account named by the reply line is not repeated in the mentions line', () => {
    renderCard([reply], reply.id, importAccount(bob));
    expect(screen.getByText(/Reply to/)).toHaveTextContent('Reply to @bob@127.0.0.1:8015');
    expect(screen.queryByLabelText('Mentions')).toBeNull();
  });

  it('the reply line names the replied-to account by the mention when its author is not in the store', () => {
    renderCard([reply], reply.id);
    expect(screen.getByText(/Reply to/)).toHaveTextContent('Reply to @bob@127.0.0.1:8015');
    expect(screen.queryByLabelText('Mentions')).toBeNull();
  });

  it('the same with the instance known (its own host left out of local accts)', () => {
    const instance = instanceLoaded(snacInstance.response.body as unknown as Instance);
    const { unmount } = renderCard([mentioning], mentioning.id, instance);
    expect(within(screen.getByLabelText('Mentions')).getByRole('link')).toHaveAttribute('href', '/users/bob');
    unmount();
    renderCard([reply], reply.id, instance, importAccount(bob));
    expect(screen.getByText(/Reply to/)).toHaveTextContent('Reply to @bob');
    expect(screen.queryByLabelText('Mentions')).toBeNull();
  });

  it('a namesake elsewhere is not taken for the replied-to account', () => {
    const namesake = { id: 'X9', username: 'bob', acct: 'bob@other.test', url: 'https://other.test/@bob' };
    const r = { ...reply, mentions: [...reply.mentions, namesake] };
    renderCard([r], r.id, importAccount(bob));
    const links = within(screen.getByLabelText('Mentions')).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/users/bob@other.test']);
  });

  it('two made-up ids on one post are two links (no key clash)', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const carol = { id: '0', username: 'carol@127.0.0.1:8015', acct: 'carol@127.0.0.1:8015', url: 'http://127.0.0.1:8015/carol' };
    const two = { ...reply, in_reply_to_id: null, in_reply_to_account_id: null, mentions: [...reply.mentions, carol] };
    renderCard([two], two.id);
    const links = within(screen.getByLabelText('Mentions')).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/users/bob@127.0.0.1:8015', '/users/carol@127.0.0.1:8015']);
    expect(error.mock.calls.flat().join(' ')).not.toMatch(/same key/);
    error.mockRestore();
  });

  it('a mention with neither a resolving id nor an acct opens its page on its server', () => {
    const ghost = statusFactory({ mentions: [{ id: '0', username: '', acct: '', url: 'https://far.test/ghost' }] });
    renderCard([ghost], ghost.id);
    const link = within(screen.getByLabelText('Mentions')).getByRole('link');
    expect(link).toHaveAttribute('href', 'https://far.test/ghost');
    expect(link).toHaveAttribute('target', '_blank');
  });
});

describe('hashtags of other servers', () => {
  it("snac2's #fediverse (/?t=fediverse) opens the client's tag timeline", async () => {
    const tagged = snacTagged.response.body[0]!;
    renderCard([tagged], tagged.id);
    await userEvent.click(within(content()).getByText('#fediverse'));
    expect(screen.getByTestId('location')).toHaveTextContent('/tag/fediverse');
  });
});

describe("Hollo's reply that repeats the replied-to handle as text", () => {
  it("'Reply to @bob' and the text without its leading '@bob'", () => {
    const body = holloPublic.response.body;
    const reply = body.find((s) => s.content.includes('glad to have you'))!;
    renderCard(body, reply.id);
    expect(screen.getByText(/Reply to/)).toHaveTextContent('Reply to @bob');
    expect(content()).toHaveTextContent(/^glad to have you\.$/);
  });

  it('the handle stays when the reply line cannot name the account', () => {
    const reply = holloPublic.response.body.find((s) => s.content.includes('glad to have you'))!;
    renderCard([reply], reply.id);
    expect(content()).toHaveTextContent(/^@bob glad to have you\.$/);
  });
});

describe('a custom emoji in the text that fails to load', () => {
  it('becomes its :shortcode: text; the rest of the text and the other emoji stay', () => {
    const emojis = ['blob', 'cat'].map((code) => ({
      shortcode: code,
      url: `https://x.test/${code}.png`,
      static_url: `https://x.test/${code}.png`,
      visible_in_picker: true,
    }));
    const r = statusFactory({ content: '<p>hi :blob: and :cat: there</p>', emojis });
    renderCard([r], r.id);
    const [blob, cat] = Array.from(content().querySelectorAll('img.emoji'));
    fireEvent.error(blob!);
    expect(content().querySelectorAll('img')).toHaveLength(1);
    expect(content().querySelector('img')).toBe(cat);
    // (an image's alt is no text content: the one still shown reads as nothing here)
    expect(content()).toHaveTextContent(/^hi :blob: and there$/);
    expect(cat).toHaveAttribute('alt', ':cat:');
  });
});

describe('the unknown author elsewhere in the card', () => {
  const placeholder = { ...unknownAccount(), moved: null } as unknown as AccountEntity;
  const post = { ...statusFactory({ id: 'Q1', content: '<p>quoted words</p>' }), account: ':unknown' } as unknown as StatusEntity;

  it("a quote says 'Unknown account', with no bare '@'", () => {
    renderWithStore(<StatusQuote status={post} account={placeholder} />);
    const author = document.querySelector('.status-quote-author') as HTMLElement;
    expect(author).toHaveTextContent(/^Unknown account$/);
    expect(author.querySelector('.status-acct')).toBeNull();
  });

  it("the reply preview says 'Unknown account', with no bare '@'", () => {
    renderWithStore(<StatusPopover statusId="P1" position={{ top: 0, left: 0 }} />, {
      preloadedState: stateAfter(importStatuses([{ ...statusFactory({ id: 'P1', content: '<p>parent</p>' }), account: null }])),
    });
    const author = screen.getByRole('tooltip').querySelector('.status-popover-author') as HTMLElement;
    expect(author).toHaveTextContent(/^Unknown account$/);
    expect(author.querySelector('.status-acct')).toBeNull();
  });

  it("the muted notice names 'Unknown account', not '@'", () => {
    renderWithStore(<StatusMuted account={placeholder} reasons={['word']} revealed={false} onToggle={() => undefined} />);
    expect(document.querySelector('.status-muted-text')).toHaveTextContent('Muted post by Unknown account: muted word');
    const known = accountFactory({ id: 'k', username: 'kim' }) as unknown as AccountEntity;
    renderWithStore(<StatusMuted account={known} reasons={['word']} revealed={false} onToggle={() => undefined} />);
    expect(screen.getByText(/Muted post by @kim/)).toBeInTheDocument();
  });
});
