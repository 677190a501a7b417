import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer, type RootState } from '../../store/rootReducer';
import { aboutOpened, instancePanelRequested } from './aboutIntents';

type LoadState = 'idle' | 'loading' | 'loaded' | 'failed';

export interface AboutState {
  /** /instance/panel.html as the server sent it (sanitized where shown); '' when it has none */
  panel: { state: LoadState; html: string };
  /** nodeinfo's staffAccounts resolved to accounts (ids in the entity store), in the order given */
  staff: { state: LoadState; ids: string[] };
}

const initialState: AboutState = { panel: { state: 'idle', html: '' }, staff: { state: 'idle', ids: [] } };

const aboutSlice = createSlice({
  name: 'about',
  initialState,
  reducers: {
    instancePanelLoaded(state, action: PayloadAction<{ html: string } | { failed: true }>) {
      state.panel = 'html' in action.payload ? { state: 'loaded', html: action.payload.html } : { state: 'failed', html: '' };
    },
    staffLoaded(state, action: PayloadAction<{ ids: string[] } | { failed: true }>) {
      state.staff = 'ids' in action.payload ? { state: 'loaded', ids: action.payload.ids } : { state: 'failed', ids: [] };
    },
  },
  extraReducers: (builder) => {
    builder.addCase(instancePanelRequested, (state) => {
      if (state.panel.state === 'idle' || state.panel.state === 'failed') state.panel.state = 'loading';
    });
    builder.addCase(aboutOpened, (state) => {
      if (state.panel.state === 'idle' || state.panel.state === 'failed') state.panel.state = 'loading';
      if (state.staff.state === 'idle' || state.staff.state === 'failed') state.staff.state = 'loading';
    });
  },
});

export const { instancePanelLoaded, staffLoaded } = aboutSlice.actions;

declare module '../../store/rootReducer' {
  interface LazyLoadedSlices extends WithSlice<typeof aboutSlice> {}
}

const injectedAbout = aboutSlice.injectInto(rootReducer);
export const selectAboutState = (state: RootState) => injectedAbout.selectSlice(state);
