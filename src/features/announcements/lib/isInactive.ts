// Its own module: the navigation's unread badge (first bundle) needs this rule and nothing else of the feature.

export interface Timed {
  startsAt: string | null;
  endsAt: string | null;
  /** the server does not show it to members now (an admin's list entry missing from the member list) */
  hidden?: boolean;
}

/** Inactive: outside starts_at..ends_at, or left out of what members see. Inactive ones cannot be marked read. */
export function isInactive(a: Timed, now: number): boolean {
  if (a.hidden) return true;
  const start = a.startsAt ? Date.parse(a.startsAt) : NaN;
  const end = a.endsAt ? Date.parse(a.endsAt) : NaN;
  return (!Number.isNaN(start) && now < start) || (!Number.isNaN(end) && now > end);
}
