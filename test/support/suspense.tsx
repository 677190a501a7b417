// Something above a component suspending after it was shown (a lazy chunk, data): React hides the shown subtree and
// takes its effects down, then shows it again and runs them anew. Tests of what must survive that use this.
import { Suspense, use, type ReactElement, type ReactNode } from 'react';
import { act } from '@testing-library/react';

export interface SuspenseAbove {
  /** the tree to render: `children` beside a sibling that suspends once `suspendNow` ran (pass a new `round`) */
  tree: (children: ReactNode, round: string) => ReactElement;
  suspendNow: () => void;
  /** resolves what suspended, inside act, so the hidden subtree shows again */
  release: () => Promise<void>;
}

export function suspenseAbove(): SuspenseAbove {
  let resolve = () => {};
  const pending = new Promise<void>((done) => {
    resolve = done;
  });
  let suspending = false;
  function Sibling() {
    if (suspending) use(pending);
    return null;
  }
  return {
    tree: (children, round) => (
      <Suspense fallback={<p>loading</p>}>
        <Sibling key={round} />
        {children}
      </Suspense>
    ),
    suspendNow: () => {
      suspending = true;
    },
    release: async () => {
      suspending = false;
      await act(async () => {
        resolve();
        await pending;
      });
    },
  };
}
