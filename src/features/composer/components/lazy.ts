import { withMessages } from '../../../i18n/loadMessages';
import { lazyRetrying } from '../../../utils/retryImport';

// The composer is one chunk ("composer"): nothing of it is needed to draw a timeline. Wrap these in <Suspense>.
// Its messages travel in the 'extra' part (i18n/messageParts.ts), which each waits for.
export const ComposerModal = lazyRetrying(
  withMessages('extra', () => import(/* webpackChunkName: "composer" */ './ComposerModal')),
);
export const InlineComposer = lazyRetrying(
  withMessages('extra', () => import(/* webpackChunkName: "composer" */ './InlineComposer')),
);
export const PanelPostForm = lazyRetrying(
  withMessages('extra', () => import(/* webpackChunkName: "composer" */ './PanelPostForm')),
);
// Its own small chunk: on phones it is on the first screen, the form is not.
export const FloatingPostButton = lazyRetrying(() => import(/* webpackChunkName: "post-button" */ './FloatingPostButton'));
