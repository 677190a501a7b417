import type { ReactElement, ReactNode } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter, useLocation } from 'react-router';
import { Provider } from 'react-redux';
import configureMockStore, { type MockStoreEnhanced } from 'redux-mock-store';
import type { UnknownAction } from '@reduxjs/toolkit';
import en from '../../locales/en.json';
import { createAppStore, type AppStore, type RootState } from '../../src/store';
import { stateAfter } from './factories';
import type { Saga } from 'redux-saga';
import { runSagaInStore } from './sagaStore';

interface Options {
  /** a state to start from; missing slices come from the real reducer's initial state */
  preloadedState?: Partial<RootState>;
  route?: string;
}

function Wrapper({
  store,
  route,
  children,
}: {
  store: AppStore | MockStoreEnhanced<RootState>;
  route: string;
  children: ReactNode;
}) {
  return (
    <Provider store={store}>
      <IntlProvider locale="en" defaultLocale="en" messages={en}>
        <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
      </IntlProvider>
    </Provider>
  );
}

/** Renders ui inside the given store, English messages and a memory router at route. */
function renderIn<S extends AppStore | MockStoreEnhanced<RootState>>(
  ui: ReactElement,
  store: S,
  route: string,
): RenderResult & { store: S } {
  const result = render(ui, {
    wrapper: ({ children }) => (
      <Wrapper store={store} route={route}>
        {children}
      </Wrapper>
    ),
  });
  return { ...result, store };
}

/** Renders with a real store (reducers only, no sagas), English messages and a memory router. */
export function renderWithStore(
  ui: ReactElement,
  { preloadedState, route = '/' }: Options = {},
): RenderResult & { store: AppStore } {
  return renderIn(ui, createAppStore({ runSagas: false, preloadedState }), route);
}

/** Renders with a real store running one saga (the feature's own side effects, without start-up). */
export function renderWithSaga(
  ui: ReactElement,
  saga: Saga,
  { preloadedState, route = '/' }: Options = {},
): RenderResult & { store: AppStore } {
  return renderIn(ui, runSagaInStore(saga, preloadedState).store as AppStore, route);
}

const mockStoreCreator = configureMockStore<RootState>([]);

/** Renders with a redux-mock-store: state stays fixed, dispatched intents are read with store.getActions(). */
export function renderWithMockStore(
  ui: ReactElement,
  { state = stateAfter(), route = '/' }: { state?: RootState; route?: string } = {},
): RenderResult & { store: MockStoreEnhanced<RootState> } {
  return renderIn(ui, mockStoreCreator(state), route);
}

export const dispatchedActions = (store: MockStoreEnhanced<RootState>): UnknownAction[] => store.getActions() as UnknownAction[];

/** Shows the router's current path, for redirect tests. */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}
