// What a production build's first screen costs: the scripts index.html loads, plus the English messages
// chunk every first screen waits for. Shared by the bundle benchmark and the size check of `npm test`.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export interface Size {
  raw: number;
  gzip: number;
}

export function measureBuild(dist: string) {
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  // Minified HTML may drop attribute quotes.
  const attr = (tag: RegExp) => [...html.matchAll(tag)].map((m) => m[1] ?? '');
  const scripts = attr(/<script[^>]+src="?([^"\s>]+)/g);
  const styles = attr(/<link[^>]+href="?([^"\s>]+\.css)/g);
  const sizeOf = (files: string[]): Size =>
    files.reduce(
      (sum, file) => {
        const bytes = readFileSync(path.join(dist, file.replace(/^\//, '')));
        return { raw: sum.raw + bytes.length, gzip: sum.gzip + gzipSync(bytes, { level: 9 }).length };
      },
      { raw: 0, gzip: 0 },
    );
  const allJs = readdirSync(path.join(dist, 'static/js'))
    .filter((f) => f.endsWith('.js'))
    .map((f) => `static/js/${f}`);
  const englishChunk = allJs.filter((f) => /\/locale-en\.[^/]*\.js$/.test(f));
  return {
    scripts,
    styles,
    allJs,
    englishMessages: englishChunk,
    initialJs: sizeOf(scripts),
    firstScreenJs: sizeOf([...scripts, ...englishChunk]),
    initialCss: sizeOf(styles),
    totalJs: sizeOf(allJs),
  };
}
