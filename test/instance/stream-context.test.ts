/** @jest-environment node */
import { startDemoInstance, type DemoInstance } from './server';
import { allPages, api } from './stream-support';
import { tokenFor, type StatusJson } from './testing';

interface ThreadStatus extends StatusJson {
  in_reply_to_id: string | null;
}

interface Context {
  ancestors: ThreadStatus[];
  descendants: ThreadStatus[];
}

// Generous: the machine may be busy (starting an instance builds the seed and its media).

let instance: DemoInstance;
let alice: string;
let root: ThreadStatus;

beforeAll(async () => {
  instance = await startDemoInstance({ port: 0 });
  alice = await tokenFor(instance.url, 'alice');
  const tagged = await allPages<ThreadStatus>(instance, '/api/v1/timelines/tag/books?limit=40');
  const found = tagged.find((s) => s.content.includes('Book club thread'));
  if (!found) throw new Error('seeded thread missing');
  root = found;
});

afterAll(async () => {
  await instance.close();
});

/** The thread under the root in depth-first order, oldest reply first at each level. */
const THREAD = [
  'Reminder: put spoilers',
  'Agreed, no spoilers',
  'Good point, added',
  'And please say which',
  'history of railways',
  'Trains again?', // followers-only (carol)
  'Trains are forever',
  'Of course it is trains',
  'gardening memoir',
  'Which memoir?',
  'bring it on Thursday',
  'waiting list',
  'Cookbooks count',
  'Only if you bring samples',
  'They absolutely do',
  'Re-reading an old favourite',
  'Which one? I need',
  'talking cat',
  'dragons and the libraries',
  'narrows it down',
  'poetry this week',
  'Great thread everyone',
];

const label = (status: StatusJson) => THREAD.find((text) => status.content.includes(text)) ?? status.content;
const context = (id: string, token?: string) => api<Context>(instance, `/api/v1/statuses/${id}/context`, token);

describe('GET /api/v1/statuses/:id/context', () => {
  it('gives the branched book club thread depth first, oldest reply first at each level', async () => {
    const { body } = await context(root.id, alice);
    expect(body.ancestors).toEqual([]);
    expect(body.descendants.map(label)).toEqual(THREAD);
    // Every reply comes after its parent.
    const seen = new Set([root.id]);
    for (const status of body.descendants) {
      expect(seen.has(status.in_reply_to_id ?? '')).toBe(true);
      seen.add(status.id);
    }
  });

  it('leaves out posts the viewer cannot see but keeps their visible replies', async () => {
    const { body } = await context(root.id);
    expect(body.descendants.map(label)).toEqual(THREAD.filter((text) => text !== 'Trains again?'));
    const orphan = body.descendants.find((s) => s.content.includes('Trains are forever'));
    expect(body.descendants.some((s) => s.id === orphan?.in_reply_to_id)).toBe(false);
    const asVisitor = await context(orphan?.id ?? '');
    expect(asVisitor.body.ancestors.map(label)).toEqual([root.content, 'history of railways']);
    const asAlice = await context(orphan?.id ?? '', alice);
    expect(asAlice.body.ancestors.map(label)).toEqual([root.content, 'history of railways', 'Trains again?']);
    const hiddenId = asAlice.body.ancestors[2].id;
    expect((await context(hiddenId)).status).toBe(404);
  });

  it('gives ancestors oldest first, eleven deep at the end of the chain', async () => {
    const { body } = await context(root.id, alice);
    const last = body.descendants[body.descendants.length - 1];
    const up = await context(last.id);
    expect(up.body.ancestors).toHaveLength(11);
    expect(up.body.ancestors[0].id).toBe(root.id);
    expect(up.body.ancestors.map(label).slice(1)).toEqual([
      'history of railways',
      'Of course it is trains',
      'gardening memoir',
      'Cookbooks count',
      'They absolutely do',
      'Re-reading an old favourite',
      'Which one? I need',
      'dragons and the libraries',
      'narrows it down',
      'poetry this week',
    ]);
    expect(up.body.descendants).toEqual([]);
  });

  it('answers 404 for an unknown status', async () => {
    expect((await context('nope')).status).toBe(404);
  });
});
