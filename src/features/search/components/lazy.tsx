// The search feature's pieces that other screens show, loaded on demand.
import { Suspense } from 'react';
import { lazyRetrying } from '../../../utils/retryImport';

const TagHeaderChunk = lazyRetrying(() => import(/* webpackChunkName: "tag-header" */ './TagHeader'));

/** A tag timeline's counts under its heading (its own small chunk). */
export function TagHeader({ tag }: { tag: string }) {
  return (
    <Suspense fallback={null}>
      <TagHeaderChunk tag={tag} />
    </Suspense>
  );
}
