import { useMemo, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useMatch } from 'react-router';
import type { StatusEntity } from '../../schemas';
import { useAppSelector } from '../../store/hooks';
import { selectSettings } from '../../selectors/settings';
import { selectFrontendConfig } from '../../selectors/instance';
import { selectHideMedia } from '../../selectors/muteRules';
import { MediaGallery } from '../Media/MediaGallery';
import { SensitiveCover } from '../Media/SensitiveCover';
import { mediaKind, viewable } from '../Media/mediaKind';
import '../Media/Media.css';
import { lazyRetrying } from '../../utils/retryImport';
import { AskedPiece } from '../ErrorBoundary/ErrorBoundary';
import { leaveViewerEntry, pushViewerEntry } from '../MediaViewer/viewerHistory';

const MediaViewer = lazyRetrying(() => import(/* webpackChunkName: "media-viewer" */ '../MediaViewer/MediaViewer'));

interface Props {
  status: StatusEntity;
  /** compact view (notifications, quotes): the first attachment only */
  compact?: boolean;
  /** inside a conversation (hideAttachmentsInConv applies); by default read from the route */
  inConversation?: boolean;
}

/** A status's attachments: gallery, sensitive cover, and the lazily loaded viewer. */
export function StatusMedia({ status, compact = false, inConversation }: Props) {
  const settings = useAppSelector(selectSettings);
  const config = useAppSelector(selectFrontendConfig);
  const conversation = useMatch('/notice/:id');
  const conversationId = (inConversation ?? conversation !== null) ? (conversation?.params.id ?? status.id) : undefined;
  const hiddenSize = useAppSelector((s) => selectHideMedia(s, { conversationId }));
  const [revealed, setRevealed] = useState(false);
  const [viewerIndex, setViewerIndex] = useState<number | null>(null);
  const shown = useMemo(
    () => status.media_attachments.slice(0, compact ? 1 : Math.max(1, settings.maxThumbnails)),
    [status.media_attachments, compact, settings.maxThumbnails],
  );
  const viewerItems = useMemo(() => shown.filter((attachment) => viewable(mediaKind(attachment))), [shown]);
  const oneClick = settings.useOneClickNsfw;
  const sensitiveHidden = status.sensitive && settings.hideNsfw && !revealed;
  // the viewer's history entry goes with these events (viewerHistory.ts); a close that did not come from Back (the
  // piece's own Close after a failed chunk) leaves the entry too
  const closeViewer = () => {
    setViewerIndex(null);
    leaveViewerEntry();
  };
  const openViewer = (index: number) => {
    pushViewerEntry();
    setViewerIndex(index);
  };
  const open = (attachmentId: string) => {
    const index = viewerItems.findIndex((item) => item.id === attachmentId);
    if (index >= 0) openViewer(index);
  };
  const censorImage = typeof config.nsfwCensorImage === 'string' && config.nsfwCensorImage ? config.nsfwCensorImage : undefined;
  return (
    <div className="status-media">
      {sensitiveHidden ? (
        <SensitiveCover
          attachments={shown}
          censorImage={censorImage}
          useBlurhash={settings.useBlurhash}
          onReveal={() => {
            setRevealed(true);
            if (oneClick && viewerItems.length > 0) openViewer(0);
          }}
        />
      ) : (
        <>
          <MediaGallery attachments={shown} hiddenSize={hiddenSize} onOpen={open} />
          {status.sensitive && settings.hideNsfw && (
            <button type="button" className="att-hide" onClick={() => setRevealed(false)}>
              <FormattedMessage id="media.hide_sensitive" />
            </button>
          )}
        </>
      )}
      {viewerIndex !== null && (
        <AskedPiece onClose={closeViewer}>
          <MediaViewer attachments={viewerItems} index={viewerIndex} onClose={closeViewer} />
        </AskedPiece>
      )}
    </div>
  );
}
