import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { Attachment } from '../../api/types';
import { galleryRows, isTooTall, rowScore } from './galleryRows';
import { MediaTile } from './MediaTile';
import { mediaKind, viewable } from './mediaKind';

interface Props {
  attachments: Attachment[];
  /** hidden size (hideAttachments / hideAttachmentsInConv): small chips */
  hiddenSize: boolean;
  onOpen: (attachmentId: string) => void;
}

const HIDDEN_SIZE_LIMIT = 8;

/** Rows of up to 3; tall content is cut to what fits a score of 1 (8 chips in hidden size) until "show all". */
export function MediaGallery({ attachments, hiddenSize, onOpen }: Props) {
  const [expanded, setExpanded] = useState(false);
  const collapsed = !expanded && isTooTall(attachments, hiddenSize);
  const openOf = (attachment: Attachment) => (viewable(mediaKind(attachment)) ? () => onOpen(attachment.id) : undefined);
  const more = collapsed && (
    <button type="button" className="att-show-all" onClick={() => setExpanded(true)}>
      <FormattedMessage id="media.show_all" values={{ count: attachments.length }} />
    </button>
  );
  if (hiddenSize) {
    const items = collapsed ? attachments.slice(0, HIDDEN_SIZE_LIMIT) : attachments;
    return (
      <div className="att-gallery att-gallery-small">
        {items.map((attachment) => (
          <MediaTile key={attachment.id} attachment={attachment} onOpen={openOf(attachment)} small />
        ))}
        {more}
      </div>
    );
  }
  let rows = galleryRows(attachments);
  if (collapsed) {
    let total = 0;
    rows = rows.filter((row, index) => {
      total += rowScore(row);
      return index === 0 || total <= 1;
    });
  }
  return (
    <div className="att-gallery">
      {rows.map((row) => (
        <div key={row.items[0].id} className={`att-row att-row-${row.kind} att-count-${row.items.length}`}>
          {row.items.map((attachment) => (
            <MediaTile key={attachment.id} attachment={attachment} onOpen={openOf(attachment)} />
          ))}
        </div>
      ))}
      {more}
    </div>
  );
}
