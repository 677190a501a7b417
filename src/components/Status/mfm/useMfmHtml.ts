import { useEffect, useState } from 'react';
import type { Mention } from '../../../api/types';
import { retryImport } from '../../../utils/retryImport';

/** A Misskey-markdown source rendered by the MFM chunk; null until it has loaded (or when there is no source). */
export function useMfmHtml(source: string | null, mentions: readonly Mention[]): string | null {
  const [rendered, setRendered] = useState<{ source: string; html: string } | null>(null);
  useEffect(() => {
    if (source === null) return undefined;
    let live = true;
    retryImport(() => import(/* webpackChunkName: "mfm" */ './renderMfm'))
      .then(({ renderMfm }) => live && setRendered({ source, html: renderMfm(source, mentions) }))
      // the source stays shown as plain text
      .catch((error: unknown) => console.warn('[mfm] renderer not loaded', error instanceof Error ? error.message : error));
    return () => {
      live = false;
    };
  }, [source, mentions]);
  return rendered && rendered.source === source ? rendered.html : null;
}
