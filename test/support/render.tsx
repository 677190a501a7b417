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

/** Renders with a real store (reducers only, no sagas), English messages and a memory router. */
export function renderWithStore(
  ui: ReactElement,
  { preloadedState, route = '/' }: Options = {},
): RenderResult & { store: AppStore } {
  const store = createAppStore({ runSagas: false, preloadedState });
  const result = render(ui, {
    wrapper: ({ children }) => (
      <Wrapper store={store} route={route}>
        {children}
      </Wrapper>
    ),
  });
  return { ...result, store };
}

const mockStoreCreator = configureMockStore<RootState>([]);

/** Renders with a redux-mock-store: state stays fixed, dispatched intents are read with store.getActions(). */
export function renderWithMockStore(
  ui: ReactElement,
  { state = stateAfter(), route = '/' }: { state?: RootState; route?: string } = {},
): RenderResult & { store: MockStoreEnhanced<RootState> } {
  const store = mockStoreCreator(state);
  const result = render(ui, {
    wrapper: ({ children }) => (
      <Wrapper store={store} route={route}>
        {children}
      </Wrapper>
    ),
  });
  return { ...result, store };
}

export const dispatchedActions = (store: MockStoreEnhanced<RootState>): UnknownAction[] => store.getActions() as UnknownAction[];

/** Shows the router's current path, for redirect tests. */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}
