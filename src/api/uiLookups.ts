// The one documented exception to "components never call the API" (docs/architecture.md, "Feature
// modules"): fetches whose answers are UI state, never store data. The composer's @user and #tag
// suggestions live in the text area while its list is open; the emoji picker's Unicode set and sticker
// packs are static files kept in its chunk's memory (1,600 entries would weigh on every DevTools
// snapshot). Components may import this module and no other under api/.
import { request, type ApiConfig } from './client';
import { search, searchAccounts } from './search';

export type { ApiConfig } from './client';
export { HttpError } from './client';

/** GET /api/v1/accounts/search for suggestions (never resolves remote accounts). */
export const lookupAccounts = (cfg: ApiConfig, q: string, limit: number, signal?: AbortSignal) =>
  searchAccounts(cfg, q, { resolve: false, limit, signal });

/** GET /api/v2/search?type=hashtags for suggestions. */
export const lookupHashtags = (cfg: ApiConfig, q: string, limit: number, signal?: AbortSignal) =>
  search(cfg, { q, type: 'hashtags', limit, signal });

/** A static JSON file of the client or the instance (emoji set, sticker packs), fetched without the token. */
export const fetchStaticFile = (cfg: ApiConfig, path: string) => request<unknown>(cfg, path, { auth: false });
