import { useCallback, useEffect, useLayoutEffect, useRef, useState, type MouseEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Attachment } from '../../api/types';
import { Modal } from '../Modal/Modal';
import { Spinner } from '../Spinner/Spinner';
import { mediaKind } from '../Media/mediaKind';
import { useImageFailed } from '../FallbackImage/FallbackImage';
import { safeUrl } from '../../schemas/urls';
import { FlashPlayer } from './FlashPlayer';
import { useViewerGestures } from './useViewerGestures';
import { KEY_ZOOM_STEP } from './zoomMath';
import './MediaViewer.css';
import { inlineSign } from '../../utils/direction';
import { leaveViewerEntry, pushViewerEntry } from './viewerHistory';

interface Props {
  /** the viewable attachments of one status */
  attachments: Attachment[];
  index: number;
  onClose: () => void;
}

/**
 * spec 000 §9: the viewer goes 100 ms after it is asked to, so the tap that closed it on a phone (and the click the
 * browser makes of it) lands on the viewer, not on whatever is under it on the page.
 */
export const CLOSE_DELAY_MS = 100;

/**
 * The media viewer modal (lazy chunk "media-viewer"): one item at a time, wrapping arrows, keys, swipe; images zoom
 * (pinch, double tap, wheel, + − 0) and pan within their bounds (drag, arrows) — see useViewerGestures.
 */
export default function MediaViewer({ attachments, index, onClose }: Props) {
  const intl = useIntl();
  const count = attachments.length;
  const [current, setCurrent] = useState(() => Math.min(Math.max(index, 0), count - 1));
  const [loaded, setLoaded] = useState(false);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  const go = useCallback(
    (step: 1 | -1) => {
      if (count < 2) return;
      setCurrent((at) => (at + step + count) % count);
      setLoaded(false);
    },
    [count],
  );
  const stageRef = useRef<HTMLDivElement>(null);
  const imageRef = useRef<HTMLDivElement>(null);
  const { zoom, zoomed, gesturing, zoomBy, pan, reset, reclamp, pressStarted, consumeGesture } = useViewerGestures(go, {
    stage: stageRef,
    image: imageRef,
  });
  useEffect(reset, [current, reset]); // a new item starts unzoomed
  useEffect(() => {
    window.addEventListener('resize', reclamp);
    return () => window.removeEventListener('resize', reclamp);
  }, [reclamp]);
  const [leaving, setLeaving] = useState(false);

  // Browser back closes (viewerHistory.ts). The opener pushed the entry; a viewer shown without one (tests, a
  // remount) pushes it here, in a layout effect, so it is there by the time the viewer is on screen.
  useLayoutEffect(() => {
    pushViewerEntry();
    let popped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onPop = () => {
      if (popped) return;
      popped = true;
      setLeaving(true);
      timer = setTimeout(() => onCloseRef.current(), CLOSE_DELAY_MS);
    };
    window.addEventListener('popstate', onPop);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('popstate', onPop);
    };
  }, []);
  // one back per viewer: a second Escape before the popstate arrives must not leave the page
  const closing = useRef(false);
  const close = useCallback(() => {
    if (closing.current) return;
    closing.current = true;
    if (!leaveViewerEntry()) onCloseRef.current();
  }, []);

  // Escape is the Modal's (the dialog's cancel event, which calls close). + − 0 zoom an image; the arrows pan a
  // zoomed one, else Left and Right step through the items.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey) return; // the browser's own zoom keys stay its own
      const { key } = event;
      let done: boolean;
      if (key === '+' || key === '=') done = zoomBy(KEY_ZOOM_STEP);
      else if (key === '-' || key === '_' || key === '\u2212') done = zoomBy(1 / KEY_ZOOM_STEP);
      else if (key === '0') {
        reset();
        done = true;
      } else if (zoomed && key.startsWith('Arrow')) {
        // the view moves toward the arrow, as scrolling would
        done = pan(key === 'ArrowRight' ? 1 : key === 'ArrowLeft' ? -1 : 0, key === 'ArrowDown' ? 1 : key === 'ArrowUp' ? -1 : 0);
      } else if (key === 'ArrowLeft' || key === 'ArrowRight') {
        // the arrow toward the end of a line goes on: right in English, left in Arabic
        go(key === 'ArrowRight' ? inlineSign() : inlineSign() === 1 ? -1 : 1);
        done = true;
      } else return;
      if (done) event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [go, zoomBy, pan, reset, zoomed]);

  const onBackdropClick = (event: MouseEvent) => {
    if (consumeGesture()) return;
    if (event.target === event.currentTarget) close();
  };

  const attachment = attachments[current];
  const [imageFailed, onImageError] = useImageFailed(attachment?.url);
  if (!attachment) return null;
  const kind = mediaKind(attachment);
  const description = attachment.description ?? '';
  const label = description || intl.formatMessage({ id: 'status.attachment' });
  // the server's original (remote) file where it has a safe one, else the one that failed here
  const fileUrl = safeUrl(attachment.remote_url) ?? attachment.url;
  // The focus starts on the dialog itself (the arrow keys work at once) and goes back to the opening tile on closing.
  return (
    <Modal
      className={leaving ? 'media-viewer media-viewer-closing' : 'media-viewer'}
      aria-label={intl.formatMessage({ id: 'media_viewer.label' })}
      tabIndex={-1}
      initialFocus={(dialog) => dialog}
      onClose={close}
      onClick={onBackdropClick}
    >
      {/* The listeners are the gestures' (the keyboard has its own keys on the window) and the backdrop click. */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions */}
      <div
        ref={stageRef}
        className={gesturing ? 'media-viewer-stage media-viewer-gesturing' : 'media-viewer-stage'}
        data-zoomed={zoomed}
        onPointerDownCapture={pressStarted}
        onClick={onBackdropClick}
      >
        {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- a click beside the picture closes, as the backdrop's; the keyboard has Escape and the Close button */}
        <figure className="media-viewer-figure" onClick={onBackdropClick} data-kind={kind}>
          {kind === 'image' && imageFailed && (
            // what a missing picture shows: a plain box saying so, with the file's own address to try
            <div className="media-viewer-failed" role="img" aria-label={label}>
              <p>
                <FormattedMessage id="media_viewer.image_failed" />
              </p>
              {fileUrl && (
                <a href={fileUrl} target="_blank" rel="noopener noreferrer nofollow">
                  <FormattedMessage id="media_viewer.open_file" />
                </a>
              )}
            </div>
          )}
          {kind === 'image' && !imageFailed && (
            <>
              {!loaded && <Spinner />}
              {/* the frame keeps the image's unzoomed box, which the zoom's bounds are measured from */}
              <div className="media-viewer-zoom-frame" ref={imageRef}>
                <img
                  key={attachment.id}
                  src={attachment.url}
                  alt={label}
                  draggable={false}
                  className={loaded ? 'media-viewer-image' : 'media-viewer-image media-viewer-loading'}
                  style={zoomed ? { transform: `translate(${zoom.x}px, ${zoom.y}px) scale(${zoom.scale})` } : undefined}
                  data-scale={Math.round(zoom.scale * 100) / 100}
                  onLoad={() => setLoaded(true)}
                  onError={() => {
                    setLoaded(true);
                    onImageError();
                  }}
                />
              </div>
            </>
          )}
          {kind === 'video' && (
            // eslint-disable-next-line jsx-a11y/media-has-caption -- a member's upload: servers store no caption track, only the description (the label and the figcaption)
            <video key={attachment.id} src={attachment.url} controls autoPlay playsInline aria-label={label} />
          )}
          {kind === 'audio' && (
            // eslint-disable-next-line jsx-a11y/media-has-caption -- as the video above: no caption track exists
            <audio key={attachment.id} src={attachment.url} controls autoPlay aria-label={label} />
          )}
          {kind === 'flash' && <FlashPlayer key={attachment.id} url={attachment.url} label={label} />}
          {description && <figcaption className="media-viewer-description">{description}</figcaption>}
        </figure>
      </div>
      {count > 1 && (
        <>
          <button
            type="button"
            className="media-viewer-arrow media-viewer-prev"
            aria-label={intl.formatMessage({ id: 'media_viewer.previous' })}
            onClick={() => go(-1)}
          >
            ‹
          </button>
          <button
            type="button"
            className="media-viewer-arrow media-viewer-next"
            aria-label={intl.formatMessage({ id: 'media_viewer.next' })}
            onClick={() => go(1)}
          >
            ›
          </button>
        </>
      )}
      <div className="media-viewer-counter">
        <FormattedMessage id="media_viewer.counter" values={{ current: current + 1, total: count }} />
      </div>
      <button
        type="button"
        className="media-viewer-close"
        aria-label={intl.formatMessage({ id: 'media_viewer.close' })}
        onClick={close}
      >
        ×
      </button>
    </Modal>
  );
}
