// The settings modal's "Data import/export" tab (spec 001 §2 Settings): follows, blocks and mutes in and out as
// CSV, the settings file, and account backups ('This backup is not ready yet.' until the server has made it).
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../../../store/hooks';
import {
  backupCreateRequested,
  backupsUnwatched,
  backupsWatched,
  csvExportRequested,
  csvImportRequested,
  CSV_KINDS,
  selectDataTabState,
  type BackupView,
  type CsvKind,
} from './dataTabSlice';
import { takeReadyFile } from './lib/readyFiles';
import { fileDate, offerDownload } from './lib/download';
import { useSettingsFile } from './useSettingsFile';
import './DataTab.css';

function Section({ titleId, children }: { titleId: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className="data-section" aria-labelledby={headingId}>
      <h3 id={headingId}>
        <FormattedMessage id={titleId} />
      </h3>
      {children}
    </section>
  );
}

function CsvRow({ kind }: { kind: CsvKind }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { imports, exports, exportReady } = useAppSelector(selectDataTabState);
  const input = useRef<HTMLInputElement>(null);
  const ready = exportReady[kind];
  // the saga built the file: offer it once (a remount finds it taken)
  useEffect(() => {
    if (ready === 0) return;
    const text = takeReadyFile(kind);
    if (text !== null) offerDownload(text, `${kind}-${fileDate()}.csv`, 'text/csv');
  }, [kind, ready]);
  const name = intl.formatMessage({ id: `settings.data.list.${kind}` });
  return (
    <div className="data-row">
      <span className="data-row-name">{name}</span>
      <input
        ref={input}
        type="file"
        accept=".csv,text/csv,text/plain"
        hidden
        aria-label={intl.formatMessage({ id: 'settings.data.import_named' }, { list: name })}
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) void file.text().then((text) => dispatch(csvImportRequested({ kind, text })));
        }}
      />
      <button
        type="button"
        className="button"
        disabled={imports[kind] === 'working'}
        aria-label={intl.formatMessage({ id: 'settings.data.import_named' }, { list: name })}
        onClick={() => input.current?.click()}
      >
        <FormattedMessage id={imports[kind] === 'working' ? 'settings.data.importing' : 'settings.data.import'} />
      </button>
      <button
        type="button"
        className="button"
        disabled={exports[kind] === 'working'}
        aria-label={intl.formatMessage({ id: 'settings.data.export_named' }, { list: name })}
        onClick={() => dispatch(csvExportRequested({ kind }))}
      >
        <FormattedMessage id={exports[kind] === 'working' ? 'settings.data.exporting' : 'settings.data.export'} />
      </button>
    </div>
  );
}

function formatSize(bytes: number): string {
  const units = ['B', 'KiB', 'MiB', 'GiB', 'TiB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${unit === 0 ? value : value.toFixed(1)} ${units[unit]}`;
}

function BackupRow({ backup }: { backup: BackupView }) {
  const intl = useIntl();
  const when = intl.formatDate(backup.insertedAt, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <li className="data-backup">
      <time dateTime={backup.insertedAt}>{when}</time>
      {backup.processed && backup.url ? (
        <a href={backup.url} download rel="noopener noreferrer">
          <FormattedMessage id="settings.data.backup_download" values={{ size: formatSize(backup.fileSize) }} />
        </a>
      ) : (
        <span className="data-backup-waiting">
          <FormattedMessage id={backup.processed ? 'settings.data.backup_no_link' : 'settings.data.backup_not_ready'} />
        </span>
      )}
    </li>
  );
}

function Backups() {
  const dispatch = useAppDispatch();
  const { items, status, creating } = useAppSelector((s) => selectDataTabState(s).backups);
  useEffect(() => {
    dispatch(backupsWatched());
    return () => {
      dispatch(backupsUnwatched());
    };
  }, [dispatch]);
  return (
    <>
      <p className="data-help">
        <FormattedMessage id="settings.data.backups_help" />
      </p>
      <button type="button" className="button" disabled={creating} onClick={() => dispatch(backupCreateRequested())}>
        <FormattedMessage id="settings.data.backup_create" />
      </button>
      {status === 'loading' && (
        <p role="status">
          <FormattedMessage id="general.loading" />
        </p>
      )}
      {status === 'loaded' && items.length === 0 && (
        <p className="data-help">
          <FormattedMessage id="settings.data.backups_none" />
        </p>
      )}
      {items.length > 0 && (
        <ul className="data-backups">
          {items.map((b, i) => (
            <BackupRow key={`${b.insertedAt}-${i}`} backup={b} />
          ))}
        </ul>
      )}
    </>
  );
}

export default function DataTab() {
  const file = useSettingsFile();
  return (
    <div className="data-tab">
      <Section titleId="settings.data.lists_title">
        <p className="data-help">
          <FormattedMessage id="settings.data.lists_help" />
        </p>
        {CSV_KINDS.map((kind) => (
          <CsvRow key={kind} kind={kind} />
        ))}
      </Section>
      <Section titleId="settings.file.title">
        <div className="data-buttons">
          <button type="button" className="button" onClick={file.exportFile}>
            <FormattedMessage id="settings.file.export" />
          </button>
          <button type="button" className="button" onClick={file.importFile}>
            <FormattedMessage id="settings.file.import" />
          </button>
          <button type="button" className="button" onClick={file.reset}>
            <FormattedMessage id="settings.file.reset" />
          </button>
        </div>
        {file.elements}
      </Section>
      <Section titleId="settings.data.backups_title">
        <Backups />
      </Section>
    </div>
  );
}
