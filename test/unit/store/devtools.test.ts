import { compose, type UnknownAction } from '@reduxjs/toolkit';
import { REDACTED } from '../../../src/store/redact';

interface DevToolsOptions {
  name?: string;
  actionSanitizer?: (action: UnknownAction, id: number) => UnknownAction;
  stateSanitizer?: (state: unknown, index: number) => unknown;
}

declare global {
  interface Window {
    __REDUX_DEVTOOLS_EXTENSION_COMPOSE__?: (options: DevToolsOptions) => typeof compose;
  }
}

afterEach(() => {
  delete window.__REDUX_DEVTOOLS_EXTENSION_COMPOSE__;
});

describe('Redux DevTools wiring', () => {
  it('createAppStore with devTools on works in a page without the extension', async () => {
    await jest.isolateModulesAsync(async () => {
      const { createAppStore } = await import('../../../src/store');
      const store = createAppStore({ devTools: true, runSagas: false });
      store.dispatch({ type: 'ui/bootFinished' });
      expect(store.getState().ui.booted).toBe(true);
    });
  });

  it('hands the extension sanitizers that redact secrets from actions and state', async () => {
    let options: DevToolsOptions | null = null;
    window.__REDUX_DEVTOOLS_EXTENSION_COMPOSE__ = (opts) => {
      options = opts;
      return compose;
    };
    await jest.isolateModulesAsync(async () => {
      const { createAppStore } = await import('../../../src/store');
      const { loginRequested, authRestored } = await import('../../../src/slices/auth');
      const store = createAppStore({ devTools: true, runSagas: false });
      store.dispatch(authRestored({ app: { clientId: 'cid', clientSecret: 'cs' }, token: 'tok', lastLoginName: null }));
      expect(options).not.toBeNull();
      const opts = options as unknown as DevToolsOptions;
      expect(opts.name).toBe('fedi-client');
      const action = opts.actionSanitizer?.(loginRequested({ username: 'lain', password: 'pw' }), 0);
      expect(action).toEqual({ type: 'auth/loginRequested', payload: { username: 'lain', password: REDACTED } });
      const state = opts.stateSanitizer?.(store.getState(), 0) as ReturnType<typeof store.getState>;
      expect(state.auth.token).toBe(REDACTED);
      expect(state.auth.app).toEqual({ clientId: 'cid', clientSecret: REDACTED });
      // the live state is untouched
      expect(store.getState().auth.token).toBe('tok');
    });
  });

  it('without devTools the extension is not asked', async () => {
    const ext = jest.fn(() => compose);
    window.__REDUX_DEVTOOLS_EXTENSION_COMPOSE__ = ext;
    await jest.isolateModulesAsync(async () => {
      const { createAppStore } = await import('../../../src/store');
      createAppStore({ devTools: false, runSagas: false });
    });
    expect(ext).not.toHaveBeenCalled();
  });
});
