import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '../store/rootReducer';
import { getCapabilities, type Capabilities } from '../capabilities';
import { instanceDomain } from '../utils/acct';
import type { ApiConfig } from '../api/client';

/**
 * The capability table (capabilities.ts) with what the server's own answers showed missing this session turned
 * off (missingFeatures.ts): every screen that hides a feature asks here, so they all hide it at once.
 */
export const selectCapabilities = createSelector(
  [(s: RootState) => s.instance.instance, (s: RootState) => s.instance.nodeinfo, (s: RootState) => s.instance.missingFeatures],
  (instance, nodeinfo, missing): Capabilities => {
    const table = getCapabilities(instance, nodeinfo);
    if (missing.length === 0) return table;
    const off = { ...table };
    for (const feature of missing) off[feature] = false;
    return off;
  },
);

/** The host the instance names itself by (its document's `uri` or `domain`): accounts on it are local. */
export const selectInstanceDomain = createSelector([(s: RootState) => s.instance.instance], (instance) =>
  instanceDomain(instance),
);

/** Where API calls go and with which token. The client is served by its instance: same origin. */
export const selectApiConfig = createSelector([(s: RootState) => s.auth.token], (token): ApiConfig => ({ baseUrl: '', token }));

/**
 * The configurations shown: until start-up has settled, the ones the last visit settled on when they were kept
 * (sagas/persistence.ts), so what they set on the first screen (the logo, the admin's display defaults) is there from
 * its first frame and does not change under the reader as the answers come (a warm start mounts before either has
 * answered); then the server's own. The name has its own last-known value (below): it may come from elsewhere.
 */
const selectShownConfig = (s: RootState) => (!s.ui.settled && s.instance.lastKnownConfig) || s.instance;

/** The admin's pleroma_fe configuration, as shown. */
export const selectAdminConfig = (s: RootState): Record<string, unknown> => selectShownConfig(s).frontendConfig;

/** The frontend's static config overlaid by the admin's pleroma_fe configuration, as shown. */
export const selectFrontendConfig = createSelector(
  [(s: RootState) => selectShownConfig(s).staticConfig, selectAdminConfig],
  (staticConfig, frontendConfig): Record<string, unknown> => ({ ...staticConfig, ...frontendConfig }),
);

const stringOr = (value: unknown, fallback: string) => (typeof value === 'string' && value ? value : fallback);

/** The name the server goes by now that start-up has settled: the admin's, the instance's, NodeInfo's. */
export const selectSettledInstanceName = createSelector(
  [selectFrontendConfig, (s: RootState) => s.instance.instance, (s: RootState) => s.instance.nodeinfo],
  (config, instance, nodeinfo) =>
    stringOr(config.name, stringOr(instance?.title, stringOr(nodeinfo?.metadata?.nodeName, 'Fediverse'))),
);

/**
 * The name shown: until start-up has settled, the one shown last time (the admin's name arrives after the mount, and
 * the bar must not change its words under the reader); the settled one after, and on a first visit.
 */
export const selectInstanceName = (s: RootState): string =>
  (!s.ui.settled && s.instance.lastKnownName) || selectSettledInstanceName(s);

/** Root redirects (spec 000 §2): defaults /main/friends signed in, /main/all signed out. */
export const selectLandingPaths = createSelector([selectFrontendConfig], (config) => ({
  loggedIn: stringOr(config.redirectRootLogin, '/main/friends'),
  loggedOut: stringOr(config.redirectRootNoLogin, '/main/all'),
}));
