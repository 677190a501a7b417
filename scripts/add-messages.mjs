// Adds or updates interface messages in every locale file at once.
// Usage: node scripts/add-messages.mjs messages.json
// where messages.json is { "key": { "en": "English", "de": "Deutsch", ... } } or { "key": "English" }.
// A language without its own text gets the English one. Keys stay sorted. A lock directory keeps
// parallel runs from overwriting each other's changes.
import { mkdirSync, readFileSync, readdirSync, rmdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = join(import.meta.dirname, '..', 'locales');
const lock = join(dir, '.lock');
const input = JSON.parse(readFileSync(process.argv[2], 'utf8'));

function acquire() {
  for (let i = 0; i < 200; i++) {
    try {
      mkdirSync(lock);
      return;
    } catch {
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 50);
    }
  }
  throw new Error(`could not take ${lock}; remove it if no other run is going`);
}

acquire();
try {
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
    const lang = file.replace(/\.json$/, '');
    const path = join(dir, file);
    const messages = JSON.parse(readFileSync(path, 'utf8'));
    for (const [key, value] of Object.entries(input)) {
      const texts = typeof value === 'string' ? { en: value } : value;
      messages[key] = texts[lang] ?? texts.en;
    }
    const sorted = Object.fromEntries(
      Object.keys(messages)
        .sort()
        .map((k) => [k, messages[k]]),
    );
    writeFileSync(path, JSON.stringify(sorted, null, 2) + '\n');
  }
} finally {
  rmdirSync(lock);
}
console.log(`added ${Object.keys(input).length} messages`);
