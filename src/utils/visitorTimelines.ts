// Whether a server shows visitors its public and tag timelines, as far as NodeInfo tells before anything
// else is known. Tiny and pure: the `early` script asks for a visitor's first timeline only where it may
// be read, and the capability table (capabilities.ts) closes the same timelines by the same list.

/** NodeInfo software names whose public and tag timelines answer visitors 401 (Hollo 0.10). */
export const CLOSED_TO_VISITORS = ['hollo'];

/** A NodeInfo document that names such a server, or a private instance (`metadata.private`). */
export function nodeinfoClosesTimelines(doc: unknown): boolean {
  if (typeof doc !== 'object' || doc === null) return false;
  const { software, metadata } = doc as { software?: { name?: unknown }; metadata?: { private?: unknown } };
  const name = typeof software?.name === 'string' ? software.name.toLowerCase() : '';
  return CLOSED_TO_VISITORS.includes(name) || metadata?.private === true;
}
