/** @jest-environment node */
// The hollo flavour against every exchange recorded with Hollo 0.10.0 (test/fixtures/real/hollo/):
// each request is replayed with the demo's own users, posts and apps in place of the recorded ones,
// and the answer must have the recorded status, headers and shape (contract/shape.ts).
import { startDemoInstance, type DemoInstance } from '../server';
import { call, mint, pick, post, publicPosts, unknownId, type PostJson } from './demo';
import { loadRecordings, recordedOrigin } from './recordings';
import { Replay, type ReplayRules } from './replay';

const exchanges = loadRecordings('hollo');

/** Exchanges that cannot be replayed (number -> why). None: every recorded request has a demo equivalent. */
const SKIP: Record<string, string> = {};

const RULES: ReplayRules = {
  optional: {
    // src/entities/account.ts: accounts on other servers come without the owner's fields.
    discoverable: 'only accounts on this server have it',
    hide_collections: 'only accounts on this server have it',
    source: 'only accounts on this server have it',
  },
  nullable: {
    application: 'posts that came from other servers have none (src/entities/status.ts)',
  },
  tokenRoles: { '072': 'throwaway alice token' },
  codeFrom: { '071': 'code-element' },
  // The recording sent Hollo's login cookie to the consent page and its form only.
  revokes: 'throwaway alice token',
  withCookies: ['070', '071'],
};

let instance: DemoInstance;
let replay: Replay;

/** A hashtag with one to five public posts: its first page is short and the next one empty, as recorded (018-020). */
async function shortTag(base: string, token: string, posts: PostJson[]): Promise<string> {
  const names = [...new Set(posts.flatMap((p) => p.tags.map((t) => t.name)))];
  for (const name of names) {
    const res = await call<unknown[]>(base, 'GET', `/api/v1/timelines/tag/${encodeURIComponent(name)}?limit=40`, token);
    if (Array.isArray(res.body) && res.body.length >= 1 && res.body.length <= 5) return name;
  }
  throw new Error('the demo has no hashtag with one to five posts');
}

beforeAll(async () => {
  instance = await startDemoInstance({ port: 0, flavour: 'hollo' });
  const base = instance.url;
  replay = new Replay(base, recordedOrigin(exchanges), exchanges, RULES);
  const alice = await mint(base, 'alice');
  const bob = await mint(base, 'bob');
  replay.tokens.set('alice', alice.token);
  replay.tokens.set('bob', bob.token);
  replay.map('d901967a-450c-4c07-9d29-e8e7d17cab8b', alice.id);
  replay.map('987711aa-79d6-4a6f-a789-cd1c27a8a73d', bob.id);
  // Hollo's owner signs in by e-mail.
  replay.map('owner@example.com', 'alice@demo.example');

  const seeded = await publicPosts(base, alice.token);
  const byAlice = seeded.filter((p) => p.account.username === 'alice');
  // Posts the seed has no equivalent for are made through the flavour's own API (JSON: Hollo takes polls only so).
  const poll = await post(
    base,
    alice.token,
    { status: 'Tea or coffee?', poll: { options: ['Tea', 'Coffee'], expires_in: 86400 } },
    'json',
  );
  const plainAlice = pick(byAlice, 'a plain public post by alice', (p) => !p.poll && !p.spoiler_text && !p.in_reply_to_id);
  const bobReply = await post(base, bob.token, { status: 'Thanks @alice!', in_reply_to_id: plainAlice.id }, 'json');
  const aliceReply = await post(base, alice.token, { status: '@bob glad to have you.', in_reply_to_id: bobReply.id }, 'json');
  const warning = await post(base, alice.token, { status: 'Spoiler inside', spoiler_text: 'cake spoilers' }, 'json');

  replay.map('01a2145c-c589-7e1f-992c-e43519b878e1', poll.id);
  replay.map('01a2145c-d51d-755c-b82d-67b8d785b6d5', bobReply.id);
  replay.map('01a2145c-d6b9-7939-944b-ee737c70f1c8', aliceReply.id);
  replay.map('01a2145c-d6b9-7939-944b-ee737c000000', unknownId(aliceReply.id));
  replay.map('01a2145c-c38d-7d56-bd33-05dd691822f8', warning.id);
  const media = pick(byAlice, 'a post by alice with a picture', (p) => p.media_attachments.length > 0);
  replay.map('01a2145c-cec6-711c-99d3-a938f724d3d3', media.id);
  // Favourited and repeated by others (favourited_by and reblogged_by both list someone).
  const liked = pick(
    seeded,
    'a post others favourited and repeated',
    (p) => p.reblogs_count > 0 && p.account.username === 'alice',
  );
  replay.map('01a2145c-b1a6-7202-8f42-6658979890d2', liked.id);
  const fresh = pick(
    seeded,
    'a public post by bob that alice has not favourited, repeated or bookmarked',
    (p) =>
      p.account.username === 'bob' &&
      p.visibility === 'public' &&
      !p.poll &&
      !p.quote_id &&
      p.media_attachments.length === 0 &&
      !p.favourited &&
      !p.reblogged &&
      !p.bookmarked &&
      p.reblogs_count === 0,
  );
  replay.map('01a2145c-d9ab-7109-8e9d-741ecacaea70', fresh.id);
  replay.map('/timelines/tag/hollo', `/timelines/tag/${await shortTag(base, alice.token, seeded)}`);
});

afterAll(async () => {
  await instance.close();
});

describe('the hollo flavour answers as Hollo 0.10.0 did', () => {
  for (const exchange of exchanges) {
    const { method, path, as } = exchange.request;
    const run = SKIP[exchange.number] ? it.skip : it;
    run(`${exchange.file}: ${method} ${path.slice(0, 90)} (${as})`, async () => {
      const response = await replay.run(exchange);
      expect(replay.problems(exchange, response)).toEqual([]);
    });
  }
});
