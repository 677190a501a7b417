import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Instance, Nodeinfo } from '../api/types';
import { cleanFrontendConfig, cleanInstance } from '../schemas/instance';
import type { MissingFeature } from '../missingFeatures';

/** This frontend's configuration and the admin's, as kept for the next start. */
export interface KeptConfig {
  staticConfig: Record<string, unknown>;
  frontendConfig: Record<string, unknown>;
}

/**
 * What the server says about itself. Capabilities are derived from it in one place
 * (src/capabilities.ts via selectors/instance.ts), never stored twice. Its image URLs (thumbnail, logo,
 * background…) are checked on the way in (schemas/instance.ts), whichever saga or preloaded block delivered it.
 */
export interface InstanceState {
  /** /static/config.json of this frontend */
  staticConfig: Record<string, unknown>;
  /** pleroma_fe block of /api/pleroma/frontend_configurations: the admin's defaults */
  frontendConfig: Record<string, unknown>;
  instance: Instance | null;
  nodeinfo: Nodeinfo | null;
  termsOfService: string | null;
  /**
   * Features the server's own answers showed missing this session (missingFeatures.ts): selectCapabilities turns
   * them off over the capability table, so every screen hides them the same way.
   */
  missingFeatures: MissingFeature[];
  /** the name shown at the last visit (browser storage): the top bar's until start-up has settled, so it never flips */
  lastKnownName: string | null;
  /**
   * the two configurations as the last visit settled them (browser storage): shown until start-up has settled
   * (selectors/instance.ts), so what they set on the first screen does not change under the reader
   */
  lastKnownConfig: KeptConfig | null;
}

const initialState: InstanceState = {
  staticConfig: {},
  frontendConfig: {},
  instance: null,
  nodeinfo: null,
  termsOfService: null,
  missingFeatures: [],
  lastKnownName: null,
  lastKnownConfig: null,
};

const instanceSlice = createSlice({
  name: 'instance',
  initialState,
  reducers: {
    lastKnownNameRestored(state, action: PayloadAction<string>) {
      state.lastKnownName = action.payload;
    },
    lastKnownConfigRestored(state, action: PayloadAction<KeptConfig>) {
      const { staticConfig, frontendConfig } = action.payload;
      state.lastKnownConfig = {
        staticConfig: cleanFrontendConfig(staticConfig),
        frontendConfig: cleanFrontendConfig(frontendConfig),
      };
    },
    staticConfigLoaded(state, action: PayloadAction<Record<string, unknown>>) {
      state.staticConfig = cleanFrontendConfig(action.payload);
    },
    frontendConfigLoaded(state, action: PayloadAction<Record<string, unknown>>) {
      state.frontendConfig = cleanFrontendConfig(action.payload);
    },
    instanceLoaded(state, action: PayloadAction<Instance>) {
      state.instance = cleanInstance(action.payload);
    },
    nodeinfoLoaded(state, action: PayloadAction<Nodeinfo>) {
      state.nodeinfo = action.payload;
    },
    termsOfServiceLoaded(state, action: PayloadAction<string>) {
      state.termsOfService = action.payload;
    },
    /** sagas/missingFeatures.ts: the server showed it lacks this feature; it stays off for the session */
    featureMissing(state, action: PayloadAction<{ feature: MissingFeature }>) {
      if (!state.missingFeatures.includes(action.payload.feature)) state.missingFeatures.push(action.payload.feature);
    },
  },
});

export const {
  staticConfigLoaded,
  frontendConfigLoaded,
  instanceLoaded,
  nodeinfoLoaded,
  termsOfServiceLoaded,
  featureMissing,
  lastKnownNameRestored,
  lastKnownConfigRestored,
} = instanceSlice.actions;
export default instanceSlice.reducer;
