// Writes static/emoji.json, the unicode emoji set the picker loads (GET /static/emoji.json), in the format
// Pleroma-FE serves: one flat object { "name": "emoji" }.
// Usage: node scripts/generate-emoji-json.mjs
//
// No emoji data package is installed, so the set is derived from what the machine has:
// - which strings are emoji: the JavaScript engine's Unicode properties (/\p{RGI_Emoji}/v);
// - names: Python's unicodedata (Unicode character names, lowercased with underscores, as in the
//   picker's built-in list); flags are named from Intl.DisplayNames, keycaps from their key.
// Not covered (no names without a data package): skin-tone variants and ZWJ sequences (families,
// professions, ...). The built-in list (src/features/emoji/components/unicodeEmoji.ts) comes first, so
// the picker's first rows do not change when the full set arrives.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const rgi = /^\p{RGI_Emoji}$/v;
const VS16 = '\ufe0f';

// 1. The built-in list, as the picker has it.
const builtinSource = readFileSync(join(root, 'src/features/emoji/components/unicodeEmoji.ts'), 'utf8');
const data = /const DATA =\s*'([^']*)'/.exec(builtinSource)?.[1];
if (!data) throw new Error('built-in emoji list not found');
const out = new Map();
const seen = new Set();
const add = (name, native) => {
  const bare = native.replaceAll(VS16, '');
  if (seen.has(bare) || out.has(name)) return;
  seen.add(bare);
  out.set(name, native);
};
for (const pair of data.split(' ')) {
  const at = pair.indexOf(':');
  add(pair.slice(0, at), pair.slice(at + 1));
}

// 2. Every single code point that is an emoji on its own or with the emoji presentation selector.
const singles = [];
for (let cp = 0x20; cp <= 0x1faff; cp++) {
  if (cp >= 0xd800 && cp <= 0xdfff) continue;
  const ch = String.fromCodePoint(cp);
  if (rgi.test(ch)) singles.push([cp, ch]);
  else if (rgi.test(ch + VS16)) singles.push([cp, ch + VS16]);
}
const names = JSON.parse(
  execFileSync(
    'python3',
    ['-c', 'import json,sys,unicodedata; print(json.dumps([unicodedata.name(chr(c), "") for c in json.load(sys.stdin)]))'],
    { input: JSON.stringify(singles.map(([cp]) => cp)) },
  ).toString(),
);
const slug = (s) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '');
singles.forEach(([, ch], i) => {
  // Characters newer than Python's Unicode tables have no name here: left out.
  if (names[i]) add(slug(names[i]), ch);
});

// 3. Keycaps: # * 0-9 with the presentation selector and the combining keycap.
for (const key of '#*0123456789') {
  const seq = `${key}${VS16}\u20e3`;
  if (rgi.test(seq)) add(`keycap_${{ '#': 'number_sign', '*': 'asterisk' }[key] ?? key}`, seq);
}

// 4. Flags: pairs of regional indicators the engine knows as emoji, named by region.
const regions = new Intl.DisplayNames(['en'], { type: 'region' });
const A = 0x1f1e6;
for (let a = 0; a < 26; a++) {
  for (let b = 0; b < 26; b++) {
    const seq = String.fromCodePoint(A + a, A + b);
    if (!rgi.test(seq)) continue;
    const code = String.fromCharCode(65 + a, 65 + b);
    let region = code;
    try {
      region = regions.of(code) ?? code;
    } catch {
      // not a region code the engine names: keep the letters
    }
    add(`flag_${slug(region)}`, seq);
  }
}

const json = JSON.stringify(Object.fromEntries(out), null, 2) + '\n';
writeFileSync(join(root, 'static/emoji.json'), json);
console.log(`static/emoji.json: ${out.size} emoji, ${json.length} bytes`);
