import { useEffect, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Spinner } from '../Spinner/Spinner';

type FlashState = 'idle' | 'loading' | 'loaded' | 'error';

interface RufflePlayer extends HTMLElement {
  load: (url: string) => Promise<void>;
}
interface RuffleGlobal {
  newest: () => { createPlayer: () => RufflePlayer } | null;
}

const PLAYER_SCRIPT = '/static/ruffle/ruffle.js';
let playerScript: Promise<void> | null = null;

/** The player script, fetched once and only when someone presses play. */
function loadPlayerScript(): Promise<void> {
  playerScript ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = PLAYER_SCRIPT;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      playerScript = null; // a later press may try again
      reject(new Error(`could not load ${PLAYER_SCRIPT}`));
    };
    document.head.appendChild(script);
  });
  return playerScript;
}

declare global {
  interface Window {
    /** set by Ruffle's script once it has loaded */
    RufflePlayer?: RuffleGlobal;
  }
}

const ruffle = () => window.RufflePlayer;

/** Flash content: idle until asked, then loading, loaded, or error (general.flash_fail). */
export function FlashPlayer({ url, label }: { url: string; label: string }) {
  const [state, setState] = useState<FlashState>('idle');
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (state !== 'loading') return;
    let cancelled = false;
    loadPlayerScript()
      .then(async () => {
        const player = ruffle()?.newest()?.createPlayer();
        if (!player) throw new Error('no flash player in the player script');
        if (cancelled || !container.current) return;
        container.current.replaceChildren(player);
        await player.load(url);
        if (!cancelled) setState('loaded');
      })
      .catch((error: unknown) => {
        console.warn('flash player failed', error); // the spec logs the reason; the user gets general.flash_fail
        if (!cancelled) setState('error');
      });
    return () => {
      cancelled = true;
    };
  }, [state, url]);
  return (
    <div className={`flash flash-${state}`} data-flash-state={state}>
      <div ref={container} className="flash-stage" aria-label={label} />
      {state === 'idle' && (
        <button type="button" className="flash-play" onClick={() => setState('loading')}>
          <FormattedMessage id="media.flash_play" />
        </button>
      )}
      {state === 'loading' && <Spinner />}
      {state === 'error' && (
        <p className="flash-error" role="alert">
          <FormattedMessage id="general.flash_fail" />
        </p>
      )}
    </div>
  );
}
