/** @jest-environment node */
// The contract check itself: it must notice a flavour drifting from the recordings (a field gone, a
// type or an id format changed, an extra field, a list that comes back empty, a header lost).
import { snac2 } from '../flavours/snac2';
import { snacAccount } from '../flavours/snac2/serialize';
import { startDemoInstance } from '../server';
import { mint } from './demo';
import { loadRecordings, recordedOrigin } from './recordings';
import { Replay } from './replay';
import { compareHeaders, compareShape, registryOf, schemaOf, type ShapeRules } from './shape';

const none: ShapeRules = { optional: {}, nullable: {} };
const recorded = {
  id: '01a2145c-c589-7e1f-992c-e43519b878e1',
  count: 1,
  tags: [{ name: 'a' }],
  poll: null,
  at: '2026-11-25T20:19:13.950Z',
};

describe('compareShape', () => {
  const check = (value: unknown, registry = new Map()) => compareShape(schemaOf(recorded), value, registry, none);

  it('accepts the same shape with other values', () => {
    expect(check({ id: '01a21473-2eeb-7580-bafb-3fdaf11a1f13', count: 7, tags: [{ name: 'b' }], poll: null, at: 'x' })).toEqual(
      [],
    );
  });

  it('notices a missing field, an extra one, a changed type and a list that comes back empty', () => {
    expect(check({ ...recorded, count: '1', more: true })).toEqual([
      '$.count: string where the server sends number',
      '$.more: not sent by the server',
    ]);
    expect(check({ count: 1, tags: [{ name: 'a' }], poll: null, at: 'x' })).toEqual(['$.id: missing']);
    expect(check({ ...recorded, tags: [] })).toEqual(['$.tags: empty where the server sends elements']);
  });

  it('notices an id of another format and a field inside array elements', () => {
    expect(check({ ...recorded, id: '179563933678688086be3146e403457aa76ebb1785' })).toEqual([
      '$.id: 42-character lowercase hex where the server sends UUIDv7',
    ]);
    expect(check({ ...recorded, tags: [{ name: 'a' }, { title: 'b' }] })).toEqual([
      '$.tags[1].name: missing',
      '$.tags[1].title: not sent by the server',
    ]);
  });

  it('checks a value where the recording has null against what the server sends there elsewhere', () => {
    const registry = registryOf([{ poll: { id: 'x', votes_count: 1 } }]);
    expect(check({ ...recorded, poll: { id: 'y', votes_count: 2 } }, registry)).toEqual([]);
    expect(check({ ...recorded, poll: { id: 'y' } }, registry)).toEqual(['$.poll.votes_count: missing']);
    expect(check({ ...recorded, poll: { id: 'y' } })).toEqual(['$.poll: object where the server sends null']);
  });
});

describe('compareHeaders', () => {
  const same = (text: string) => text;
  const link = '<http://h/api/v1/timelines/home?max_id=179563933681df70cb1448872bd52f11e2066a2d99>; rel="next"';

  it('compares Link rels, their parameters and the paging ids format, and the content type', () => {
    const recordedHeaders = { 'content-type': 'application/json', link };
    expect(
      compareHeaders(recordedHeaders, { 'content-type': 'application/json; charset=utf-8', link }, same, 'http://h'),
    ).toEqual([]);
    expect(compareHeaders(recordedHeaders, { 'content-type': 'application/json' }, same, 'http://h')).toEqual([
      'link: no Link where the server sends next',
    ]);
    const withLimit = '<http://h/api/v1/timelines/home?limit=5&max_id=01a2145c-c589-7e1f-992c-e43519b878e1>; rel="next"';
    expect(compareHeaders(recordedHeaders, { 'content-type': 'text/html', link: withLimit }, same, 'http://h')).toHaveLength(2);
  });
});

describe('a drifting flavour fails its contract', () => {
  it('is caught when a field goes missing from an account', async () => {
    const drifted = {
      ...snac2,
      serializers: {
        ...snac2.serializers,
        account: (...args: Parameters<typeof snacAccount>) => {
          const out = snacAccount(...args);
          delete out.noindex;
          return out;
        },
      },
    };
    const instance = await startDemoInstance({ port: 0, flavour: drifted });
    try {
      const exchanges = loadRecordings('snac2');
      const replay = new Replay(instance.url, recordedOrigin(exchanges), exchanges, {
        ...none,
        tokenRoles: {},
        codeFrom: {},
        withCookies: [],
        revokes: '',
      });
      replay.map('8a9cfb33d368c9e4a6018de0f8b53890', (await mint(instance.url, 'bob')).id);
      const exchange = exchanges.find((e) => e.number === '040');
      if (!exchange) throw new Error('no 040');
      expect(replay.problems(exchange, await replay.run(exchange))).toEqual(['$.noindex: missing']);
    } finally {
      await instance.close();
    }
  });
});
