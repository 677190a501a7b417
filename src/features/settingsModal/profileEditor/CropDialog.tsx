// The crop dialog of the profile images: its own chunk ("settings-cropper", react-easy-crop with it), fetched with the
// Profile tab. The library's injected <style> is turned off, since the CSP allows no inline style element; our
// CropDialog.css styles its classes instead (its positions go through the style prop, the CSSOM, which is allowed).
import { useEffect, useId, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import Cropper from 'react-easy-crop';
import { Modal } from '../../../components/Modal/Modal';
import type { ProfileImageSlot } from '../api/profileEditor';
import { CROP_ASPECT, cropToFile, type CropArea } from '../lib/cropImage';
import './CropDialog.css';

export interface CropDialogProps {
  slot: ProfileImageSlot;
  /** the picked file, shown from an object URL (`img-src` allows blob:, here and in Pleroma's own policy) */
  file: File;
  url: string;
  /** the picture, decoded, with its natural size */
  image: HTMLImageElement;
  /** bytes the instance accepts, for choosing the encoding */
  limit: number | null;
  onCancel: () => void;
  /** the cropped picture, ready to send */
  onApply: (cropped: File) => void;
}

const MIN_ZOOM = 1;
const MAX_ZOOM = 4;

/**
 * Pick the part of a new avatar (square), banner (3:1) or background (the picture's own proportions) to keep:
 * drag it or move it with the arrow keys, zoom with the slider; Apply hands back the cropped file.
 */
export default function CropDialog({ slot, file, url, image, limit, onCancel, onApply }: CropDialogProps) {
  const intl = useIntl();
  const titleId = useId();
  const hintId = useId();
  const area = useRef<HTMLDivElement>(null);
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(MIN_ZOOM);
  const [pixels, setPixels] = useState<CropArea | null>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const label = intl.formatMessage({ id: `settings.image.${slot}` });
  const frameLabel = intl.formatMessage({ id: 'settings.crop.frame' });
  const aspect = CROP_ASPECT[slot] ?? image.naturalWidth / Math.max(1, image.naturalHeight);

  // The library's frame is focusable and moves with the arrow keys but has no name: give it one, and say how.
  useEffect(() => {
    const frame = area.current?.querySelector('.reactEasyCrop_CropArea');
    if (!frame || frame.getAttribute('aria-label') === frameLabel) return;
    frame.setAttribute('role', 'application');
    frame.setAttribute('aria-label', frameLabel);
    frame.setAttribute('aria-describedby', hintId);
  });

  const apply = async () => {
    if (!pixels || busy) return;
    setBusy(true);
    setFailed(false);
    try {
      onApply(await cropToFile(image, pixels, file, slot, limit));
    } catch (error) {
      console.warn('could not crop the image:', error instanceof Error ? error.message : error);
      setFailed(true);
      setBusy(false);
    }
  };

  return (
    <Modal aria-labelledby={titleId} className="crop-dialog-modal" onClose={onCancel} initialFocus=".crop-zoom input">
      <div className="panel crop-dialog">
        <div className="panel-heading">
          <h2 id={titleId}>
            <FormattedMessage id="settings.crop.title" values={{ image: label }} />
          </h2>
        </div>
        <div className="panel-body crop-dialog-body">
          <p id={hintId} className="settings-hint">
            <FormattedMessage id="settings.crop.hint" />
          </p>
          <div ref={area} className={`crop-area crop-area-${slot}`}>
            <Cropper
              image={url}
              crop={crop}
              zoom={zoom}
              minZoom={MIN_ZOOM}
              maxZoom={MAX_ZOOM}
              aspect={aspect}
              cropShape="rect"
              showGrid
              disableAutomaticStylesInjection
              mediaProps={{ alt: intl.formatMessage({ id: 'settings.crop.picture' }, { image: label }) }}
              onCropChange={setCrop}
              onZoomChange={setZoom}
              onCropComplete={(_, areaPixels) => setPixels(areaPixels)}
            />
          </div>
          <label className="crop-zoom">
            <FormattedMessage id="settings.crop.zoom" />
            <input
              type="range"
              min={MIN_ZOOM}
              max={MAX_ZOOM}
              step={0.05}
              value={zoom}
              aria-valuetext={`${Math.round(zoom * 100)} %`}
              onChange={(e) => setZoom(Number(e.target.value))}
            />
          </label>
          {failed && (
            <p className="settings-error" role="alert">
              <FormattedMessage id="settings.crop.failed" />
            </p>
          )}
        </div>
        <div className="confirm-dialog-buttons">
          <button type="button" className="button" onClick={onCancel}>
            <FormattedMessage id="general.cancel" />
          </button>
          <button type="button" className="button button-primary" disabled={!pixels || busy} onClick={() => void apply()}>
            <FormattedMessage id="settings.crop.apply" />
          </button>
        </div>
      </div>
    </Modal>
  );
}
