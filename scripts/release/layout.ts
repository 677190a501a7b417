// What a frontend folder of Pleroma or Akkoma must hold (instance/static/frontends/<name>/<ref>/, the
// installer unpacking the zip's root there), and what the release leaves out.

/** Present in every release; the server serves these paths from the frontend folder. */
export const REQUIRED = ['index.html', 'static/config.json', 'static/emoji.json', 'static/manifest.json'];

/**
 * Left out: source maps (the package stays small; they are in the build for debugging) and the terms
 * of service, which every instance serves as its own (/static/terms-of-service.html).
 */
export const excluded = (rel: string): boolean => rel.endsWith('.map') || rel === 'static/terms-of-service.html';

/** What is wrong with a release's file list: missing pieces, pieces that must not be there. */
export function layoutProblems(files: readonly string[]): string[] {
  const problems = REQUIRED.filter((f) => !files.includes(f)).map((f) => `missing ${f}`);
  if (!files.some((f) => /^static\/js\/main\.[0-9a-f]{8}\.js$/.test(f)))
    problems.push('missing the hashed main script in static/js');
  if (!files.some((f) => /^static\/css\/.+\.css$/.test(f))) problems.push('missing the styles in static/css');
  problems.push(...files.filter(excluded).map((f) => `must not ship ${f}`));
  return problems;
}
