// What the worker shows for a push: the kind, the sender, the text unless hidden, and where a click goes.
import { pushDisplay, pushTarget, readPayload } from '../../../src/features/push/lib/pushDisplay';
import { pushAlerts } from '../../../src/features/push/lib/alerts';
import { applicationServerKey } from '../../../src/features/push/lib/vapidKey';

// Pleroma's payload (Push.Impl), as the demo instance records it
const PAYLOAD = {
  access_token: 'tok',
  preferred_locale: 'en',
  notification_id: '91',
  notification_type: 'mention',
  icon: null,
  title: 'New Mention',
  body: '@bob: tea at four?',
};
const FETCHED = {
  account: { id: 'b1', acct: 'bob', display_name: 'Bob', avatar: 'https://i.example/b.png' },
  status: { id: 'S7' },
};

describe('readPayload', () => {
  it('reads a payload, and refuses what is not one', () => {
    expect(readPayload(PAYLOAD)).toMatchObject({ notification_id: '91', title: 'New Mention' });
    expect(readPayload({ ...PAYLOAD, notification_id: 91 })?.notification_id).toBe('91');
    expect(readPayload({ title: 'hi' })).toBeNull();
    expect(readPayload({ ...PAYLOAD, access_token: '' })).toBeNull();
    expect(readPayload(null)).toBeNull();
    expect(readPayload('text')).toBeNull();
  });

  it('keeps only an http(s) icon', () => {
    expect(readPayload({ ...PAYLOAD, icon: 'javascript:alert(1)' })?.icon).toBeNull();
    expect(readPayload({ ...PAYLOAD, icon: 'https://i.example/a.png' })?.icon).toBe('https://i.example/a.png');
  });
});

describe('pushDisplay', () => {
  const payload = readPayload(PAYLOAD)!;

  it('the kind as title, the sender and the text as body, the post as target, tagged with the notification id', () => {
    expect(pushDisplay(payload, FETCHED, false)).toEqual({
      title: 'New Mention',
      options: { body: '@bob: tea at four?', icon: 'https://i.example/b.png', tag: '91', data: { url: '/notice/S7' } },
    });
  });

  it('a body that does not name the sender gets the name', () => {
    const mastodon = readPayload({ ...PAYLOAD, title: 'Bob mentioned you', body: 'tea at four?' })!;
    expect(pushDisplay(mastodon, FETCHED, false).options.body).toBe('Bob: tea at four?');
  });

  it('hidden contents: only who', () => {
    expect(pushDisplay(payload, FETCHED, true).options.body).toBe('Bob');
    // without the fetched notification, the sender the payload names
    expect(pushDisplay(payload, null, true).options.body).toBe('@bob');
  });

  it('an avatar that is not http(s) is left out', () => {
    const display = pushDisplay(
      payload,
      { ...FETCHED, account: { ...FETCHED.account, avatar: 'data:image/svg+xml,<svg/>' } },
      false,
    );
    expect(display.options.icon).toBeUndefined();
  });
});

describe('pushTarget', () => {
  it('the post, else the sender, else home; never a path a server could bend', () => {
    expect(pushTarget(FETCHED)).toBe('/notice/S7');
    expect(pushTarget({ account: { id: 'b1' } })).toBe('/users/b1');
    expect(pushTarget(null)).toBe('/main/friends');
    expect(pushTarget({ status: { id: '../../evil' } })).toBe('/main/friends');
    expect(pushTarget({ status: { id: '//evil.example' }, account: { id: 'x/y' } })).toBe('/main/friends');
  });
});

describe('pushAlerts', () => {
  it('the base five everywhere; polls and reactions where the server has them', () => {
    expect(pushAlerts({ polls: false, emojiReactions: false })).toEqual({
      follow: true,
      favourite: true,
      mention: true,
      reblog: true,
      move: true,
    });
    expect(pushAlerts({ polls: true, emojiReactions: true })).toMatchObject({ poll: true, 'pleroma:emoji_reaction': true });
  });
});

describe('applicationServerKey', () => {
  it('decodes base64url keys, and refuses what is not base64', () => {
    expect(Array.from(applicationServerKey('AQID_-8') ?? [])).toEqual([1, 2, 3, 255, 239]);
    expect(applicationServerKey('not a key!')).toBeNull();
  });
});
