// The worker's answers to a push and a click, with its abilities faked: shown only for the member signed in
// on this browser, with the text hidden when asked; a click sends an open tab to the post, or opens one.
import { webcrypto } from 'node:crypto';
import { handleClick, handlePush, type Tab, type WorkerAbilities } from '../../../src/features/push/lib/pushHandling';
import { digestToken, type PushSession } from '../../../src/features/push/lib/pushSession';
import type { PushDisplay } from '../../../src/features/push/lib/pushDisplay';
import { WORKER_OPEN_MESSAGE } from '../../../src/features/push/lib/workerMessages';

// jsdom has no SubtleCrypto; the browser's and Node's compute the same digest
Object.defineProperty(globalThis.crypto, 'subtle', { value: webcrypto.subtle, configurable: true });

const PAYLOAD = {
  access_token: 'alice-token',
  notification_id: '91',
  notification_type: 'mention',
  title: 'New Mention',
  body: '@bob: tea at four?',
  icon: null,
};

function worker(session: PushSession | null, tabs: Tab[] = []) {
  const shown: PushDisplay[] = [];
  const opened: string[] = [];
  const badges: number[] = [];
  const fetches: string[] = [];
  const can: WorkerAbilities = {
    readSession: async () => session,
    fetchNotification: async (apiBase, id, token) => {
      fetches.push(`${apiBase}|${id}|${token}`);
      return { account: { id: 'b1', acct: 'bob', display_name: 'Bob' }, status: { id: 'S7' } };
    },
    show: async (display) => {
      shown.push(display);
    },
    shownCount: async () => shown.length,
    setBadge: async (count) => {
      badges.push(count);
    },
    tabs: async () => tabs,
    openTab: async (url) => {
      opened.push(url);
    },
  };
  return { can, shown, opened, badges, fetches };
}

const signedIn = async (token = 'alice-token', hideContents = false): Promise<PushSession> => ({
  tokenDigest: await digestToken(token),
  hideContents,
  apiBase: 'https://api.example',
});

describe('handlePush', () => {
  it('shows the push of the member signed in here, asking the server for the notification with its token', async () => {
    const w = worker(await signedIn());
    expect(await handlePush(w.can, PAYLOAD)).toBe(true);
    expect(w.fetches).toEqual(['https://api.example|91|alice-token']);
    expect(w.shown).toEqual([
      { title: 'New Mention', options: { body: '@bob: tea at four?', tag: '91', data: { url: '/notice/S7' } } },
    ]);
    expect(w.badges).toEqual([1]);
  });

  it('hides the text when the member asked', async () => {
    const w = worker(await signedIn('alice-token', true));
    await handlePush(w.can, PAYLOAD);
    expect(w.shown[0].options.body).toBe('Bob');
  });

  it('shows nothing when signed out, for another account, or for what is not a push payload', async () => {
    const out = worker(null);
    expect(await handlePush(out.can, PAYLOAD)).toBe(false);
    const other = worker(await signedIn('carol-token'));
    expect(await handlePush(other.can, PAYLOAD)).toBe(false);
    const junk = worker(await signedIn());
    expect(await handlePush(junk.can, { title: 'hello' })).toBe(false);
    for (const w of [out, other, junk]) {
      expect(w.shown).toEqual([]);
      expect(w.fetches).toEqual([]);
    }
  });
});

describe('handleClick', () => {
  const tab = (focused: boolean) => {
    const messages: unknown[] = [];
    const t: Tab & { messages: unknown[]; focusCalls: number } = {
      focused,
      messages,
      focusCalls: 0,
      postMessage: (m) => messages.push(m),
      focus: async () => {
        t.focusCalls += 1;
      },
    };
    return t;
  };

  it('tells the focused tab (else the first) where to go and focuses it', async () => {
    const [first, focused] = [tab(false), tab(true)];
    const w = worker(null, [first, focused]);
    await handleClick(w.can, { url: '/notice/S7' });
    expect(focused.messages).toEqual([{ type: WORKER_OPEN_MESSAGE, url: '/notice/S7' }]);
    expect(focused.focusCalls).toBe(1);
    expect(first.messages).toEqual([]);
    expect(w.opened).toEqual([]);
  });

  it('opens a tab when none is open; never a place outside the client', async () => {
    const w = worker(null);
    await handleClick(w.can, { url: '/notice/S7' });
    await handleClick(w.can, { url: 'https://evil.example/' });
    await handleClick(w.can, { url: '//evil.example/' });
    await handleClick(w.can, null);
    expect(w.opened).toEqual(['/notice/S7', '/', '/', '/']);
  });
});
