import type { Instance, Nodeinfo } from '../../src/api/types';
import { computeCapabilities, getCapabilities, parseVersion, versionAtLeast } from '../../src/capabilities';
import { fixture } from './schemas/fixtures';

const instance = (name: string) => fixture(`soapbox/${name}.json`) as Instance;

/** The preloaded block holds base64 JSON per API path, as Pleroma injects it into index.html. */
function preloaded(path: string): unknown {
  const block = fixture('soapbox/pleroma_initial_results.json') as Record<string, string>;
  return JSON.parse(Buffer.from(block[path], 'base64').toString('utf8')) as unknown;
}

describe('parseVersion', () => {
  it.each([
    ['2.7.2 (compatible; Pleroma 2.4.51-1129-gf2cfef09-gleasonator)', 'pleroma', '2.4.51-1129-gf2cfef09-gleasonator', '2.7.2'],
    ['3.5.0 (compatible; Akkoma 3.13.2)', 'akkoma', '3.13.2', '3.5.0'],
    ['3.0.0 (compatible; Mitra 0.4.0)', 'mitra', '0.4.0', '3.0.0'],
    ['2.8.0 (compatible; Friendica 2023.05)', 'friendica', '2023.05', '2.8.0'],
    ['4.2.1', 'mastodon', '4.2.1', '4.2.1'],
    ['3.4.1+fedibird', 'fedibird', '3.4.1+fedibird', '3.4.1'],
    ['2022.05-dev', 'friendica', '2022.05-dev', null],
    ['0.2.0 31935ee', 'gotosocial', '0.2.0', null],
    ['0.16.0 git-ccd5b34', 'gotosocial', '0.16.0', null],
    ['', 'unknown', '0.0.0', null],
  ])('%s', (raw, software, version, compatVersion) => {
    expect(parseVersion(raw)).toEqual({ software, version, compatVersion });
  });

  it('compares versions numerically', () => {
    expect(versionAtLeast('2.10.0', '2.8.0')).toBe(true);
    expect(versionAtLeast('2.7.2', '2.8.0')).toBe(false);
    expect(versionAtLeast('3.5.0rc1', '3.5.0')).toBe(true);
    expect(versionAtLeast(null, '1.0.0')).toBe(false);
  });
});

describe('getCapabilities on real instance documents', () => {
  it('akkoma', () => {
    const f = getCapabilities(instance('akkoma-instance'), null);
    expect(f).toMatchObject({
      software: 'akkoma',
      version: '3.3.1-0-gaf90a4e51',
      polls: true,
      editing: true,
      mediaProxy: true,
      emojiReactions: true,
      customEmojiReactions: true,
      translation: false,
      quotePosting: false,
      settingsProfiles: true,
      textLimit: 5000,
      registrationsOpen: false,
      approvalRequired: false,
      streamingUrl: 'wss://fe.disroot.org',
      vapidPublicKey: null,
    });
    expect(f.postFormats).toContain('text/x.misskeymarkdown');
    expect(f.pollLimits).toEqual({ max_expiration: 31536000, max_option_chars: 200, max_options: 20, min_expiration: 0 });
    expect(f.fieldsLimits).toMatchObject({ max_fields: 10, value_length: 2048 });
    expect(f.uploadLimits).toEqual({ general: 16000000, avatar: 2000000, background: 4000000, banner: 4000000 });
  });

  it('pleroma', () => {
    const f = getCapabilities(instance('pleroma-instance'), null);
    expect(f).toMatchObject({
      software: 'pleroma',
      version: '2.4.51-1129-gf2cfef09-gleasonator',
      compatVersion: '2.7.2',
      polls: true,
      editing: false,
      quotePosting: true,
      emojiReactions: true,
      textLimit: 5000,
      approvalRequired: true,
      registrationsOpen: true,
      accountSubscriptions: true,
      settingsProfiles: false,
    });
    expect(f.vapidPublicKey).toMatch(/^BLElLQVJ/);
  });

  it('pleroma with its nodeinfo (preloaded block)', () => {
    const f = getCapabilities(preloaded('/api/v1/instance') as Instance, preloaded('/nodeinfo/2.0.json') as Nodeinfo);
    expect(f).toMatchObject({
      software: 'pleroma',
      version: '2.3.0-111-gb478a87e-develop',
      mailerEnabled: true,
      privateMode: false,
      suggestions: false,
      federatedTimelineAvailable: true,
      localTimelineAvailable: true,
      publicTimelineVisibility: { local: true, federated: true, bubble: false },
      bubbleTimeline: false,
    });
    expect(f.restrictedNicknames).toContain('mfa');
    expect(f.uploadLimits.general).toBe(100000000);
  });

  it('mastodon 3.4 publishes its limits in configuration', () => {
    const f = getCapabilities(instance('mastodon-instance'), null);
    expect(f).toMatchObject({
      software: 'mastodon',
      version: '3.4.3',
      polls: true,
      editing: false,
      emojiReactions: false,
      textLimit: 500,
      quotePosting: false,
      suggestions: true,
      bookmarks: true,
      streamingUrl: 'wss://mastodon.social',
    });
    expect(f.pollLimits).toEqual({ max_options: 4, max_option_chars: 50, min_expiration: 300, max_expiration: 2629746 });
    expect(f.uploadLimits.general).toBe(10485760);
    expect(f.postFormats).toEqual(['text/plain']);
  });

  it('mastodon 3.0.0 publishes nothing: its fixed limits', () => {
    const f = getCapabilities(instance('mastodon-3.0.0-instance'), null);
    expect(f).toMatchObject({ software: 'mastodon', version: '3.0.0', polls: true, bookmarks: false, textLimit: 500 });
    expect(f.pollLimits?.max_options).toBe(4);
  });

  it('gotosocial', () => {
    const f = getCapabilities(instance('gotosocial-instance'), null);
    expect(f).toMatchObject({
      software: 'gotosocial',
      version: '0.2.0',
      polls: false,
      editing: false,
      textLimit: 5000,
      approvalRequired: true,
    });
    expect(f.pollLimits).toBeNull();
  });

  it('mitra', () => {
    const f = getCapabilities(instance('mitra-instance'), null);
    expect(f).toMatchObject({
      software: 'mitra',
      version: '0.4.0',
      polls: false,
      textLimit: 5000,
      registrationsOpen: false,
      streamingUrl: null,
    });
  });

  it('friendica', () => {
    const f = getCapabilities(instance('friendica-instance'), null);
    expect(f).toMatchObject({
      software: 'friendica',
      version: '2022.05-dev',
      polls: false,
      textLimit: 200000,
      streamingUrl: null,
    });
  });

  it('nodeinfo names the software when the version only claims Mastodon', () => {
    const nodeinfo: Nodeinfo = {
      software: { name: 'akkoma', version: '3.13.2' },
      metadata: {
        features: ['polls', 'bubble_timeline', 'akkoma:machine_translation'],
        localBubbleInstances: ['a.test'],
        publicTimelineVisibility: { local: true, federated: false, bubble: true },
      },
    };
    const f = computeCapabilities({ uri: 'x', title: 'x', version: '2.7.2' }, nodeinfo);
    expect(f).toMatchObject({
      software: 'akkoma',
      version: '3.13.2',
      bubbleTimeline: true,
      translation: true,
      localBubbleInstances: ['a.test'],
      publicTimelineVisibility: { local: true, federated: false, bubble: true },
    });
  });
});

describe('getCapabilities without data', () => {
  it('gives working defaults when both inputs are null', () => {
    const f = getCapabilities(null, null);
    expect(f).toMatchObject({
      software: 'unknown',
      polls: false,
      editing: false,
      // offered until the server answers 404 (missingFeatures.ts)
      bookmarks: true,
      emojiReactions: false,
      textLimit: 5000,
      pollLimits: null,
      postFormats: ['text/plain'],
      privateMode: false,
      registrationsOpen: false,
      localTimelineAvailable: true,
      federatedTimelineAvailable: true,
      publicTimelineVisibility: { local: true, federated: true, bubble: false },
      localBubbleInstances: [],
      restrictedNicknames: [],
      streamingUrl: null,
      vapidPublicKey: null,
      uploadLimits: { general: null, avatar: null, background: null, banner: null },
    });
  });

  it('resets profile images the way each server offers: an empty value (Pleroma-like), DELETE (Mastodon 4.2+), or not', () => {
    const of = (version: string) => computeCapabilities({ version } as Instance, null).profileImageReset;
    expect(of('2.7.2 (compatible; Pleroma 2.6.0)')).toBe('emptyField');
    expect(of('2.7.2 (compatible; Akkoma 3.13.0)')).toBe('emptyField');
    expect(of('4.2.0')).toBe('delete');
    expect(of('4.3.1')).toBe('delete');
    expect(of('4.1.9')).toBeNull();
    expect(computeCapabilities(null, null).profileImageReset).toBeNull();
  });

  it('is memoized on its inputs', () => {
    const i = instance('pleroma-instance');
    expect(getCapabilities(i, null)).toBe(getCapabilities(i, null));
    expect(getCapabilities(null, null)).not.toBe(getCapabilities(i, null));
  });
});

describe('servers written by others (recorded answers, test/fixtures/real)', () => {
  const recorded = (server: string, file: string): unknown => {
    const exchange = fixture(`real/${server}/${file}`) as { response: { body: unknown } };
    return exchange.response.body;
  };

  it("reads snac2's own version out of its Mastodon claim, and names it from nodeinfo", () => {
    const inst = recorded('snac2', '001-instance-v1.json') as Instance;
    expect(parseVersion(inst.version)).toEqual({ software: 'snac', version: '2.94', compatVersion: null });
    const caps = computeCapabilities(inst, recorded('snac2', '004-nodeinfo-linked.json') as Nodeinfo);
    expect(caps).toMatchObject({
      software: 'snac',
      statusPreview: false,
      statusBodyEncoding: 'form',
      adminScope: false,
      passwordGrant: false,
      pollFetch: false,
      attachmentUploadId: 'urlFileName',
      revokeDeletesApp: true,
      directMessages: false,
      muteConversation: false,
      reports: false,
      suggestions: false,
      statusFilters: false,
      polls: true,
      editing: true,
      bookmarks: true,
    });
  });

  it('knows Hollo from its nodeinfo (its instance only says 0.10.0)', () => {
    const inst = recorded('hollo', '001-instance-v1.json') as Instance;
    // without nodeinfo it passes for a Mastodon relative (it sends fedibird_capabilities)
    expect(computeCapabilities(inst, null).software).not.toBe('hollo');
    const caps = computeCapabilities(inst, recorded('hollo', '004-nodeinfo-linked.json') as Nodeinfo);
    expect(caps).toMatchObject({
      software: 'hollo',
      statusPreview: false,
      statusBodyEncoding: 'json',
      adminScope: false,
      passwordGrant: false,
      pollFetch: true,
      attachmentUploadId: 'id',
      revokeDeletesApp: false,
      muteConversation: false,
      editHistory: false,
      domainBlocks: false,
      publicTimelineVisibility: { local: false, federated: false, bubble: false },
      polls: true,
      bookmarks: true,
      suggestions: true,
    });
  });

  it('keeps preview and admin scopes for Pleroma-family servers', () => {
    const caps = computeCapabilities(instance('pleroma-instance'), null);
    expect(caps).toMatchObject({ statusPreview: true, adminScope: true, passwordGrant: true, statusBodyEncoding: 'json' });
  });
});
