import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../../../store/hooks';
import { type ComposerFile } from '../../composerSlice';
import { fileRemoved, fileUpdated } from '../../composerIntents';
import { getFile } from '../../lib/composerFiles';
import { formatFileSize } from '../../../../utils/fileSize';
import { useMessage } from '../../../../i18n/useMessage';
import { Icon } from '../../../../components/Icon/Icon';
import { selectFileLimit, useAddFiles } from './fileInput';
import './MediaField.css';
import { selectComposerState } from '../../composerSlice';

export interface MediaFieldProps {
  composerKey: string;
  disabled?: boolean;
}

// Images only: a video would play from a blob: URL, which the media-src of Pleroma's and Akkoma's own policy
// refuses (a CSP violation on every pick). A video shows its file tile until the server's preview arrives.
const previewable = (mimeType: string) => mimeType.startsWith('image/');

/** A local preview while the server has none: an object URL made here and revoked on unmount, never stored. */
function useLocalPreview(file: ComposerFile): string | null {
  const wanted = file.previewUrl === null && file.state !== 'failed' && previewable(file.mimeType);
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const blob = wanted ? getFile(file.localId) : undefined;
    if (!blob) return undefined;
    let made: string;
    try {
      made = URL.createObjectURL(blob);
    } catch {
      return undefined; // no preview is better than no form
    }
    setUrl(made);
    return () => {
      URL.revokeObjectURL(made);
      setUrl(null);
    };
  }, [wanted, file.localId]);
  return file.previewUrl ?? url;
}

function Thumbnail({ file }: { file: ComposerFile }) {
  const src = useLocalPreview(file);
  // a file that only claims to be an image shows the placeholder instead of a broken one
  const [broken, setBroken] = useState<string | null>(null);
  const usable = src !== null && broken !== src;
  if (usable && (file.previewUrl || file.mimeType.startsWith('image/')))
    return <img className="media-field-thumb" src={src} alt="" onError={() => setBroken(src)} />;
  return (
    <span className="media-field-thumb media-field-thumb-file" aria-hidden="true">
      {/\.(\w{1,5})$/.exec(file.name)?.[1] ?? '?'}
    </span>
  );
}

function FileRow({ composerKey, file, disabled }: { composerKey: string; file: ComposerFile; disabled: boolean }) {
  const intl = useIntl();
  const message = useMessage();
  const dispatch = useAppDispatch();
  return (
    <li className={`media-field-file is-${file.state}`} data-file-state={file.state}>
      <Thumbnail file={file} />
      <div className="media-field-body">
        <div className="media-field-head">
          <span className="media-field-name" title={file.name}>
            {file.name}
          </span>
          <span className="media-field-size">{formatFileSize(file.size, (n) => intl.formatNumber(n))}</span>
          <button
            type="button"
            className="media-field-remove"
            disabled={disabled}
            aria-label={intl.formatMessage({ id: 'upload.remove' }, { name: file.name })}
            title={intl.formatMessage({ id: 'upload.remove' }, { name: file.name })}
            onClick={() => dispatch(fileRemoved({ key: composerKey, localId: file.localId }))}
          >
            <Icon name="close" />
          </button>
        </div>
        {file.state === 'uploading' && (
          <progress
            className="media-field-progress"
            max={1}
            value={file.progress}
            aria-label={intl.formatMessage({ id: 'upload.progress' }, { name: file.name })}
          />
        )}
        {file.state === 'failed' ? (
          <p className="media-field-error" role="alert">
            <FormattedMessage id="upload.error.base" />{' '}
            {file.error ? message(file.error) : <FormattedMessage id="upload.error.default" />}
          </p>
        ) : (
          <input
            type="text"
            className="media-field-description"
            value={file.description}
            disabled={disabled}
            placeholder={intl.formatMessage({ id: 'upload.description' })}
            aria-label={intl.formatMessage({ id: 'upload.description_for' }, { name: file.name })}
            // a single-line field: Enter must neither post nor add a line
            onKeyDown={(e) => {
              if (e.key === 'Enter') e.preventDefault();
            }}
            onChange={(e) =>
              dispatch(fileUpdated({ key: composerKey, localId: file.localId, changes: { description: e.target.value } }))
            }
          />
        )}
      </div>
    </li>
  );
}

/** The picker button: several files at once, disabled at the file limit. */
export function MediaPickerButton({ composerKey, disabled = false }: MediaFieldProps) {
  const intl = useIntl();
  const count = useAppSelector((s) => selectComposerState(s).composers[composerKey]?.draft.files.length ?? 0);
  const fileLimit = useAppSelector(selectFileLimit);
  const addFiles = useAddFiles(composerKey);
  const input = useRef<HTMLInputElement>(null);
  const full = count >= fileLimit;
  return (
    <>
      <input
        ref={input}
        type="file"
        multiple
        hidden
        data-testid="media-field-input"
        onChange={(e) => {
          addFiles(Array.from(e.target.files ?? []));
          // the same file may be picked again after removing it
          e.target.value = '';
        }}
      />
      <button
        type="button"
        className="composer-tool media-field-add"
        disabled={disabled || full}
        aria-label={intl.formatMessage({ id: 'upload.add' })}
        title={intl.formatMessage({ id: full ? 'upload.limit_reached' : 'upload.add' }, { count: fileLimit })}
        onClick={() => input.current?.click()}
      >
        <Icon name="clip" />
      </button>
    </>
  );
}

/** The composer's files, each with its thumbnail, progress or failure, description and remove button. */
export function MediaFileList({ composerKey, disabled = false }: MediaFieldProps) {
  const files = useAppSelector((s) => selectComposerState(s).composers[composerKey]?.draft.files);
  if (!files || files.length === 0) return null;
  const uploading = files.filter((f) => f.state === 'uploading').length;
  return (
    <div className="media-field-list">
      {uploading > 0 && (
        <p className="media-field-uploading" role="status">
          <FormattedMessage id="upload.uploading" values={{ count: uploading }} />
        </p>
      )}
      <ul className="media-field-files">
        {files.map((file) => (
          <FileRow key={file.localId} composerKey={composerKey} file={file} disabled={disabled} />
        ))}
      </ul>
    </div>
  );
}

/** Both parts together, for a form that keeps the picker beside its file list. */
export function MediaField(props: MediaFieldProps) {
  return (
    <div className="media-field">
      <MediaPickerButton {...props} />
      <MediaFileList {...props} />
    </div>
  );
}
