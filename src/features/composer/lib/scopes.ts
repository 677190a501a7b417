// The scope selector's rules (spec 001 §2 Scope selector), shared by the selector and the saga.
import type { StatusVisibility } from '../../../api/types/index';

/** Every scope, narrowest first. */
export const SCOPES = ['direct', 'private', 'local', 'unlisted', 'public'] as const;
export type Scope = (typeof SCOPES)[number];

/** direct 0, private 1, local and unlisted 2, public 3. */
export const SCOPE_LEVEL: Record<Scope, number> = { direct: 0, private: 1, local: 2, unlisted: 2, public: 3 };

export const isScope = (value: unknown): value is Scope => typeof value === 'string' && value in SCOPE_LEVEL;

/**
 * Scopes a reply may take: none wider than the original. An original `local` post offers only direct
 * and local (a local thread stays off federation); `unlisted` likewise leaves `local` out.
 * Without an original (a new post) every scope is offered. An unknown original scope offers nothing.
 */
export function allowedScopes(original?: StatusVisibility | null): Scope[] {
  if (original === undefined || original === null) return [...SCOPES];
  if (!isScope(original)) return [];
  if (original === 'local') return ['direct', 'local'];
  const level = SCOPE_LEVEL[original];
  return SCOPES.filter((s) => SCOPE_LEVEL[s] <= level && !(s === 'local' && original !== 'public'));
}

/**
 * The scope a reply starts with: the wanted one (the user's default) when allowed, else the widest
 * allowed scope not wider than the wanted one, else the narrowest allowed.
 */
export function narrowScope(wanted: StatusVisibility, original?: StatusVisibility | null): Scope {
  const allowed = allowedScopes(original);
  const want: Scope = isScope(wanted) ? wanted : 'public';
  if (allowed.includes(want)) return want;
  const [narrowest] = allowed;
  if (narrowest === undefined) return 'direct';
  if (isScope(original) && allowed.includes(original) && SCOPE_LEVEL[original] <= SCOPE_LEVEL[want]) return original;
  const fitting = allowed.filter((s) => SCOPE_LEVEL[s] <= SCOPE_LEVEL[want]);
  return fitting.at(-1) ?? narrowest;
}
