// npm run release: after the production build (npm run build), packs dist/ into
// fedi-client-<version>.zip at the repository's root, laid out for Pleroma's and Akkoma's frontend
// installer (docs/deploy.md). Fails when the build lacks a piece the server needs.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { excluded, layoutProblems } from './layout';
import { filesUnder, zipFolder } from './zipFolder';

const root = path.resolve(__dirname, '../..');
const dist = path.resolve(root, process.env.BUILD_DIR ?? 'dist');
const { name, version } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { name: string; version: string };

async function main() {
  const shipped = filesUnder(dist).filter((f) => !excluded(f));
  const problems = layoutProblems(shipped);
  if (problems.length > 0) {
    console.error(`release refused (${dist}):\n  ${problems.join('\n  ')}`);
    process.exit(1);
  }
  const out = path.join(root, `${name}-${version}.zip`);
  const files = await zipFolder(dist, out, (f) => !excluded(f));
  console.log(`${path.relative(root, out)}: ${files.length} files from ${path.relative(root, dist)}/`);
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
