// Who may see what the warm start kept, known before any request answers: read by the start-up saga and by the early
// script (the home picture), so it imports nothing but storage.
import { readJson, STORAGE_KEYS, type StoredOAuth } from '../../utils/storage';
import type { CacheOwner } from './homeCacheRecord';

/** Home's path. */
export const HOME_PATH = '/main/friends';
/** The screens the cache is read for: home, and the root that sends a member there. */
export const WARM_PATHS = ['/', HOME_PATH];

/**
 * The account the stored token belongs to, which `config.owner` names (written at every sign-in, removed at sign-out:
 * sagas/persistence.ts), on this server; null when signed out.
 */
export function cacheOwner(): CacheOwner | null {
  const token = readJson<StoredOAuth>(STORAGE_KEYS.oauth)?.userToken;
  const account = readJson<unknown>(STORAGE_KEYS.configOwner);
  if (!token || typeof account !== 'string' || account === '') return null;
  return { origin: window.location.origin, account };
}
