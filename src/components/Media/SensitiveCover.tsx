import { FormattedMessage } from 'react-intl';
import type { Attachment } from '../../api/types';
import { FallbackImage } from '../FallbackImage/FallbackImage';
import { BlurhashCanvas } from './BlurhashCanvas';

interface Props {
  attachments: Attachment[];
  onReveal: () => void;
  /** frontend config nsfwCensorImage: the instance's own cover picture */
  censorImage?: string;
  useBlurhash: boolean;
}

/** Sensitive media stays behind this until clicked: the instance's censor image, else (or when it fails to load) a blurhash, else a plain panel. */
export function SensitiveCover({ attachments, onReveal, censorImage, useBlurhash }: Props) {
  const hash = useBlurhash ? attachments.find((attachment) => attachment.blurhash)?.blurhash : undefined;
  return (
    <button type="button" className="att-sensitive" onClick={onReveal}>
      <FallbackImage className="att-censor" src={censorImage} alt="" fallback={hash && <BlurhashCanvas hash={hash} />} />
      {!censorImage && hash && <span className="att-overlay" aria-hidden="true" />}
      <span className="att-sensitive-label">
        <FormattedMessage id="status.sensitive_media" values={{ count: attachments.length }} />
      </span>
    </button>
  );
}
