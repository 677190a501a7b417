import { useEffect, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Spinner } from '../Spinner/Spinner';

type FlashState = 'idle' | 'loading' | 'loaded' | 'error';

/**
 * Ruffle's page, on our own origin: it has a policy of its own that lets Ruffle compile WebAssembly, which the app's
 * page does not allow (docs/architecture.md, "Media"). The build copies Ruffle from its npm package beside it.
 */
export const PLAYER_PAGE = '/static/ruffle/player.html';
const SOURCE = 'fedi-flash';
/** as long as a chunk may take (webpack.config.ts): the player fetches some 14 MB of WebAssembly */
const LOAD_TIMEOUT_MS = 120_000;

interface PlayerMessage {
  source: typeof SOURCE;
  state: 'ready' | 'loaded' | 'error';
  reason?: string;
}

const isPlayerMessage = (data: unknown): data is PlayerMessage =>
  typeof data === 'object' && data !== null && (data as { source?: unknown }).source === SOURCE;

/** Flash content: idle until asked, then loading, loaded, or error (general.flash_fail). */
export function FlashPlayer({ url, label }: { url: string; label: string }) {
  const [state, setState] = useState<FlashState>('idle');
  const frame = useRef<HTMLIFrameElement>(null);
  useEffect(() => {
    if (state !== 'loading') return;
    let ready = false;
    const fail = (reason: string) => {
      console.warn('flash player failed:', reason); // the spec logs the reason; the reader gets general.flash_fail
      setState('error');
    };
    const onMessage = (event: MessageEvent) => {
      const player = frame.current?.contentWindow;
      if (event.origin !== window.location.origin || !player || event.source !== player || !isPlayerMessage(event.data)) return;
      if (event.data.state === 'ready') {
        ready = true;
        player.postMessage({ source: SOURCE, url: new URL(url, window.location.href).href }, window.location.origin);
      } else if (event.data.state === 'loaded') setState('loaded');
      else fail(event.data.reason ?? 'unknown');
    };
    // A frame the policy refused (a server that forbids framing, as Pleroma's does) still fires load, with the
    // browser's error page in it, which is not of our origin; a missing page is the app's index. Either way there
    // is no player stage. (Its 'ready' may come after this event: the two travel on different task queues.)
    const onFrameLoad = () => {
      let stage: Element | null = null;
      try {
        stage = frame.current?.contentDocument?.getElementById('stage') ?? null;
      } catch {
        stage = null;
      }
      if (!ready && !stage) fail(`${PLAYER_PAGE} did not start (refused as a frame, or missing)`);
    };
    const iframe = frame.current;
    iframe?.addEventListener('load', onFrameLoad);
    window.addEventListener('message', onMessage);
    const timer = setTimeout(() => fail('timed out'), LOAD_TIMEOUT_MS);
    return () => {
      clearTimeout(timer);
      iframe?.removeEventListener('load', onFrameLoad);
      window.removeEventListener('message', onMessage);
    };
  }, [state, url]);
  return (
    <div className={`flash flash-${state}`} data-flash-state={state}>
      {(state === 'loading' || state === 'loaded') && (
        <iframe ref={frame} className="flash-stage" src={PLAYER_PAGE} title={label} allow="fullscreen; autoplay" />
      )}
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
