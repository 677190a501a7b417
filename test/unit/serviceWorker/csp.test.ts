/** @jest-environment node */
import { contentSecurityPolicy } from '../../../scripts/webpack/csp';
import { CONTENT_SECURITY_POLICY } from '../../instance/static';

/** The sources a worker script may come from: worker-src, else child-src, else script-src, else default-src (CSP 3). */
function workerSources(policy: string): string[] {
  const directives = new Map(
    policy.split(/;\s*/).map((directive) => {
      const [name = '', ...sources] = directive.trim().split(/\s+/);
      return [name, sources] as const;
    }),
  );
  for (const name of ['worker-src', 'child-src', 'script-src', 'default-src']) {
    const sources = directives.get(name);
    if (sources) return sources;
  }
  return ['*'];
}

describe('the Content Security Policy and the service worker', () => {
  it.each([
    ['the built page', contentSecurityPolicy()],
    ['the page with a configured server', contentSecurityPolicy({ servers: ['https://social.example'] })],
    ['the demo instance header', CONTENT_SECURITY_POLICY],
  ])('%s lets /sw-pleroma.js run from its own origin only, with no inline code or eval', (_what, policy) => {
    expect(workerSources(policy)).toEqual(["'self'"]);
    expect(policy).not.toMatch(/unsafe-inline|unsafe-eval/);
  });
});
