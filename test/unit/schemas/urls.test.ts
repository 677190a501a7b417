// Every URL a server gives is checked once, in src/schemas: only absolute http(s) URLs and same-origin paths
// pass; anything else becomes the field's placeholder (absent, null or ''), so the card shows no image, no link.
import { normalizeAccount, normalizeStatus, safeUrl, type Normalized } from '../../../src/schemas';
import { cleanCustomEmojis } from '../../../src/features/emoji/sagas/customEmojis';
import { normalizeNotifications } from '../../../src/features/notifications/notificationSchemas';
import { frontendConfigLoaded, instanceLoaded, staticConfigLoaded } from '../../../src/slices/instance';
import type { Instance } from '../../../src/api/types';
import { stateAfter } from '../../support/factories';

type Json = Record<string, unknown>;

/** One of each kind of dangerous or unusable URL a server has been seen to send (issue 16 and the corpus). */
const HOSTILE: Array<[string, unknown]> = [
  ['javascript', 'javascript:__pwned()'],
  ['bare javascript scheme (React would put its own javascript:throw there)', 'javascript:'],
  ['javascript mixed case', 'JaVaScRiPt:__pwned()'],
  ['javascript after spaces', '   javascript:__pwned()'],
  ['javascript after a control character', '\u0001javascript:__pwned()'],
  ['javascript split by a tab', 'java\tscript:__pwned()'],
  ['javascript split by a newline', 'java\nscript:__pwned()'],
  ['javascript with an encoded colon', 'javascript&colon;__pwned()'],
  ['data html base64', 'data:text/html;base64,PHNjcmlwdD5wYXJlbnQuX19wd25lZCgpPC9zY3JpcHQ+'],
  ['data html', 'data:text/html,<script>parent.__pwned()</script>'],
  ['data svg image', 'data:image/svg+xml,<svg onload=parent.__pwned()>'],
  ['vbscript', 'vbscript:msgbox(1)'],
  ['blob', 'blob:https://example.com/0d7e2f5c'],
  ['file', 'file:///etc/passwd'],
  ['protocol-relative', '//trap.invalid/x.png'],
  ['backslash host', '/\\trap.invalid/x.png'],
  ['double backslash', '\\\\trap.invalid\\x.png'],
  ['relative without a slash', 'trap.png'],
  ['https without slashes', 'https:trap.invalid'],
  ['https without a host', 'https://'],
  ['empty after trimming', '  '],
  ['a number', 42],
  ['an object', { url: 'https://example.com/x.png' }],
  ['an array', ['https://example.com/x.png']],
  ['true', true],
];

describe('safeUrl', () => {
  it.each([
    'https://example.com/a.png',
    'http://localhost:4000/media/a.png',
    'HTTPS://EXAMPLE.COM/A.PNG',
    'https://example.com/a%20b.png?x=1#y',
    '/media/a.png',
    '/',
  ])('passes %p unchanged', (url) => {
    expect(safeUrl(url)).toBe(url);
  });

  it('trims surrounding spaces, so what reaches the DOM is what was checked', () => {
    expect(safeUrl('  https://example.com/a.png \n')).toBe('https://example.com/a.png');
  });

  it.each(HOSTILE)('refuses %s', (_name, value) => {
    expect(safeUrl(value)).toBeNull();
  });

  it.each([null, undefined, ''])('refuses %p', (value) => {
    expect(safeUrl(value)).toBeNull();
  });
});

// ---------------------------------------------------------------------------------------------------------------
// Every field: a hostile value becomes the placeholder; a safe one is kept (so the check cannot be "drop everything").

const SAFE = 'https://cdn.example/ok.png';
const emoji = (url: unknown, extra: Json = {}) => ({
  shortcode: 'blob',
  url,
  static_url: url,
  visible_in_picker: true,
  ...extra,
});
const account = (extra: Json = {}): Json => ({ id: 'a1', acct: 'alice', username: 'alice', avatar: SAFE, ...extra });
const status = (extra: Json = {}): Json => ({
  id: 's1',
  account: account(),
  content: '<p>hi :blob:</p>',
  created_at: '2024-01-01T00:00:00Z',
  ...extra,
});
const attachment = (extra: Json) => ({ id: 'm1', type: 'image', url: SAFE, ...extra });
const card = (extra: Json) => ({ url: 'https://example.com/article', title: 't', description: 'd', type: 'link', ...extra });
const poll = (extra: Json) => ({
  id: 'p1',
  options: [{ title: 'a', votes_count: 1 }],
  expired: false,
  multiple: false,
  ...extra,
});

const norm = (raw: unknown) => normalizeStatus(raw);
const theStatus = (n: Normalized<string | null>) => n.entities.statuses.s1;
const theAccount = (n: Normalized<string | null>) => n.entities.accounts.a1;

interface FieldCase {
  /** a raw status with `url` in the field */
  build: (url: unknown) => Json;
  /** the field after cleaning */
  read: (n: Normalized<string | null>) => unknown;
  /** what a refused URL becomes */
  placeholder: unknown;
}

const ABSENT = Symbol('absent');
const prop = (o: object | undefined, key: string): unknown => (o && key in o ? (o as Json)[key] : ABSENT);

const FIELDS: Record<string, FieldCase> = {
  'account avatar': {
    build: (u) => status({ account: account({ avatar: u }) }),
    read: (n) => theAccount(n).avatar,
    placeholder: '',
  },
  'account avatar_static': {
    build: (u) => status({ account: account({ avatar_static: u }) }),
    read: (n) => prop(theAccount(n), 'avatar_static'),
    placeholder: ABSENT,
  },
  'account header': {
    build: (u) => status({ account: account({ header: u }) }),
    read: (n) => theAccount(n).header,
    placeholder: null,
  },
  'account header_static': {
    build: (u) => status({ account: account({ header_static: u }) }),
    read: (n) => prop(theAccount(n), 'header_static'),
    placeholder: ABSENT,
  },
  'account url': {
    build: (u) => status({ account: account({ url: u }) }),
    read: (n) => prop(theAccount(n), 'url'),
    placeholder: ABSENT,
  },
  'account pleroma.background_image': {
    build: (u) => status({ account: account({ pleroma: { background_image: u } }) }),
    read: (n) => theAccount(n).pleroma?.background_image,
    placeholder: null,
  },
  'account pleroma.favicon': {
    build: (u) => status({ account: account({ pleroma: { favicon: u, is_admin: false } }) }),
    read: (n) => theAccount(n).pleroma?.favicon,
    placeholder: null,
  },
  'account emoji url (name and profile fields)': {
    build: (u) => status({ account: account({ fields: [{ name: ':blob:', value: ':blob:' }], emojis: [emoji(u)] }) }),
    read: (n) => theAccount(n).emojis[0]?.url,
    placeholder: undefined, // the emoji is dropped: its shortcode stays text
  },
  'account emoji static_url (url safe)': {
    build: (u) => status({ account: account({ emojis: [emoji(SAFE, { static_url: u })] }) }),
    read: (n) => prop(theAccount(n).emojis[0], 'static_url'),
    placeholder: ABSENT,
  },
  'status emoji url': {
    build: (u) => status({ emojis: [emoji(u)] }),
    read: (n) => theStatus(n).emojis[0]?.url,
    placeholder: undefined,
  },
  'poll emoji url': {
    build: (u) => status({ poll: poll({ emojis: [emoji(u)] }) }),
    read: (n) => n.entities.polls.p1.emojis[0]?.url,
    placeholder: undefined,
  },
  'reaction url (Pleroma)': {
    build: (u) => status({ pleroma: { emoji_reactions: [{ name: 'blob', count: 1, me: false, url: u }] } }),
    read: (n) => prop(theStatus(n).emoji_reactions[0], 'url'),
    placeholder: ABSENT,
  },
  'reaction url (Fedibird)': {
    build: (u) => status({ emoji_reactions: [{ name: 'blob', count: 1, me: false, url: u, static_url: u }] }),
    read: (n) => prop(theStatus(n).emoji_reactions[0], 'url'),
    placeholder: ABSENT,
  },
  'attachment url (remote_url safe)': {
    build: (u) => status({ media_attachments: [attachment({ url: u, remote_url: 'https://remote.example/o.png' })] }),
    read: (n) => theStatus(n).media_attachments[0]?.url,
    placeholder: 'https://remote.example/o.png',
  },
  'attachment url and remote_url': {
    build: (u) => status({ media_attachments: [attachment({ url: u, remote_url: u, description: 'a file' })] }),
    read: (n) => theStatus(n).media_attachments[0]?.url,
    placeholder: undefined, // dropped
  },
  'attachment preview_url': {
    build: (u) => status({ media_attachments: [attachment({ preview_url: u })] }),
    read: (n) => theStatus(n).media_attachments[0]?.preview_url,
    placeholder: null,
  },
  'attachment remote_url': {
    build: (u) => status({ media_attachments: [attachment({ remote_url: u })] }),
    read: (n) => theStatus(n).media_attachments[0]?.remote_url,
    placeholder: null,
  },
  'attachment text_url': {
    build: (u) => status({ media_attachments: [attachment({ text_url: u })] }),
    read: (n) => theStatus(n).media_attachments[0]?.text_url,
    placeholder: null,
  },
  'card url': { build: (u) => status({ card: card({ url: u }) }), read: (n) => theStatus(n).card?.url, placeholder: undefined },
  'card image': { build: (u) => status({ card: card({ image: u }) }), read: (n) => theStatus(n).card?.image, placeholder: null },
  'card embed_url': {
    build: (u) => status({ card: card({ embed_url: u }) }),
    read: (n) => theStatus(n).card?.embed_url,
    placeholder: null,
  },
  'card provider_url': {
    build: (u) => status({ card: card({ provider_url: u }) }),
    read: (n) => prop(theStatus(n).card ?? undefined, 'provider_url'),
    placeholder: ABSENT,
  },
  'mention url': {
    build: (u) => status({ mentions: [{ id: 'b1', acct: 'bob', username: 'bob', url: u }] }),
    read: (n) => theStatus(n).mentions[0]?.url,
    placeholder: '',
  },
  'tag url': {
    build: (u) => status({ tags: [{ name: 'cats', url: u }] }),
    read: (n) => theStatus(n).tags[0]?.url,
    placeholder: '',
  },
  'status url': { build: (u) => status({ url: u }), read: (n) => theStatus(n).url, placeholder: null },
  'status uri': { build: (u) => status({ uri: u }), read: (n) => prop(theStatus(n), 'uri'), placeholder: ABSENT },
  'repeated post: its author avatar': {
    build: (u) => ({
      ...status({ id: 'r1', account: account({ id: 'by' }) }),
      reblog: status({ account: account({ avatar: u }) }),
    }),
    read: (n) => theAccount(n).avatar,
    placeholder: '',
  },
  'quoted post: its emoji': {
    build: (u) => ({ ...status({ id: 'q1' }), quote: status({ emojis: [emoji(u)] }) }),
    read: (n) => theStatus(n).emojis[0]?.url,
    placeholder: undefined,
  },
  'moved-to account avatar': {
    build: (u) => status({ account: { ...account({ id: 'old' }), moved: account({ avatar: u }) } }),
    read: (n) => theAccount(n).avatar,
    placeholder: '',
  },
};

describe.each(Object.entries(FIELDS))('%s', (_field, { build, read, placeholder }) => {
  let warn: jest.SpyInstance;
  beforeEach(() => {
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => warn.mockRestore());

  it('keeps a safe URL', () => {
    expect(read(norm(build(SAFE)))).toBe(SAFE);
    expect(read(norm(build('/media/ok.png')))).toBe('/media/ok.png');
  });

  it.each(HOSTILE)('%s becomes the placeholder', (_name, value) => {
    const out = norm(build(value));
    expect(read(out)).toEqual(placeholder);
    // and the value is nowhere in what the store receives
    if (typeof value === 'string' && value.trim().length > 8 && value !== 'https://')
      expect(JSON.stringify(out.entities)).not.toContain(JSON.stringify(value).slice(1, -1));
  });
});

describe('outside statuses', () => {
  it('an account on its own (profile, lists) is cleaned the same way', () => {
    const { entities } = normalizeAccount(account({ avatar: 'javascript:x', header: 'data:text/html,x', url: '//evil' }));
    expect(entities.accounts.a1).toMatchObject({ avatar: '', header: null });
    expect(entities.accounts.a1).not.toHaveProperty('url');
  });

  it('notifications: the account, the target and the status go through the same cleaning', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { entities } = normalizeNotifications([
      {
        id: 'n1',
        type: 'move',
        account: account({ avatar: 'javascript:a' }),
        target: account({ id: 't1', avatar: 'vbscript:b', emojis: [emoji('data:image/png;base64,AAAA')] }),
      },
      {
        id: 'n2',
        type: 'mention',
        account: account({ id: 'a2' }),
        status: status({
          account: account({ id: 'a3', header: 'javascript:d' }),
          media_attachments: [attachment({ url: 'javascript:' })],
          emojis: [emoji('javascript:c')],
        }),
      },
    ]);
    expect(entities.accounts.a1.avatar).toBe('');
    expect(entities.accounts.t1).toMatchObject({ avatar: '', emojis: [] });
    expect(entities.statuses.s1).toMatchObject({ media_attachments: [], emojis: [] });
    expect(JSON.stringify(entities)).not.toMatch(/javascript:|vbscript:|data:/);
    warn.mockRestore();
  });

  it('the instance: thumbnail, background image and the contact account', () => {
    const raw = {
      uri: 'x.test',
      title: 'X',
      version: '2.7.2 (compatible; Pleroma 2.7.2)',
      thumbnail: 'javascript:a',
      background_image: '//trap.invalid/bg.png',
      contact_account: account({ avatar: 'data:text/html,x', header: 'https://x.test/h.png' }),
    } as unknown as Instance;
    const { instance } = stateAfter(instanceLoaded(raw)).instance;
    expect(instance).toMatchObject({ title: 'X', thumbnail: null, background_image: null });
    expect(instance?.contact_account).toMatchObject({ avatar: '', header: 'https://x.test/h.png' });
    const fine = stateAfter(instanceLoaded({ ...raw, thumbnail: '/instance/thumbnail.jpeg', contact_account: null }));
    expect(fine.instance.instance?.thumbnail).toBe('/instance/thumbnail.jpeg');
  });

  it("the frontend configuration's images (logo, background, censor image) from the static config and the admin", () => {
    const state = stateAfter(
      staticConfigLoaded({ logo: '/static/logo.svg', background: 'javascript:a', name: 'X' }),
      frontendConfigLoaded({
        logo: 'data:image/svg+xml,<svg onload=x>',
        nsfwCensorImage: '/static/nsfw.png',
        redirectRootLogin: '/main/friends',
      }),
    );
    expect(state.instance.staticConfig).toEqual({ logo: '/static/logo.svg', background: '', name: 'X' });
    expect(state.instance.frontendConfig).toEqual({
      logo: '',
      nsfwCensorImage: '/static/nsfw.png',
      redirectRootLogin: '/main/friends',
    });
  });

  it("the emoji picker's custom emoji (both server shapes)", () => {
    expect(
      cleanCustomEmojis([
        { shortcode: 'ok', url: SAFE, static_url: SAFE },
        { shortcode: 'bad', url: 'javascript:a', static_url: 'javascript:a' },
        { shortcode: 'half', url: SAFE, static_url: 'data:image/png;base64,AAAA' },
      ]).map((e) => [e.name, e.url]),
    ).toEqual([
      ['ok', SAFE],
      ['half', SAFE],
    ]);
    expect(cleanCustomEmojis({ ok: '/emoji/ok.png', bad: { image_url: 'javascript:a' }, bad2: '//evil/x.png' })).toEqual([
      { name: 'ok', url: '/emoji/ok.png', tags: [] },
    ]);
  });
});
