import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ProfileImageSlot } from '../api/profileEditor';
import { useMessage } from '../../../i18n/useMessage';
import { profileImageRequested } from '../profileEditorIntents';
import type { UiMessage } from '../../../slices/ui';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { fileTooBigMessage } from '../../../utils/fileSize';
import { lazyRetrying } from '../../../utils/retryImport';
import { ConfirmDialog } from '../../../components/ConfirmDialog/ConfirmDialog';
import { AskedPiece } from '../../../components/ErrorBoundary/ErrorBoundary';
import { dropPickedImage, pickImage } from '../lib/pickedImages';
import { loadImage } from '../lib/cropImage';
import { selectSettingsModalState } from '../settingsModalSlice';

const loadCropper = () => import(/* webpackChunkName: "settings-cropper" */ './CropDialog');
const CropDialog = lazyRetrying(loadCropper);

/** Fetches the cropper's chunk ahead (the Profile tab does, so it is there when an image is picked). */
export const preloadCropper = () => {
  loadCropper().catch(() => {
    // the dialog asks again (with retries) when it is needed
  });
};

interface Props {
  slot: ProfileImageSlot;
  /** the image the profile has now ('' or null: none) */
  current: string | null;
  /** bytes the instance accepts for this image, null when it does not say */
  limit: number | null;
  /** the server can put its default image back (Mastodon 4.2+, Pleroma, Akkoma) */
  canReset: boolean;
}

interface Cropping {
  file: File;
  url: string;
  image: HTMLImageElement;
}

/**
 * One of the avatar, banner and background: pick, crop, preview, send (PATCH update_credentials, multipart) or reset.
 * What is sent is the cropped picture, so the instance's limit is checked on it; a file the browser cannot read as
 * an image cannot be cropped, and is refused (with both sizes when it is also over the limit). Nothing is sent then.
 */
export function ProfileImage({ slot, current, limit, canReset }: Props) {
  const intl = useIntl();
  const format = useMessage();
  const dispatch = useAppDispatch();
  const upload = useAppSelector((s) => selectSettingsModalState(s).images[slot]);
  const [preview, setPreview] = useState<string | null>(null);
  const [cropping, setCropping] = useState<Cropping | null>(null);
  const [refused, setRefused] = useState<UiMessage | null>(null);
  const [confirming, setConfirming] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const busy = upload.state === 'saving';

  // the local previews are object URLs: give them back when replaced or unmounted
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);
  useEffect(() => () => void (cropping && URL.revokeObjectURL(cropping.url)), [cropping]);
  // sent: the profile's own image shows again
  useEffect(() => {
    if (upload.state === 'saved') setPreview(null);
  }, [upload.state]);
  useEffect(() => () => void dropPickedImage(slot), [slot]);

  const pick = async (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    setRefused(null);
    const url = URL.createObjectURL(file);
    const image = await loadImage(url);
    if (!image) {
      URL.revokeObjectURL(url);
      setRefused(limit !== null && file.size > limit ? fileTooBigMessage(file.size, limit) : { id: 'settings.image.unreadable' });
      return;
    }
    setCropping({ file, url, image });
  };
  const cropped = (file: File) => {
    setCropping(null);
    if (limit !== null && file.size > limit) {
      setRefused(fileTooBigMessage(file.size, limit));
      return;
    }
    pickImage(slot, file);
    setPreview(URL.createObjectURL(file));
  };
  const cancel = () => {
    dropPickedImage(slot);
    setPreview(null);
  };
  const shown = preview ?? current;
  const label = intl.formatMessage({ id: `settings.image.${slot}` });

  return (
    <div className={`profile-image profile-image-${slot}`}>
      <h4>{label}</h4>
      <div className="profile-image-frame">
        {shown ? (
          <img
            src={shown}
            alt={intl.formatMessage({ id: preview ? 'settings.image.preview' : 'settings.image.current' }, { image: label })}
          />
        ) : (
          <span className="settings-hint">
            <FormattedMessage id="settings.image.none" />
          </span>
        )}
      </div>
      <div className="profile-image-actions">
        <label className="button">
          <FormattedMessage id="settings.image.choose" />
          <input
            ref={input}
            className="visually-hidden"
            type="file"
            accept="image/*"
            disabled={busy}
            aria-label={intl.formatMessage({ id: 'settings.image.choose_for' }, { image: label })}
            onChange={(e) => void pick(e.target.files?.[0])}
          />
        </label>
        {preview && (
          <>
            <button
              type="button"
              className="button button-primary"
              disabled={busy}
              onClick={() => dispatch(profileImageRequested({ slot }))}
            >
              <FormattedMessage id="settings.image.upload" values={{ image: label }} />
            </button>
            <button type="button" className="button" disabled={busy} onClick={cancel}>
              <FormattedMessage id="general.cancel" />
            </button>
          </>
        )}
        {!preview && canReset && current && (
          <button type="button" className="button" disabled={busy} onClick={() => setConfirming(true)}>
            <FormattedMessage id="settings.image.reset" values={{ image: label }} />
          </button>
        )}
      </div>
      {refused && (
        <p className="settings-error" role="alert">
          <FormattedMessage id="upload.error.base" /> {format(refused)}
        </p>
      )}
      {upload.state === 'error' && (
        <p className="settings-error" role="alert">
          <FormattedMessage id="upload.error.base" /> {upload.error ?? <FormattedMessage id="upload.error.default" />}
        </p>
      )}
      {cropping && (
        <AskedPiece floating onClose={() => setCropping(null)}>
          <CropDialog
            slot={slot}
            file={cropping.file}
            url={cropping.url}
            image={cropping.image}
            limit={limit}
            onCancel={() => setCropping(null)}
            onApply={cropped}
          />
        </AskedPiece>
      )}
      {confirming && (
        <ConfirmDialog
          title={<FormattedMessage id="settings.image.reset_confirm" values={{ image: label }} />}
          confirmLabel={<FormattedMessage id="settings.image.reset" values={{ image: label }} />}
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false);
            dispatch(profileImageRequested({ slot, reset: true }));
          }}
        />
      )}
    </div>
  );
}
