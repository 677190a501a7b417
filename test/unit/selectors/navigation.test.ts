import type { Instance, Nodeinfo } from '../../../src/api/types';
import { selectDrawerTimelinePath, selectTimelineMenu } from '../../../src/selectors/navigation';
import { loginSucceeded, sessionCleared } from '../../../src/slices/auth';
import { timelineOpened } from '../../../src/slices/timelines';
import { instanceLoaded, nodeinfoLoaded } from '../../../src/slices/instance';
import { preloadedAnswer, soapbox } from '../../support/fixtures';
import { stateAfter } from '../../support/factories';

const pleromaInstance = () => preloadedAnswer<Instance>('/api/v1/instance');
const pleromaNodeinfo = () => preloadedAnswer<Nodeinfo>('/nodeinfo/2.0.json');

function nodeinfoWith(metadata: Record<string, unknown>): Nodeinfo {
  const ni = pleromaNodeinfo();
  return { ...ni, metadata: { ...ni.metadata, ...metadata } };
}

const paths = (member: boolean, nodeinfo: Nodeinfo | null, instance: Instance | null = pleromaInstance()) => {
  const actions = [];
  if (instance) actions.push(instanceLoaded(instance));
  if (nodeinfo) actions.push(nodeinfoLoaded(nodeinfo));
  if (member) actions.push(loginSucceeded({ me: '1' }));
  return selectTimelineMenu(stateAfter(...actions)).map((e) => e.path);
};

describe('selectTimelineMenu', () => {
  it('a member of a Pleroma instance sees home, local, federated and bookmarks', () => {
    expect(paths(true, pleromaNodeinfo())).toEqual(['/main/friends', '/main/public', '/main/all', '/bookmarks']);
  });

  it('a visitor sees only the public timelines', () => {
    expect(paths(false, pleromaNodeinfo())).toEqual(['/main/public', '/main/all']);
  });

  it('a private instance shows a visitor nothing, a member everything', () => {
    const ni = nodeinfoWith({ private: true });
    expect(paths(false, ni)).toEqual([]);
    expect(paths(true, ni)).toEqual(['/main/friends', '/main/public', '/main/all', '/bookmarks']);
  });

  it('the bubble timeline appears only when the instance has bubble instances', () => {
    expect(paths(true, pleromaNodeinfo())).not.toContain('/main/bubble');
    expect(paths(true, nodeinfoWith({ localBubbleInstances: ['other.example'] }))).toEqual([
      '/main/friends',
      '/main/public',
      '/main/bubble',
      '/main/all',
      '/bookmarks',
    ]);
    expect(paths(true, nodeinfoWith({ localBubbleInstances: [] }))).not.toContain('/main/bubble');
  });

  it('publicTimelineVisibility (Akkoma) decides what a visitor sees, never what a member sees', () => {
    const ni = nodeinfoWith({
      localBubbleInstances: ['b.example'],
      publicTimelineVisibility: { local: true, federated: false, bubble: true },
    });
    expect(paths(false, ni)).toEqual(['/main/public', '/main/bubble']);
    expect(paths(true, ni)).toEqual(['/main/friends', '/main/public', '/main/bubble', '/main/all', '/bookmarks']);
    const none = nodeinfoWith({
      localBubbleInstances: ['b.example'],
      publicTimelineVisibility: { local: false, federated: false, bubble: false },
    });
    expect(paths(false, none)).toEqual([]);
  });

  it('without publicTimelineVisibility a visitor never sees the bubble timeline', () => {
    expect(paths(false, nodeinfoWith({ localBubbleInstances: ['b.example'] }))).toEqual(['/main/public', '/main/all']);
  });

  it('an instance that disabled its local or federated timeline does not list it', () => {
    expect(paths(true, nodeinfoWith({ localTimelineAvailable: false }))).toEqual(['/main/friends', '/main/all', '/bookmarks']);
    expect(paths(true, nodeinfoWith({ federatedTimelineAvailable: false }))).toEqual([
      '/main/friends',
      '/main/public',
      '/bookmarks',
    ]);
  });

  it('works on a Mastodon instance without nodeinfo', () => {
    expect(paths(false, null, soapbox<Instance>('mastodon-instance'))).toEqual(['/main/public', '/main/all']);
  });

  it('labels each entry with a message id', () => {
    const entries = selectTimelineMenu(stateAfter(nodeinfoLoaded(pleromaNodeinfo()), loginSucceeded({ me: '1' })));
    expect(entries.map((e) => e.labelId)).toEqual([
      'nav.home_timeline',
      'nav.public_timeline',
      'nav.federated_timeline',
      'nav.bookmarks',
    ]);
  });
});

describe('selectDrawerTimelinePath', () => {
  const drawerPath = (member: boolean, opened: string[], nodeinfo: Nodeinfo = pleromaNodeinfo()) =>
    selectDrawerTimelinePath(
      stateAfter(
        instanceLoaded(pleromaInstance()),
        nodeinfoLoaded(nodeinfo),
        ...(member ? [loginSucceeded({ me: '1' })] : []),
        ...opened.map((key) => timelineOpened({ key })),
      ),
    );

  it('goes to the timeline opened last', () => {
    expect(drawerPath(true, ['friends', 'publicAndExternal'])).toBe('/main/all');
    expect(drawerPath(true, ['public', 'tag:cats'])).toBe('/tag/cats');
    expect(drawerPath(true, ['list:7'])).toBe('/lists/7');
    expect(drawerPath(true, ['bookmarks'])).toBe('/bookmarks');
  });

  it('before any, home for a member and the local timeline for a visitor', () => {
    expect(drawerPath(true, [])).toBe('/main/friends');
    expect(drawerPath(false, [])).toBe('/main/public');
  });

  it('a timeline the viewer may no longer see is not gone back to (signed out after home)', () => {
    const signedOut = stateAfter(
      instanceLoaded(pleromaInstance()),
      nodeinfoLoaded(pleromaNodeinfo()),
      loginSucceeded({ me: '1' }),
      timelineOpened({ key: 'friends' }),
      sessionCleared(),
    );
    expect(selectDrawerTimelinePath(signedOut)).toBe('/main/public');
    expect(drawerPath(false, ['list:7'])).toBe('/main/public');
  });

  it('a private instance gives a visitor no timelines entry', () => {
    expect(drawerPath(false, ['tag:cats'], nodeinfoWith({ private: true }))).toBeNull();
  });
});
