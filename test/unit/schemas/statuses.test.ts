// The awkward real payloads land as the UI needs them.
import { normalizeStatus, normalizeStatuses, UNKNOWN_ACCOUNT_ID, type StatusEntity } from '../../../src/schemas';
import { fixture } from './fixtures';

const one = (name: string) => {
  const out = normalizeStatus(fixture(`soapbox/${name}.json`));
  return { ...out, status: out.entities.statuses[out.result as string] as StatusEntity };
};

let warn: jest.SpyInstance;
beforeEach(() => {
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => warn.mockRestore());

it('pleroma-status-deleted: reactions from pleroma.emoji_reactions, source text and attachment kept', () => {
  const { status } = one('pleroma-status-deleted');
  expect(status.emoji_reactions).toEqual([
    { name: '😭', count: 1, me: false },
    { name: '❔', count: 1, me: false },
  ]);
  expect(status.pleroma).not.toHaveProperty('emoji_reactions');
  expect(status.text).toBe('I am going to delete this post for testing purposes');
  expect(status.media_attachments[0]).toMatchObject({ id: '508107650', type: 'image' });
  expect(status.quote).toBeNull();
});

it('pleroma-quote-of-quote-post: the quote chain as ids', () => {
  const { status, entities } = one('pleroma-quote-of-quote-post');
  expect(status.quote).toBe('AFmFMSpITT9xcOJKcK');
  expect(status.quote_id).toBe('AFmFMSpITT9xcOJKcK');
  const inner = entities.statuses.AFmFMSpITT9xcOJKcK;
  // Pleroma embeds one level only: the third post is known by its URL, not embedded.
  expect(inner.quote).toBeNull();
  expect(inner.pleroma?.quote_url).toBe('https://gleasonator.com/objects/4f35159c-3794-4037-9269-a7c84f7137c7');
  expect(inner.emoji_reactions).toEqual([{ name: '👍', count: 1, me: false }]);
  expect(Object.keys(entities.statuses).sort()).toEqual(['AFmFMSpITT9xcOJKcK', 'AFmFNKmfrR9CxtV01g']);
  expect(status.pleroma).not.toHaveProperty('quote');
  expect(entities.accounts[status.account].acct).toBe('alex');
});

it('pleroma-status-with-poll-with-emojis: poll split out with its emojis', () => {
  const { status, entities } = one('pleroma-status-with-poll-with-emojis');
  expect(status.poll).toBe('AHHue67gF2JDqCQGhc');
  const poll = entities.polls.AHHue67gF2JDqCQGhc;
  expect(poll.emojis.map((e) => e.shortcode)).toEqual(['gleason_excited', 'soapbox']);
  expect(poll.options.map((o) => o.title)).toContain('Custom emoji :gleason_excited: ');
  expect(poll).toMatchObject({ multiple: false, expired: false, votes_count: 3, voters_count: 3 });
});

it('pleroma-status-reply-with-mentions: mentions inline, reply ids as strings', () => {
  const { status, entities } = one('pleroma-status-reply-with-mentions');
  expect(status.in_reply_to_id).toBe('AHcwFrnbH1Xb2RqxhQ');
  expect(status.in_reply_to_account_id).toBe('9v5bo8xPghEnkedGzo');
  expect(status.mentions.map((m) => m.acct)).toEqual([
    'crunklord420@kiwifarms.cc',
    'becassine@kiwifarms.cc',
    'King_Porgi@poa.st',
    'ademan@thebag.social',
  ]);
  // Mentions are partial accounts and must not become account entities.
  expect(Object.keys(entities.accounts)).toEqual([status.account]);
});

it('fedibird-quote-post: top-level quote and quote_id, the shared account once', () => {
  const { status, entities } = one('fedibird-quote-post');
  expect(status.quote).toBe('107673569214329435');
  expect(status.quote_id).toBe('107673569214329435');
  expect(entities.statuses['107673569214329435'].content).toBe('<p>test post</p>');
  expect(Object.keys(entities.accounts)).toEqual(['66768']);
  expect(entities.accounts['66768'].display_name).toBe('alex'); // Fedibird sent ''
  expect(status.emoji_reactions).toEqual([]);
});

it('status-quotes: a quote without account is kept, by the unknown account', () => {
  const { result, entities } = normalizeStatuses(fixture('soapbox/status-quotes.json'));
  expect(result).toEqual(['AJsajx9hY4Q7IKQXEe']);
  const status = entities.statuses.AJsajx9hY4Q7IKQXEe;
  expect(status.quote).toBe('AJmoVikzI3SkyITyim');
  expect(status.quote_id).toBe('AJmoVikzI3SkyITyim');
  expect(entities.statuses.AJmoVikzI3SkyITyim).toMatchObject({ content: '<p>10</p>', account: UNKNOWN_ACCOUNT_ID });
  expect(entities.accounts[UNKNOWN_ACCOUNT_ID]).toMatchObject({ acct: '', display_name: '', avatar: '' });
  expect(warn).toHaveBeenCalledWith(expect.stringContaining('AJmoVikzI3SkyITyim'));
  expect(status).toMatchObject({ media_attachments: [], mentions: [], emojis: [], tags: [], spoiler_text: '' });
});

it('mitra-context: UUID ids, null display_name/avatar/note, reply chain', () => {
  const { result, entities } = normalizeStatuses(fixture('soapbox/mitra-context.json'));
  expect(result).toEqual(['017ed503-bc96-301a-e871-2c23b30ddd05', '017ed505-5926-392f-256a-f86d5075df70']);
  expect(entities.statuses[result[1]].in_reply_to_id).toBe(result[0]);
  expect(entities.statuses[result[0]].in_reply_to_account_id).toBeNull();
  const alex = entities.accounts['017ed4f9-c121-2ae6-0805-15516cce02c3'];
  expect(alex).toMatchObject({ display_name: 'alex', avatar: '', note: '', is_local: true, emojis: [] });
  expect(entities.statuses[result[0]].mentions[0].id).toBe('dd4ebc18-269d-4c7b-a310-03d29c6ab551');
});

it('friendica-status: numeric-looking ids and flags', () => {
  const { status, entities } = one('friendica-status');
  expect(status).toMatchObject({ id: '106', account: '95', bookmarked: true, quote: null, reblog: null, poll: null });
  expect(entities.accounts['95'].locked).toBe(true);
});

it('gotosocial-status: ULIDs, no reply fields, empty avatar', () => {
  const { status, entities } = one('gotosocial-status');
  expect(status).toMatchObject({ id: '01FWMCNM07GGDV8HF40NZ9YTGR', in_reply_to_id: null, text: 'Hello GoToSocial!' });
  expect(entities.accounts['00YSECR4P7E64BD5MBA639PRVT'].avatar).toBe('');
});

it('pleroma-fe mastoapi: reblogs are split and referenced by id', () => {
  const { result, entities } = normalizeStatuses(fixture('pleroma-fe/mastoapi.json'));
  const reblogs = result.map((id) => entities.statuses[id]).filter((s) => s.reblog);
  expect(reblogs.length).toBeGreaterThan(0);
  for (const r of reblogs) expect(entities.statuses[r.reblog as string]).toBeDefined();
});
