import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Attachment } from '../../api/types';
import type { StatusEntity } from '../../schemas';
import { useAppSelector } from '../../store/hooks';
import { selectSettings } from '../../selectors/settings';
import { Icon } from '../Icon/Icon';

function Thumbnail({ attachment }: { attachment: Attachment }) {
  const intl = useIntl();
  const description = attachment.description ?? '';
  const label = description || intl.formatMessage({ id: 'status.attachment' });
  if (attachment.type === 'image' || attachment.type === 'gifv' || attachment.type === 'video') {
    const preview = attachment.preview_url || attachment.url;
    return (
      <a className="media-item" href={attachment.url} target="_blank" rel="noopener noreferrer" title={description || undefined}>
        {preview ? <img src={preview} alt={label} loading="lazy" decoding="async" /> : <span>{label}</span>}
        {attachment.type !== 'image' && (
          <span className="media-badge">
            {attachment.type === 'video' ? <Icon name="play" label={intl.formatMessage({ id: 'status.video' })} /> : 'GIF'}
          </span>
        )}
      </a>
    );
  }
  return (
    <a className="media-item media-file" href={attachment.url} target="_blank" rel="noopener noreferrer">
      <Icon name="clip" /> {label}
    </a>
  );
}

/** Attachment thumbnails; sensitive media stays hidden until clicked (hideNsfw). */
export function StatusMedia({ status }: { status: StatusEntity }) {
  const { hideNsfw, maxThumbnails } = useAppSelector(selectSettings);
  const [revealed, setRevealed] = useState(false);
  const hidden = status.sensitive && hideNsfw && !revealed;
  const shown = status.media_attachments.slice(0, maxThumbnails);
  if (hidden) {
    return (
      <button type="button" className="media-sensitive" onClick={() => setRevealed(true)}>
        <FormattedMessage id="status.sensitive_media" values={{ count: status.media_attachments.length }} />
      </button>
    );
  }
  return (
    <div className={`media-gallery media-count-${Math.min(shown.length, 3)}`}>
      {shown.map((attachment) => (
        <Thumbnail key={attachment.id} attachment={attachment} />
      ))}
    </div>
  );
}
