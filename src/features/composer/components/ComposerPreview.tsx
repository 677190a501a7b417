import { FormattedMessage } from 'react-intl';
import type { ComposerPreview as Preview } from '../composerSlice';
import { useMessage } from '../../../i18n/useMessage';
import { Status } from '../../../components/Status/Status';
import { Spinner } from '../../../components/Spinner/Spinner';

/**
 * The draft as the server renders it (Pleroma/Akkoma) or as rendered here (lib/localPreview.ts), shown with the real
 * status card; the empty and failed cases say so.
 */
export function ComposerPreview({ preview }: { preview: Preview }) {
  const message = useMessage();
  if (preview.state === 'hidden') return null;
  return (
    <div className="composer-preview" aria-live="polite">
      {preview.state === 'loading' && <Spinner />}
      {preview.state === 'empty' && (
        <p className="composer-preview-note">
          <FormattedMessage id="post_status.preview_empty" />
        </p>
      )}
      {preview.state === 'error' && <p className="composer-preview-note composer-preview-error">{message(preview.error)}</p>}
      {preview.state === 'shown' && <Status entryId={preview.statusId} position={1} setSize={1} preview />}
    </div>
  );
}
