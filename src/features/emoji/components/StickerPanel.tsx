import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { FallbackImage } from '../../../components/FallbackImage/FallbackImage';
import { safeUrl } from '../../../schemas/urls';
import { stickerFile, type Sticker, type StickerPack } from './stickers';

interface Props {
  packs: readonly StickerPack[];
  /** gets the chosen sticker's image as a File */
  onSticker: (file: File) => void;
}

/** The picker's sticker view: one section per pack; choosing fetches the image and hands it on as a file. */
export function StickerPanel({ packs, onSticker }: Props) {
  const intl = useIntl();
  const [busy, setBusy] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const live = useRef(true);
  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
    };
  }, []);

  const choose = (sticker: Sticker) => {
    if (busy) return;
    setBusy(sticker.url);
    setFailed(false);
    stickerFile(sticker).then(
      (file) => {
        // closed meanwhile: the user has moved on, nothing is added
        if (!live.current) return;
        setBusy(null);
        onSticker(file);
      },
      (error: unknown) => {
        console.warn('[stickers] could not fetch the sticker', error);
        if (!live.current) return;
        setBusy(null);
        setFailed(true);
      },
    );
  };

  return (
    <div className="sticker-panel" aria-busy={busy !== null}>
      {failed && (
        <p className="emoji-picker-empty" role="alert">
          <FormattedMessage id="emoji.sticker_failed" />
        </p>
      )}
      {packs.map((pack) => (
        <section key={pack.id} aria-label={pack.title}>
          <h4 className="emoji-picker-group-title sticker-pack-title">
            <FallbackImage src={safeUrl(pack.tabIcon)} alt="" />
            {pack.title}
          </h4>
          <div className="sticker-grid">
            {pack.stickers.map((sticker) => {
              const name = sticker.name.replace(/\.[a-z0-9]+$/i, '');
              const label = intl.formatMessage({ id: 'emoji.sticker_label' }, { name });
              return (
                <button
                  key={sticker.url}
                  type="button"
                  className="sticker-cell"
                  title={label}
                  aria-label={label}
                  disabled={busy !== null}
                  onClick={() => choose(sticker)}
                >
                  {/* a picture that cannot be shown leaves the sticker's name */}
                  <FallbackImage
                    src={safeUrl(sticker.url)}
                    alt=""
                    loading="lazy"
                    fallback={<span className="sticker-missing">{name}</span>}
                  />
                </button>
              );
            })}
          </div>
        </section>
      ))}
    </div>
  );
}
