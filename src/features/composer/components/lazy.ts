import { lazyRetrying } from '../../../utils/retryImport';

// The composer is one chunk ("composer"): nothing of it is needed to draw a timeline. Wrap these in <Suspense>.
export const ComposerModal = lazyRetrying(() => import(/* webpackChunkName: "composer" */ './ComposerModal'));
export const InlineComposer = lazyRetrying(() => import(/* webpackChunkName: "composer" */ './InlineComposer'));
export const PanelPostForm = lazyRetrying(() => import(/* webpackChunkName: "composer" */ './PanelPostForm'));
// Its own small chunk: on phones it is on the first screen, the form is not.
export const FloatingPostButton = lazyRetrying(() => import(/* webpackChunkName: "post-button" */ './FloatingPostButton'));
