// The hostile corpus (test/fixtures/hostile/payloads.json) through the schemas. Most payloads are post HTML (the
// sanitizer's, test/unit/utils/sanitize-hostile.test.ts); the ones with a `status` carry dangerous URLs in the
// fields a server fills itself (emoji, reactions, profile fields, attachments, avatar): `status` is merged into
// a well-formed status, as a hostile server would send it. Their `html` is the same attack as post HTML.
import { normalizeStatus, type NormalizedEntities } from '../../../src/schemas';
import { baseStatus, deepMerge, isRecord, withStatus, type Json } from './hostileCorpus';

/** Keys whose values end up as an image src, a link href or a media src. */
const URL_KEYS = new Set([
  'url',
  'uri',
  'avatar',
  'avatar_static',
  'header',
  'header_static',
  'static_url',
  'preview_url',
  'remote_url',
  'text_url',
  'image',
  'embed_url',
  'provider_url',
  'author_url',
  'background_image',
  'favicon',
  'thumbnail',
]);
const SAFE_ENTRY = /^[^ ]+ = (?:https?:\/\/|\/(?![/\\]))/i;

/** Every URL-keyed string in the entities, with where it is. */
function urlsIn(value: unknown, path = ''): Array<[string, string]> {
  if (Array.isArray(value)) return value.flatMap((v, i) => urlsIn(v, `${path}[${i}]`));
  if (!isRecord(value)) return [];
  return Object.entries(value).flatMap(([key, v]): Array<[string, string]> => {
    const here = `${path}.${key}`;
    if (URL_KEYS.has(key) && typeof v === 'string') return [[here, v]];
    return urlsIn(v, here);
  });
}

function normalized(payload: { status: Json }): NormalizedEntities {
  const { result, entities } = normalizeStatus(deepMerge(baseStatus(), payload.status));
  expect(result).toBe('hostile');
  return entities;
}

let warn: jest.SpyInstance;
beforeEach(() => {
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => warn.mockRestore());

it('the corpus holds the URL payloads of issue 16', () => {
  expect(withStatus.map((p) => p.name)).toEqual(
    expect.arrayContaining([
      'emoji image javascript in post',
      'emoji image javascript in reaction',
      'emoji image javascript in profile field',
      'attachment link data base64',
      'audio attachment data url',
      'avatar javascript',
      'attachment url bare javascript scheme',
    ]),
  );
});

it.each(withStatus.map((p) => [p.name, p] as const))('%s: every URL left is http(s) or a same-origin path', (_name, payload) => {
  const entities = normalized(payload);
  const urls = urlsIn(entities);
  expect(urls.length).toBeGreaterThan(0); // the base status's own URLs are there: the walk sees them
  // (where = value, so a failure says which field)
  for (const [where, url] of urls) if (url !== '') expect(`${where} = ${url}`).toMatch(SAFE_ENTRY);
  // and no dangerous scheme is anywhere in what reaches the store, under any key
  expect(JSON.stringify(entities)).not.toMatch(/(?:javascript|vbscript|data|blob):|\/\/trap\.invalid/i);
});

describe('what each payload leaves', () => {
  const entitiesOf = (name: string) => {
    const payload = withStatus.find((p) => p.name === name);
    if (!payload) throw new Error(`no payload ${name}`);
    return normalized(payload);
  };

  it('emoji in a post: dropped, the shortcode stays text', () => {
    const { statuses } = entitiesOf('emoji image javascript in post');
    expect(statuses.hostile.emojis).toEqual([]);
    expect(statuses.hostile.content).toContain(':evil:');
  });

  it('emoji in reactions: the reactions stay, by name, without an image', () => {
    const { statuses } = entitiesOf('emoji image javascript in reaction');
    expect(statuses.hostile.emoji_reactions).toEqual([
      { name: 'evil', count: 1, me: false },
      { name: 'evil2', count: 2, me: false },
    ]);
  });

  it('emoji in a profile field: dropped from the account, the field text stays', () => {
    const { accounts } = entitiesOf('emoji image javascript in profile field');
    expect(accounts['hostile-fields'].emojis).toEqual([]);
    expect(accounts['hostile-fields'].fields).toEqual([{ name: ':evil:', value: '<p>:evil:</p>' }]);
  });

  it.each(['attachment link data base64', 'audio attachment data url', 'attachment url bare javascript scheme'])(
    '%s: the attachment has no safe URL and is dropped; the post stays',
    (name) => {
      const { statuses } = entitiesOf(name);
      expect(statuses.hostile.media_attachments).toEqual([]);
      expect(statuses.hostile.content).toBe('<p>hostile corpus :evil:</p>');
    },
  );

  it('avatar and the other account images: the placeholders (no image, no link)', () => {
    const { accounts } = entitiesOf('avatar javascript');
    const a = accounts['hostile-avatar'];
    expect(a).toMatchObject({ avatar: '', header: null, pleroma: { background_image: null, favicon: null } });
    expect(a).not.toHaveProperty('avatar_static');
    expect(a).not.toHaveProperty('header_static');
    expect(a).not.toHaveProperty('url');
  });
});
