// The settings modal's "Mutes and blocks" and "Data import/export" tabs: mutes with an expiry (Pleroma's
// `expires_in`, listed with `mute_expires_at`), CSV imports of follows, blocks and mutes (Pleroma's
// /api/pleroma/*_import, field `list`), and account backups that become ready after being listed a few
// times (no wall clock: tests count polls, and `POST /__demo/backups` sets how many).
// Registered before the account routes, so its mute and mutes list answer in their place.
import { HttpError, json, type Reply } from '../http';
import type { Account, DemoState } from '../model';
import { paginate } from '../pagination';
import { requireUser, type RequestContext, type Route } from '../router';
import { serializeAccount, serializeRelationship } from '../serialize/account';
import { findAccountByAcct } from '../store';
import { relationsOf, setOf } from '../relations';
import { accountParam } from './accounts';

export interface DemoBackup {
  id: number;
  insertedAt: string;
  /** how many times it has been listed since it was made */
  polls: number;
}

interface DataState {
  /** 'viewer>target' -> when the mute ends (ms since epoch) */
  muteExpiry: Map<string, number>;
  /** viewer id -> backups, newest last */
  backups: Map<string, DemoBackup[]>;
  /** a backup is processed once it has been listed this many times (`POST /__demo/backups`) */
  readyAfterPolls: number;
  nextBackupId: number;
}

// Keyed by the state object, so /__demo/reset (a new state) forgets it all.
const dataStates = new WeakMap<DemoState, DataState>();

export const DEFAULT_READY_AFTER_POLLS = 2;

function dataOf(state: DemoState): DataState {
  let data = dataStates.get(state);
  if (!data) {
    data = { muteExpiry: new Map(), backups: new Map(), readyAfterPolls: DEFAULT_READY_AFTER_POLLS, nextBackupId: 1 };
    dataStates.set(state, data);
  }
  return data;
}

// ---------------------------------------------------------------------------------------------------------------
// Mutes with an expiry

function mute(ctx: RequestContext): Reply {
  const viewer = requireUser(ctx);
  const target = accountParam(ctx);
  if (target.id === viewer.id) throw new HttpError(400, 'You can not do that to yourself');
  setOf(relationsOf(ctx.state).mutes, viewer.id).add(target.id);
  const key = `${viewer.id}>${target.id}`;
  // Pleroma's `expires_in` (seconds; Mastodon calls it `duration`); 0 or absent means for good
  const seconds = Number(ctx.body.get('expires_in') ?? ctx.body.get('duration') ?? 0);
  if (Number.isFinite(seconds) && seconds > 0) dataOf(ctx.state).muteExpiry.set(key, Date.now() + seconds * 1000);
  else dataOf(ctx.state).muteExpiry.delete(key);
  return json(serializeRelationship(target, ctx.ser));
}

/** GET /api/v1/mutes: newest account first, each with `mute_expires_at` (null when the mute has no end). */
function mutes(ctx: RequestContext): Reply {
  const viewer = requireUser(ctx);
  const relations = relationsOf(ctx.state);
  const data = dataOf(ctx.state);
  const muted = setOf(relations.mutes, viewer.id);
  const now = Date.now();
  for (const id of [...muted]) {
    const ends = data.muteExpiry.get(`${viewer.id}>${id}`);
    if (ends !== undefined && ends <= now) {
      muted.delete(id);
      data.muteExpiry.delete(`${viewer.id}>${id}`);
    }
  }
  const accounts = [...muted]
    .map((id) => ctx.state.accounts.get(id))
    .filter((a): a is Account => a !== undefined)
    .sort((a, b) => (a.id < b.id ? 1 : -1));
  const page = paginate(accounts, ctx.url);
  return json(
    page.items.map((a) => {
      const ends = data.muteExpiry.get(`${viewer.id}>${a.id}`);
      return { ...serializeAccount(a, ctx.ser), mute_expires_at: ends === undefined ? null : new Date(ends).toISOString() };
    }),
    200,
    page.headers,
  );
}

// ---------------------------------------------------------------------------------------------------------------
// CSV imports

type ImportKind = 'follow' | 'blocks' | 'mutes';

/** The account named on one line: its first column, without a leading @ and without our own host. */
function lineAccount(ctx: RequestContext, line: string): Account | undefined {
  const first = (line.split(',')[0] ?? '').trim().replace(/^"|"$/g, '').replace(/^@/, '');
  const host = new URL(ctx.origin).host.toLowerCase();
  const at = first.lastIndexOf('@');
  const local = at > 0 && first.slice(at + 1).toLowerCase() === host ? first.slice(0, at) : first;
  return findAccountByAcct(ctx.state, local);
}

/**
 * Imports every line it can resolve; a file with lines it cannot (an unknown account, a malformed handle) is refused
 * whole with a 422 naming them (`Line 3: nobody@nowhere.example`), so nothing half-applies.
 */
function csvImport(kind: ImportKind) {
  return (ctx: RequestContext): Reply => {
    const viewer = requireUser(ctx);
    const file = ctx.body.file('list');
    const text = file ? file.data.toString('utf8') : (ctx.body.get('list') ?? '');
    if (!text.trim()) throw new HttpError(400, 'Missing list');
    const found: Account[] = [];
    const bad: string[] = [];
    text.split(/\r?\n/).forEach((line, i) => {
      const trimmed = line.trim();
      // blank lines and Mastodon's header row are not accounts
      if (!trimmed || /^account address\b/i.test(trimmed)) return;
      const account = lineAccount(ctx, trimmed);
      if (account && account.id !== viewer.id) found.push(account);
      else bad.push(`Line ${i + 1}: ${trimmed.split(',')[0]}`);
    });
    if (bad.length) throw new HttpError(422, bad.join('; '));
    const relations = relationsOf(ctx.state);
    for (const account of found) {
      if (kind === 'follow') setOf(ctx.state.following, viewer.id).add(account.id);
      else setOf(kind === 'blocks' ? relations.blocks : relations.mutes, viewer.id).add(account.id);
    }
    // Pleroma answers with a bare JSON string: the import runs as a background job
    return json('job started');
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Backups

function backupJson(ctx: RequestContext, viewer: Account, backup: DemoBackup, readyAfter: number) {
  const processed = backup.polls >= readyAfter;
  return {
    content_type: 'application/zip',
    file_size: processed ? 2048 + backup.id : 0,
    inserted_at: backup.insertedAt,
    processed,
    url: `${ctx.origin}/media/backups/archive-${viewer.username}-${backup.id}.zip`,
  };
}

function listBackups(ctx: RequestContext): Reply {
  const viewer = requireUser(ctx);
  const data = dataOf(ctx.state);
  const mine = data.backups.get(viewer.id) ?? [];
  for (const backup of mine) backup.polls += 1;
  return json([...mine].reverse().map((b) => backupJson(ctx, viewer, b, data.readyAfterPolls)));
}

function createBackup(ctx: RequestContext): Reply {
  const viewer = requireUser(ctx);
  const data = dataOf(ctx.state);
  let mine = data.backups.get(viewer.id);
  if (!mine) data.backups.set(viewer.id, (mine = []));
  mine.push({ id: data.nextBackupId++, insertedAt: new Date().toISOString(), polls: 0 });
  // Pleroma answers the whole list, the new one first and not processed
  return json([...mine].reverse().map((b) => backupJson(ctx, viewer, b, data.readyAfterPolls)));
}

function backupControl(ctx: RequestContext): Reply {
  const raw = ctx.body.get('readyAfterPolls');
  const value = Number(raw);
  if (raw === undefined || !Number.isInteger(value) || value < 0)
    throw new HttpError(422, 'readyAfterPolls must be a whole number');
  dataOf(ctx.state).readyAfterPolls = value;
  return json({ readyAfterPolls: value });
}

export const settingsDataRoutes: Route[] = [
  { method: 'POST', pattern: '/api/v1/accounts/:id/mute', handler: mute },
  { method: 'GET', pattern: '/api/v1/mutes', handler: mutes },
  { method: 'POST', pattern: '/api/pleroma/follow_import', handler: csvImport('follow') },
  { method: 'POST', pattern: '/api/pleroma/blocks_import', handler: csvImport('blocks') },
  { method: 'POST', pattern: '/api/pleroma/mutes_import', handler: csvImport('mutes') },
  { method: 'GET', pattern: '/api/v1/pleroma/backups', handler: listBackups },
  { method: 'POST', pattern: '/api/v1/pleroma/backups', handler: createBackup },
  { method: 'POST', pattern: '/__demo/backups', handler: backupControl },
];
