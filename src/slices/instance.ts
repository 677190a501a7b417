import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Instance, Nodeinfo } from '../api/types';
import { cleanFrontendConfig, cleanInstance } from '../schemas/instance';

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
}

const initialState: InstanceState = {
  staticConfig: {},
  frontendConfig: {},
  instance: null,
  nodeinfo: null,
  termsOfService: null,
};

const instanceSlice = createSlice({
  name: 'instance',
  initialState,
  reducers: {
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
  },
});

export const { staticConfigLoaded, frontendConfigLoaded, instanceLoaded, nodeinfoLoaded, termsOfServiceLoaded } =
  instanceSlice.actions;
export default instanceSlice.reducer;
