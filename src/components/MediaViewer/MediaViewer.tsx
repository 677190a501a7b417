import { useCallback, useEffect, useRef, useState, type MouseEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Attachment } from '../../api/types';
import { Modal } from '../Modal/Modal';
import { Spinner } from '../Spinner/Spinner';
import { mediaKind } from '../Media/mediaKind';
import { useImageFailed } from '../FallbackImage/FallbackImage';
import { safeUrl } from '../../schemas/urls';
import { FlashPlayer } from './FlashPlayer';
import { useViewerGestures } from './useViewerGestures';
import './MediaViewer.css';
import { inlineSign } from '../../utils/direction';

interface Props {
  /** the viewable attachments of one status */
  attachments: Attachment[];
  index: number;
  onClose: () => void;
}

const VIEWER_STATE = 'mediaViewer';

/** The media viewer modal (lazy chunk "media-viewer"): one item at a time, wrapping arrows, keys, swipe, pinch zoom. */
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
  const { scale, reset, consumeGesture, handlers } = useViewerGestures(go);
  useEffect(reset, [current]); // eslint-disable-line react-hooks/exhaustive-deps -- a new item starts unzoomed

  // Browser back closes: opening pushes an entry (same URL, router state kept), closing pops it.
  useEffect(() => {
    window.history.pushState({ ...(window.history.state as object | null), [VIEWER_STATE]: true }, '');
    let popped = false;
    const onPop = () => {
      popped = true;
      onCloseRef.current();
    };
    window.addEventListener('popstate', onPop);
    return () => {
      window.removeEventListener('popstate', onPop);
      // closed some other way than back (route change unmounting us): leave no stray entry behind
      if (!popped && (window.history.state as Record<string, unknown> | null)?.[VIEWER_STATE]) window.history.back();
    };
  }, []);
  // one back per viewer: a second Escape before the popstate arrives must not leave the page
  const closing = useRef(false);
  const close = useCallback(() => {
    if (closing.current) return;
    closing.current = true;
    window.history.back();
  }, []);

  // Escape is the Modal's (the dialog's cancel event, which calls close); the arrows step through the items.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      // the arrow toward the end of a line goes on: right in English, left in Arabic
      if (event.key === 'ArrowLeft') go(inlineSign() === 1 ? -1 : 1);
      else if (event.key === 'ArrowRight') go(inlineSign());
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [go]);

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
      className="media-viewer"
      aria-label={intl.formatMessage({ id: 'media_viewer.label' })}
      tabIndex={-1}
      initialFocus={(dialog) => dialog}
      onClose={close}
      onClick={onBackdropClick}
      {...handlers}
    >
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
            <img
              key={attachment.id}
              src={attachment.url}
              alt={label}
              draggable={false}
              className={loaded ? 'media-viewer-image' : 'media-viewer-image media-viewer-loading'}
              style={scale > 1 ? { transform: `scale(${scale})` } : undefined}
              data-scale={scale}
              onLoad={() => setLoaded(true)}
              onError={() => {
                setLoaded(true);
                onImageError();
              }}
            />
          </>
        )}
        {kind === 'video' && <video key={attachment.id} src={attachment.url} controls autoPlay playsInline aria-label={label} />}
        {kind === 'audio' && <audio key={attachment.id} src={attachment.url} controls autoPlay aria-label={label} />}
        {kind === 'flash' && <FlashPlayer key={attachment.id} url={attachment.url} label={label} />}
        {description && <figcaption className="media-viewer-description">{description}</figcaption>}
      </figure>
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
