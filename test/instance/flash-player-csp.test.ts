/** @jest-environment node */
import { contentSecurityPolicy, flashPlayerContentSecurityPolicy } from '../../scripts/webpack/csp';
import { CONTENT_SECURITY_POLICY, FLASH_PLAYER_PATH, FLASH_PLAYER_POLICY, serveStatic } from './static';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const parse = (policy: string) =>
  Object.fromEntries(
    policy.split('; ').map((directive) => {
      const [name = '', ...sources] = directive.split(' ');
      return [name, sources];
    }),
  );

describe('the Flash player page policy', () => {
  it('allows WebAssembly (never eval) in the player page only; the app keeps its strict policy', () => {
    const player = parse(flashPlayerContentSecurityPolicy());
    expect(player['script-src']).toEqual(["'self'", "'wasm-unsafe-eval'"]);
    expect(player['default-src']).toEqual(["'none'"]);
    expect(player['object-src']).toEqual(["'none'"]);
    expect(flashPlayerContentSecurityPolicy()).not.toMatch(/'unsafe-eval'|\*/);
    expect(contentSecurityPolicy()).not.toMatch(/wasm|unsafe/);
  });

  it('fetches the movie from any https: host, or a configured server by its exact origin', () => {
    expect(parse(flashPlayerContentSecurityPolicy())['connect-src']).toEqual(["'self'", 'https:']);
    const lan = parse(flashPlayerContentSecurityPolicy({ servers: ['http://192.168.1.5:4000/x', 'https://social.example'] }));
    expect(lan['connect-src']).toEqual(["'self'", 'https:', 'http://192.168.1.5:4000']);
    expect(flashPlayerContentSecurityPolicy({ servers: ['http://192.168.1.5:4000'] }).split(/[; ]+/)).not.toContain('http:');
  });

  it('is sent by the demo instance with the player page, which only the app may frame', async () => {
    expect(FLASH_PLAYER_POLICY).toBe(`${flashPlayerContentSecurityPolicy()}; frame-ancestors 'self'`);
    const root = mkdtempSync(join(tmpdir(), 'flash-csp-'));
    try {
      mkdirSync(join(root, 'static', 'ruffle'), { recursive: true });
      writeFileSync(join(root, 'static', 'ruffle', 'player.html'), '<!doctype html>');
      writeFileSync(join(root, 'index.html'), '<!doctype html>');
      const player = await serveStatic(root, 'GET', FLASH_PLAYER_PATH, 'text/html');
      expect(player?.headers?.['Content-Security-Policy']).toBe(FLASH_PLAYER_POLICY);
      const app = await serveStatic(root, 'GET', '/main/all', 'text/html');
      expect(app?.headers?.['Content-Security-Policy']).toBe(CONTENT_SECURITY_POLICY);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
