import { createRoot } from 'react-dom/client';
import './theme/fonts.css';
import './theme/base.css';
import { createAppStore } from './store';
import { initActionLog } from './store/actionLog';
import { App } from './app/App';
import { readerLanguage } from './i18n/I18nProvider';
import { loadMessages } from './i18n/loadMessages';
import { isSanitizerReady, prepareSanitizer } from './utils/sanitize';

// The messages chunk (preloaded by index.html) is asked for first: every first screen waits for it.
void loadMessages(readerLanguage());
// Without the browser's HTML Sanitizer API, DOMPurify's chunk comes before the first render (utils/sanitize.ts).
const sanitizer = prepareSanitizer();
const development = process.env.NODE_ENV !== 'production';
initActionLog(development);
// Redux DevTools can import a log recorded elsewhere: in development every lazy feature is in place first.
if (development) void import('./store/lazyFeatures').then((m) => m.loadAllFeatures());
const store = createAppStore({ devTools: development });

const container = document.getElementById('app');
const render = () => {
  if (container) createRoot(container).render(<App store={store} />);
};
if (isSanitizerReady()) render();
else void sanitizer.then(render);
