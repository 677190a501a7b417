import { lazy } from 'react';

// The composer is one chunk ("composer"): nothing of it is needed to draw a timeline. Wrap these in <Suspense>.
export const ComposerModal = lazy(() => import(/* webpackChunkName: "composer" */ './ComposerModal'));
export const InlineComposer = lazy(() => import(/* webpackChunkName: "composer" */ './InlineComposer'));
export const PanelPostForm = lazy(() => import(/* webpackChunkName: "composer" */ './PanelPostForm'));
// Its own small chunk: on phones it is on the first screen, the form is not.
export const FloatingPostButton = lazy(() => import(/* webpackChunkName: "post-button" */ './FloatingPostButton'));
