import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router';
import type { AppStore } from '../store/index';
import { useAppSelector } from '../store/hooks';
import { I18nProvider } from '../i18n/I18nProvider';
import { AppRoutes } from './routes';
import { Spinner } from '../components/Spinner/Spinner';

/** Mounts the routes once the start-up sequence has run (spec 000 §4: "then mount"). */
function Booted() {
  const booted = useAppSelector((s) => s.ui.booted);
  return booted ? <AppRoutes /> : <Spinner />;
}

export function App({ store }: { store: AppStore }) {
  return (
    <Provider store={store}>
      <I18nProvider>
        <BrowserRouter>
          <Booted />
        </BrowserRouter>
      </I18nProvider>
    </Provider>
  );
}
