// A release installed the way Pleroma's frontend installer does it: the build is packed exactly as
// `npm run release` packs it (scripts/release/), and the zip's root is unpacked into
// <static dir>/frontends/<name>/<ref>/, replacing that folder (Pleroma's lib/pleroma/frontend.ex, with
// `--build-dir .`: its default is a `dist/` folder inside the zip, which our release does not have).
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { open, type Entry, type ZipFile } from 'yauzl';
import { excluded, layoutProblems } from '../../scripts/release/layout';
import { filesUnder, zipFolder } from '../../scripts/release/zipFolder';

export const FRONTEND_NAME = 'fedi-client';

/** Packs a build folder as the release does; refuses one the release would refuse. */
export async function packRelease(buildDir: string, zipPath: string): Promise<string[]> {
  const problems = layoutProblems(filesUnder(buildDir).filter((f) => !excluded(f)));
  if (problems.length > 0) throw new Error(`${buildDir} is not a releasable build:\n  ${problems.join('\n  ')}`);
  return zipFolder(buildDir, zipPath, (f) => !excluded(f));
}

/** The folder Pleroma serves a frontend ref from. */
export const frontendDir = (staticDir: string, ref: string, name = FRONTEND_NAME) => path.join(staticDir, 'frontends', name, ref);

const openZip = (zipPath: string) =>
  new Promise<ZipFile>((resolve, reject) =>
    open(zipPath, { lazyEntries: true }, (error, zip) => (error || !zip ? reject(error ?? new Error('no zip')) : resolve(zip))),
  );

function entryBytes(zip: ZipFile, entry: Entry): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    zip.openReadStream(entry, (error, stream) => {
      if (error || !stream) return reject(error ?? new Error(`cannot read ${entry.fileName}`));
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', reject);
      stream.on('end', () => resolve(Buffer.concat(chunks)));
    }),
  );
}

/** Unpacks the zip's root into the ref's folder (emptied first, as the installer does); returns the files. */
export async function installRelease(zipPath: string, staticDir: string, ref: string): Promise<string[]> {
  const dest = path.resolve(frontendDir(staticDir, ref));
  rmSync(dest, { recursive: true, force: true });
  mkdirSync(dest, { recursive: true });
  const zip = await openZip(zipPath);
  const files: string[] = [];
  await new Promise<void>((resolve, reject) => {
    zip.on('error', reject);
    zip.on('end', () => resolve());
    zip.on('entry', (entry: Entry) => {
      const target = path.resolve(dest, entry.fileName);
      // yauzl refuses absolute and `..` names itself; this keeps a directory entry or an odd name out too
      if (entry.fileName.endsWith('/') || !target.startsWith(dest + path.sep)) return zip.readEntry();
      entryBytes(zip, entry).then((bytes) => {
        mkdirSync(path.dirname(target), { recursive: true });
        writeFileSync(target, bytes);
        files.push(entry.fileName);
        zip.readEntry();
      }, reject);
    });
    zip.readEntry();
  });
  zip.close();
  if (!files.includes('index.html')) throw new Error(`${zipPath} put no index.html into ${dest}`);
  return files;
}

/** A content hash in a script's or style's name: main.3f9a2c1b.js → 3f9a2c1b. */
const HASHED_NAME = /^static\/(?:js|css)\/.+\.([0-9a-f]{8})\.(?:js|css)$/;

/**
 * Turns an installed ref into what the next build looks like to an open tab: every hashed script and style
 * gets another hash, and every file that names one (index.html, the runtime's chunk map, other chunks) names
 * the new one. No second webpack build: the old names are simply gone.
 */
export function renameHashedFiles(dir: string, salt: string): Map<string, string> {
  const files = filesUnder(dir);
  const renames = new Map<string, string>();
  for (const rel of files) {
    const hash = HASHED_NAME.exec(rel)?.[1];
    if (hash) renames.set(hash, createHash('sha256').update(`${salt}:${hash}`).digest('hex').slice(0, 8));
  }
  const rewrite = (text: string) => text.replace(/[0-9a-f]{8}/g, (found) => renames.get(found) ?? found);
  for (const rel of files) {
    const full = path.join(dir, rel);
    if (/\.(?:js|css|html)$/.test(rel)) writeFileSync(full, rewrite(readFileSync(full, 'utf8')));
    const hash = HASHED_NAME.exec(rel)?.[1];
    if (hash) renameSync(full, path.join(dir, rel.replace(`.${hash}.`, `.${renames.get(hash) ?? hash}.`)));
  }
  return renames;
}

/**
 * The step docs/deploy.md gives for updates: the previous ref's scripts and styles copied into the new one
 * (hashed names never collide; nothing of the new ref is overwritten), so a tab still running the previous
 * release finds the chunks it asks for.
 */
export function keepPreviousChunks(fromDir: string, toDir: string): string[] {
  const copied: string[] = [];
  for (const rel of filesUnder(fromDir)) {
    if (!/^static\/(?:js|css)\//.test(rel) || existsSync(path.join(toDir, rel))) continue;
    mkdirSync(path.dirname(path.join(toDir, rel)), { recursive: true });
    copyFileSync(path.join(fromDir, rel), path.join(toDir, rel));
    copied.push(rel);
  }
  return copied;
}
