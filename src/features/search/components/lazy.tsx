// The search feature's pieces that other screens show, loaded on demand.
import { lazyRetrying } from '../../../utils/retryImport';
import { LazyBoundary } from '../../../components/ErrorBoundary/ErrorBoundary';

const TagHeaderChunk = lazyRetrying(() => import(/* webpackChunkName: "tag-header" */ './TagHeader'));

/** A tag timeline's counts under its heading (its own small chunk). */
export function TagHeader({ tag }: { tag: string }) {
  return (
    <LazyBoundary>
      <TagHeaderChunk tag={tag} />
    </LazyBoundary>
  );
}
