import type { Instance, Nodeinfo } from '../../../src/api/types';
import { selectApiConfig, selectFrontendConfig, selectInstanceName, selectLandingPaths } from '../../../src/selectors/instance';
import { tokenObtained } from '../../../src/slices/auth';
import {
  frontendConfigLoaded,
  instanceLoaded,
  lastKnownNameRestored,
  nodeinfoLoaded,
  staticConfigLoaded,
} from '../../../src/slices/instance';
import { startupSettled } from '../../../src/slices/ui';
import { preloadedAnswer } from '../../support/fixtures';
import { stateAfter } from '../../support/factories';

describe('selectLandingPaths', () => {
  it('defaults to /main/friends signed in and /main/all signed out', () => {
    expect(selectLandingPaths(stateAfter())).toEqual({ loggedIn: '/main/friends', loggedOut: '/main/all' });
  });

  it('static config.json sets them, the instance pleroma_fe block overrides that', () => {
    const s1 = stateAfter(staticConfigLoaded({ redirectRootLogin: '/main/public', redirectRootNoLogin: '/main/public' }));
    expect(selectLandingPaths(s1)).toEqual({ loggedIn: '/main/public', loggedOut: '/main/public' });
    const s2 = stateAfter(
      staticConfigLoaded({ redirectRootLogin: '/main/public', redirectRootNoLogin: '/main/public' }),
      frontendConfigLoaded({ redirectRootNoLogin: '/about' }),
    );
    expect(selectLandingPaths(s2)).toEqual({ loggedIn: '/main/public', loggedOut: '/about' });
  });

  it('an empty or non-string value falls back to the default', () => {
    expect(selectLandingPaths(stateAfter(frontendConfigLoaded({ redirectRootLogin: '', redirectRootNoLogin: 7 })))).toEqual({
      loggedIn: '/main/friends',
      loggedOut: '/main/all',
    });
  });
});

describe('other instance selectors', () => {
  it('frontend config: the admin pleroma_fe block over the static config', () => {
    const s = stateAfter(staticConfigLoaded({ a: 1, b: 1 }), frontendConfigLoaded({ b: 2 }));
    expect(selectFrontendConfig(s)).toEqual({ a: 1, b: 2 });
  });

  it('instance name: config name, else instance title, else nodeName, else Fediverse', () => {
    expect(selectInstanceName(stateAfter())).toBe('Fediverse');
    const ni = preloadedAnswer<Nodeinfo>('/nodeinfo/2.0.json');
    expect(selectInstanceName(stateAfter(nodeinfoLoaded(ni)))).toBe('Gleasonator');
    const instance = { ...preloadedAnswer<Instance>('/api/v1/instance'), title: 'Title' };
    expect(selectInstanceName(stateAfter(nodeinfoLoaded(ni), instanceLoaded(instance)))).toBe('Title');
    expect(selectInstanceName(stateAfter(instanceLoaded(instance), staticConfigLoaded({ name: 'Configured' })))).toBe(
      'Configured',
    );
  });

  it("the name shown at the last visit stays until start-up has settled, so the bar's words never flip", () => {
    const instance = { ...preloadedAnswer<Instance>('/api/v1/instance'), title: 'Title' };
    const before = stateAfter(lastKnownNameRestored('Admin name'), instanceLoaded(instance));
    expect(selectInstanceName(before)).toBe('Admin name');
    const settled = stateAfter(
      lastKnownNameRestored('Admin name'),
      instanceLoaded(instance),
      frontendConfigLoaded({ name: 'New admin name' }),
      startupSettled(),
    );
    expect(selectInstanceName(settled)).toBe('New admin name');
    // a first visit: nothing stored, the name as it arrives
    expect(selectInstanceName(stateAfter(instanceLoaded(instance)))).toBe('Title');
  });

  it('api config: same origin, with the token once there is one', () => {
    expect(selectApiConfig(stateAfter())).toEqual({ baseUrl: '', token: null });
    expect(selectApiConfig(stateAfter(tokenObtained({ token: 't0k' })))).toEqual({ baseUrl: '', token: 't0k' });
  });
});
