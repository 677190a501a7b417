// The data tab's side effects (their intents are taken from the store: sagas/settings.ts starts this): CSV imports
// sent as Pleroma takes them, CSV exports built from every page of a list, backups listed until ready, and the
// settings file applied by the rules of spec 001 §5.
import { call, delay, put, race, select, take } from 'typed-redux-saga';
import type { ApiResponse } from '../../../../api/client';
import { describeErrorWithServerText } from '../../../../api/errors';
import { safeUrl } from '../../../../schemas/index';
import { selectApiConfig, selectInstanceDomain } from '../../../../selectors/instance';
import { settingsRestored } from '../../../../slices/settings';
import { noticeAdded } from '../../../../slices/ui';
import { isMissingFeatureAnswer } from '../../../../sagas/missingFeatures';
import { runFlows } from '../../../../store/runFlows';
import type { Flow } from '../../../../store/feature';
import type { RootState } from '../../../../store/rootReducer';
import { isRecord } from '../../../../utils/guards';
import { createBackup, fetchBackups, fetchExportPage, importCsv, type CsvKind } from './api';
import {
  backupCreateRequested,
  backupCreateSettled,
  backupsFailed,
  backupsLoaded,
  backupsUnwatched,
  backupsWatched,
  csvExportRequested,
  csvExportSettled,
  csvImportRequested,
  csvImportSettled,
  type BackupView,
} from './dataTabSlice';
import { settingsFileImported, settingsResetRequested } from './settingsFileIntents';
import { buildAccountCsv, parseAccountCsv } from './lib/csv';
import { putReadyFile } from './lib/readyFiles';
import { readSettingsFile, SETTINGS_VERSION } from './lib/settingsFile';
import { NOTICE_MS } from '../../../../utils/noticeTimes';

/** How often the backups are listed again while one is being made. */
export const BACKUP_POLL_MS = 10_000;
/** An export stops after this many pages (40 each): a runaway Link chain must not loop for ever. */
export const EXPORT_MAX_PAGES = 500;

// ---------------------------------------------------------------------------------------------------------------
// CSV

function* importList({ payload }: ReturnType<typeof csvImportRequested>) {
  const { kind, text } = payload;
  const parsed = parseAccountCsv(text);
  // checked here first: a file with no handle at all (a wrong file picked) is not worth a request
  if (parsed.accounts.length === 0) {
    yield* put(csvImportSettled({ kind, ok: false }));
    yield* put(noticeAdded('error', { id: 'settings.data.import_empty' }, NOTICE_MS.error));
    return;
  }
  const cfg = yield* select(selectApiConfig);
  try {
    // only the lines that name an account go: the server's answer then speaks of accounts it could not find
    yield* call(importCsv, cfg, kind, parsed.accounts.join('\n'));
    yield* put(csvImportSettled({ kind, ok: true }));
    yield* put(noticeAdded('success', { id: `settings.data.import_started.${kind}` }, NOTICE_MS.success));
    if (parsed.badLines.length)
      yield* put(
        noticeAdded(
          'warning',
          { id: 'settings.data.import_bad_lines', values: { lines: parsed.badLines.join(', ') } },
          NOTICE_MS.warning,
        ),
      );
  } catch (error) {
    yield* put(csvImportSettled({ kind, ok: false }));
    // spec 001 §8: import errors are global error notices, with the server's words (the lines it refused)
    if (!(yield* isMissingFeatureAnswer(error)))
      yield* put(
        noticeAdded(
          'error',
          { id: `settings.data.import_error.${kind}`, cause: describeErrorWithServerText(error) },
          NOTICE_MS.error,
        ),
      );
  }
}

const acctOf = (item: unknown): string | null =>
  isRecord(item) && typeof item.acct === 'string' && item.acct ? item.acct : null;

function* exportList({ payload }: ReturnType<typeof csvExportRequested>) {
  const { kind } = payload;
  const cfg = yield* select(selectApiConfig);
  const me = yield* select((s: RootState) => s.auth.me);
  const host = yield* select(selectInstanceDomain);
  const accts: string[] = [];
  try {
    if (!me) throw new Error('not signed in');
    let maxId: string | null = null;
    for (let page = 0; page < EXPORT_MAX_PAGES; page += 1) {
      const res: ApiResponse<unknown[]> = yield* call(fetchExportPage, cfg, kind, me, maxId);
      for (const item of res.data) {
        const acct = acctOf(item);
        if (acct) accts.push(acct);
      }
      if (res.data.length === 0 || !res.maxId || res.maxId === maxId) break;
      maxId = res.maxId;
    }
    putReadyFile(kind, buildAccountCsv(accts, host));
    yield* put(csvExportSettled({ kind, ok: true }));
  } catch (error) {
    yield* put(csvExportSettled({ kind, ok: false }));
    yield* put(
      noticeAdded('error', { id: 'settings.data.export_error', cause: describeErrorWithServerText(error) }, NOTICE_MS.error),
    );
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Backups

/** Pleroma's backup: `inserted_at`, `processed`, `url`, `file_size`; broken entries are dropped. */
export function cleanBackups(raw: unknown): BackupView[] {
  const list = Array.isArray(raw) ? raw : [];
  return list.flatMap((item): BackupView[] => {
    if (!isRecord(item) || typeof item.inserted_at !== 'string') return [];
    const processed = item.processed === true;
    return [
      {
        insertedAt: item.inserted_at,
        processed,
        url: processed ? safeUrl(item.url) : null,
        fileSize: typeof item.file_size === 'number' && item.file_size >= 0 ? item.file_size : 0,
      },
    ];
  });
}

function* listBackups() {
  const cfg = yield* select(selectApiConfig);
  const res = yield* call(fetchBackups, cfg);
  const items = cleanBackups(res.data);
  yield* put(backupsLoaded({ items }));
  return items;
}

/** Lists the backups, then again every BACKUP_POLL_MS while one is not ready and the list is on screen. */
function* watchBackups() {
  for (;;) {
    let items: BackupView[];
    try {
      items = yield* listBackups();
    } catch (error) {
      yield* put(backupsFailed());
      if (!(yield* isMissingFeatureAnswer(error)))
        yield* put(
          noticeAdded('error', { id: 'settings.data.backups_error', cause: describeErrorWithServerText(error) }, NOTICE_MS.error),
        );
      return;
    }
    if (items.every((b) => b.processed)) return;
    const { stop } = yield* race({ wait: delay(BACKUP_POLL_MS), stop: take(backupsUnwatched) });
    if (stop) return;
  }
}

function* makeBackup() {
  const cfg = yield* select(selectApiConfig);
  try {
    yield* call(createBackup, cfg);
    yield* put(backupCreateSettled());
    yield* put(noticeAdded('success', { id: 'settings.data.backup_started' }, NOTICE_MS.success));
    // listing again starts the polling until it is ready
    yield* put(backupsWatched());
  } catch (error) {
    yield* put(backupCreateSettled());
    yield* put(
      noticeAdded(
        'error',
        { id: 'settings.data.backup_create_error', cause: describeErrorWithServerText(error) },
        NOTICE_MS.error,
      ),
    );
  }
}

// ---------------------------------------------------------------------------------------------------------------
// The settings file

const FILE_ERROR_IDS = {
  invalid_file: 'settings.file.invalid_file',
  too_new: 'settings.file.too_new',
  too_old: 'settings.file.too_old',
  invalid_settings: 'settings.file.invalid_settings',
  not_backup: 'settings.file.not_backup',
} as const;

function* importSettingsFile({ payload }: ReturnType<typeof settingsFileImported>) {
  const result = readSettingsFile(payload.text);
  if (!result.ok) {
    const values = result.fileMajor === undefined ? undefined : { fileMajor: result.fileMajor, feMajor: SETTINGS_VERSION[0] };
    yield* put(noticeAdded('error', { id: FILE_ERROR_IDS[result.error], ...(values ? { values } : {}) }, NOTICE_MS.error));
    return;
  }
  if (result.warning) yield* put(noticeAdded('warning', { id: 'settings.file.slightly_new' }, NOTICE_MS.warning));
  const current = yield* select((s: RootState) => s.settings.user);
  yield* put(settingsRestored({ ...current, ...result.settings }));
  yield* put(noticeAdded('success', { id: 'settings.file.imported' }, NOTICE_MS.success));
}

function* resetSettings() {
  yield* put(settingsRestored({}));
  yield* put(noticeAdded('success', { id: 'settings.file.reset_done' }, NOTICE_MS.success));
}

export const dataTabFlows: Flow[] = [
  { type: csvImportRequested.type, mode: 'every', handler: importList },
  { type: csvExportRequested.type, mode: 'leading', handler: exportList },
  { type: backupsWatched.type, mode: 'latest', handler: watchBackups },
  { type: backupCreateRequested.type, mode: 'leading', handler: makeBackup },
  { type: settingsFileImported.type, mode: 'every', handler: importSettingsFile },
  { type: settingsResetRequested.type, mode: 'leading', handler: resetSettings },
];

export function* dataTabSaga() {
  yield* runFlows(dataTabFlows);
}

export type { CsvKind };
