// GET /media/...: generated files, plus avatars and headers drawn per account.
import type { Reply } from '../http';
import type { DemoState } from '../model';
import { mediaFile } from './library';
import { avatarSvg, headerSvg } from './svg';

const CACHE = { 'Cache-Control': 'public, max-age=3600' };

export function serveMedia(state: DemoState, path: string): Reply | null {
  const file = mediaFile(path);
  if (file) return { status: 200, body: file.body, contentType: file.contentType, headers: CACHE };
  const drawn = /^\/media\/(avatars|headers)\/([^/]+)\.svg$/.exec(path);
  const account = drawn ? state.accounts.get(drawn[2]) : undefined;
  if (!drawn || !account) return null;
  // Remote accounts get rounded squares, so they are told apart at a glance.
  const svg =
    drawn[1] === 'avatars'
      ? avatarSvg(account.username[0] ?? '?', account.colour, account.domain !== null)
      : headerSvg(account.colour);
  return { status: 200, body: Buffer.from(svg), contentType: 'image/svg+xml', headers: CACHE };
}
