import type { MouseEvent } from 'react';
import { useIntl } from 'react-intl';
import type { Attachment } from '../../api/types';
import { useImageFailed } from '../FallbackImage/FallbackImage';
import { Icon } from '../Icon/Icon';
import { mediaKind } from './mediaKind';

interface Props {
  attachment: Attachment;
  /** opens the media viewer on this attachment; absent for kinds it cannot show */
  onOpen?: () => void;
  /** hidden size (hideAttachments): a small labelled chip instead of a thumbnail */
  small?: boolean;
}

// split always returns at least one piece
const fileName = (url: string) => decodeURIComponent((url.split(/[?#]/)[0] ?? url).split('/').pop() ?? url);

const positive = (n: unknown) => (typeof n === 'number' && n > 0 ? n : undefined);

/** The size the server gave (any shape from a server we did not write is ignored): the tile keeps its room before the picture loads. */
function sizeOf(attachment: Attachment) {
  const size = attachment.meta?.original ?? attachment.meta?.small;
  return { width: positive(size?.width), height: positive(size?.height) };
}

/** One attachment in a gallery. The link stays a real link (middle click, no JS); a plain click opens the viewer. */
export function MediaTile({ attachment, onOpen, small }: Props) {
  const intl = useIntl();
  const kind = mediaKind(attachment);
  // Pleroma gives a video as its own preview: a still only when there is a distinct one.
  const still =
    kind === 'image'
      ? attachment.preview_url || attachment.url
      : attachment.preview_url !== attachment.url && attachment.preview_url;
  // A still or video that cannot be shown gets the tile of one the server did not send.
  const [failed, onError] = useImageFailed(still || (kind === 'video' ? attachment.url : null));
  const description = attachment.description ?? '';
  const label = description || intl.formatMessage({ id: 'status.attachment' });
  const open = (event: MouseEvent) => {
    if (!onOpen || event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey) return;
    event.preventDefault();
    onOpen();
  };
  if (kind === 'audio' && !small) {
    return (
      <figure className="att-item att-audio">
        {/* eslint-disable-next-line jsx-a11y/media-has-caption -- a member's upload: servers store no caption track, only the description (the label and the figcaption) */}
        <audio src={attachment.url} controls preload="none" aria-label={label} />
        {description && <figcaption className="att-caption">{description}</figcaption>}
      </figure>
    );
  }
  if (small || kind === 'html' || kind === 'unknown' || kind === 'audio') {
    return (
      <a
        className="att-item att-file"
        href={attachment.url}
        target="_blank"
        rel="noopener noreferrer"
        title={description || undefined}
        onClick={open}
      >
        <Icon name={kind === 'video' || kind === 'audio' ? 'play' : 'clip'} /> {description || fileName(attachment.url)}
      </a>
    );
  }
  const placeholder = (
    <span className="att-placeholder">
      <Icon name="clip" /> {label}
    </span>
  );
  return (
    <a
      className={`att-item att-${kind}`}
      href={attachment.url}
      target="_blank"
      rel="noopener noreferrer"
      title={description || undefined}
      onClick={open}
      data-media-kind={kind}
    >
      {failed ? (
        placeholder
      ) : still ? (
        <img src={still} alt={label} loading="lazy" decoding="async" onError={onError} {...sizeOf(attachment)} />
      ) : kind === 'video' && attachment.url ? (
        <video
          src={attachment.url}
          preload="metadata"
          muted
          playsInline
          aria-label={label}
          onError={onError}
          {...sizeOf(attachment)}
        />
      ) : (
        placeholder
      )}
      {kind !== 'image' && (
        <span className="att-badge">
          {kind === 'flash' ? (
            'Flash'
          ) : attachment.type === 'gifv' ? (
            'GIF'
          ) : (
            <Icon name="play" label={intl.formatMessage({ id: 'status.video' })} />
          )}
        </span>
      )}
    </a>
  );
}
