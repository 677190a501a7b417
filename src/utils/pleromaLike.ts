// Whether an instance document comes from Pleroma or Akkoma, whose own API (`/api/pleroma/…`, the admin's
// frontend configuration, the terms of service page) is worth asking for. Tiny and pure: the `early` script
// and the boot saga decide with it alike, so neither asks a server for what it never had (issue 17 §19).

export function servesPleromaApi(instance: unknown): boolean {
  if (typeof instance !== 'object' || instance === null) return false;
  const { pleroma, version } = instance as { pleroma?: unknown; version?: unknown };
  if (typeof pleroma === 'object' && pleroma !== null) return true;
  return typeof version === 'string' && /\(compatible; (?:Pleroma|Akkoma)\b/i.test(version);
}
