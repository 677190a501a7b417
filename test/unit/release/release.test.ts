/**
 * @jest-environment node
 */
// (the zip library runs on Node timers, which the browser environment of the other tests lacks)
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import path from 'path';
import { fromBuffer, type Entry } from 'yauzl';
import { excluded, layoutProblems } from '../../../scripts/release/layout';
import { zipFolder } from '../../../scripts/release/zipFolder';

/** A build folder as webpack leaves it, plus what an instance serves itself. */
function fakeBuild(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'release-'));
  const files: Record<string, string> = {
    'index.html': '<!doctype html><title>x</title>',
    'static/js/main.0123abcd.js': 'console.log(1)',
    'static/js/main.0123abcd.js.map': '{}',
    'static/css/main.89abcdef.css': 'body{}',
    'static/config.json': '{}',
    'static/emoji.json': '[]',
    'static/manifest.json': '{}',
    'static/terms-of-service.html': '<p>ours</p>',
  };
  for (const [rel, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    writeFileSync(path.join(dir, rel), text);
  }
  return dir;
}

/** The entries of a zip, as names with their contents. */
function unzip(buffer: Buffer): Promise<Record<string, string>> {
  return new Promise((resolve, reject) => {
    fromBuffer(buffer, { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return reject(error ?? new Error('no zip'));
      const found: Record<string, string> = {};
      zip.on('entry', (entry: Entry) => {
        zip.openReadStream(entry, (err, stream) => {
          if (err || !stream) return reject(err ?? new Error('no stream'));
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('end', () => {
            found[entry.fileName] = Buffer.concat(chunks).toString('utf8');
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => resolve(found));
      zip.readEntry();
    });
  });
}

describe('the release archive', () => {
  it('holds the build at its root, without source maps or terms of service, byte for byte the same each time', async () => {
    const dir = fakeBuild();
    const [a, b] = [path.join(dir, '..', `${path.basename(dir)}-a.zip`), path.join(dir, '..', `${path.basename(dir)}-b.zip`)];
    await zipFolder(dir, a, (f) => !excluded(f));
    await zipFolder(dir, b, (f) => !excluded(f));
    const entries = await unzip(readFileSync(a));
    expect(Object.keys(entries).sort()).toEqual([
      'index.html',
      'static/config.json',
      'static/css/main.89abcdef.css',
      'static/emoji.json',
      'static/js/main.0123abcd.js',
      'static/manifest.json',
    ]);
    expect(entries['index.html']).toBe('<!doctype html><title>x</title>');
    expect(readFileSync(a).equals(readFileSync(b))).toBe(true);
  });

  it('refuses a build that lacks what the server needs, or ships what it must not', () => {
    expect(layoutProblems(['index.html', 'static/js/main.0123abcd.js'])).toEqual([
      'missing static/config.json',
      'missing static/emoji.json',
      'missing static/manifest.json',
      'missing the styles in static/css',
    ]);
    expect(
      layoutProblems([
        'index.html',
        'static/config.json',
        'static/emoji.json',
        'static/manifest.json',
        'static/css/a.css',
        'static/js/main.js',
        'static/terms-of-service.html',
      ]),
    ).toEqual(['missing the hashed main script in static/js', 'must not ship static/terms-of-service.html']);
  });
});
