import { createRoot } from 'react-dom/client';
import './theme/base.css';
import { createAppStore } from './store';
import { initActionLog } from './store/actionLog';
import { App } from './App';

const development = process.env.NODE_ENV !== 'production';
initActionLog(development);
const store = createAppStore({ devTools: development });

const container = document.getElementById('app');
if (container) createRoot(container).render(<App store={store} />);
