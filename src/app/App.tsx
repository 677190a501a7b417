import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router';
import type { AppStore } from '../store/index';
import { useAppSelector } from '../store/hooks';
import { I18nProvider } from '../i18n/I18nProvider';
import { AppRoutes, preloadScreen } from './routes';
import { ScreenPreloadContext } from '../components/RouterLink';
import { useLayoutEffect } from 'react';
import { removeSkeleton } from './shell/skeleton';

/**
 * Mounts the routes once what the first screen needs has arrived (sagas/boot.ts). Until then the frame index.html
 * painted stays; it goes in the commit that puts the app's own shell in its place, before that is painted.
 */
function Booted() {
  const booted = useAppSelector((s) => s.ui.booted);
  useLayoutEffect(() => {
    if (booted) removeSkeleton();
  }, [booted]);
  return booted ? <AppRoutes /> : null;
}

export function App({ store }: { store: AppStore }) {
  return (
    <Provider store={store}>
      <I18nProvider>
        {/* Not transitions: a screen rendered as one is drawn in slices that every store update restarts, and after a
            sign-in the member's chrome's answers held the home timeline back by half a second (issue 25). */}
        <BrowserRouter useTransitions={false}>
          <ScreenPreloadContext.Provider value={preloadScreen}>
            <Booted />
          </ScreenPreloadContext.Provider>
        </BrowserRouter>
      </I18nProvider>
    </Provider>
  );
}
