// The release archive: every file of a folder at the zip's root, in a fixed order with a fixed time,
// so the same build always makes the same bytes (yazl writes it).
import { createWriteStream, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { ZipFile } from 'yazl';

/** All files under `dir`, as forward-slash paths relative to it, sorted. */
export function filesUnder(dir: string, prefix = ''): string[] {
  return readdirSync(path.join(dir, prefix))
    .sort()
    .flatMap((name) => {
      const rel = prefix ? `${prefix}/${name}` : name;
      return statSync(path.join(dir, rel)).isDirectory() ? filesUnder(dir, rel) : [rel];
    });
}

/** A fixed time for every entry (zip times have no zone; 2000-01-01 is inside every tool's range). */
const FIXED_TIME = new Date(Date.UTC(2000, 0, 1));

/** Writes the chosen files of `dir` into `outFile`; resolves once the archive is on disk. */
export function zipFolder(dir: string, outFile: string, keep: (rel: string) => boolean = () => true): Promise<string[]> {
  const files = filesUnder(dir).filter(keep);
  const zip = new ZipFile();
  for (const rel of files) zip.addBuffer(readFileSync(path.join(dir, rel)), rel, { mtime: FIXED_TIME, mode: 0o100644 });
  zip.end();
  return new Promise((resolve, reject) => {
    const out = createWriteStream(outFile);
    out.on('close', () => resolve(files));
    out.on('error', reject);
    zip.outputStream.on('error', reject).pipe(out);
  });
}
