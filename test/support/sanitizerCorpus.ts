// What the sanitizer's parity tests feed both backends (test/unit/utils/sanitize-backends.test.ts in jsdom,
// test/e2e/sanitizer-parity.spec.ts in Chromium): the hostile corpus, real post HTML from the real server payloads in
// test/fixtures (soapbox/, pleroma-fe/, real/snac2/, real/hollo/: every status content, account note and profile
// field value with markup in it, once each), and the shapes where the two parsers' paths part (the edge cases).
import { readdirSync, readFileSync, statSync } from 'fs';
import { join, relative } from 'path';

const FIXTURES = join(__dirname, '..', 'fixtures');
const FOLDERS = ['soapbox', 'pleroma-fe', 'real'];
const HTML_KEYS = new Set(['content', 'note', 'value']);

function jsonFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return jsonFiles(path);
    return name.endsWith('.json') ? [path] : [];
  });
}

function collect(value: unknown, found: (html: string) => void): void {
  if (Array.isArray(value)) for (const item of value) collect(item, found);
  else if (value && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) {
      if (HTML_KEYS.has(key) && typeof item === 'string' && item.includes('<')) found(item);
      else collect(item, found);
    }
  else if (typeof value === 'string' && /^\s*[[{]/.test(value))
    // a recorded body kept as text, or Pleroma's preloaded block
    try {
      collect(JSON.parse(value), found);
    } catch {
      // not JSON after all
    }
}

export interface RealPostHtml {
  /** the fixture file it came from */
  source: string;
  html: string;
}

/** Every distinct piece of real post HTML in the fixtures, in file order. */
export function realPostHtml(): RealPostHtml[] {
  const seen = new Map<string, RealPostHtml>();
  for (const file of FOLDERS.flatMap((folder) => jsonFiles(join(FIXTURES, folder))).sort()) {
    const source = relative(FIXTURES, file);
    collect(JSON.parse(readFileSync(file, 'utf8')), (html) => {
      if (!seen.has(html)) seen.set(html, { source, html });
    });
  }
  return [...seen.values()];
}

interface HostilePayload {
  name: string;
  html: string;
}

/** The shapes where parsing differs between the backends' paths: each backend must still give the same. */
export const EDGE_CASES: ReadonlyArray<{ name: string; html: string }> = [
  { name: 'leading white space', html: '  \n <p>x</p>' },
  { name: 'text only, with entities', html: 'a &amp; b &lt;script&gt;' },
  { name: 'a frameset', html: '<frameset><frame src="https://x.test/"></frameset>' },
  { name: 'head elements first', html: '<title>t</title><meta charset=x><link rel=stylesheet href=x><p>p</p>' },
  {
    name: 'unknown and custom elements',
    html: '<center>c</center><x-foo>f</x-foo><font color=red>r</font><div><table><tr><td>t</td></tr></table></div>',
  },
  {
    name: 'content that goes whole',
    html: '<object>o</object><embed src=x><select><option>s</option></select><textarea>t</textarea><noscript><p>n</p></noscript>',
  },
  { name: 'declarative shadow DOM', html: '<div><template shadowrootmode="open"><b>s</b></template>l</div>' },
  { name: 'comments and processing instructions', html: '<p>a<!-- c --><?xml x?>b</p><!--><img src=x>-->' },
  {
    // handler names Chromium 156's sanitizer crashed the renderer on, when its configuration would keep them
    name: 'handlers the native baseline tripped over',
    html: '<p onstart="x()" onfinish="x()" onbeforematch="x()" onvisibilitychange="x()" onreadystatechange="x()">p</p><marquee onstart="x()">m</marquee>',
  },
  { name: 'attribute values trimmed and checked', html: '<a href="  https://x.test/  " title=" t " lang="x:y">a</a>' },
];

/** Every input of the parity tests, named. */
export function sanitizerCorpus(): Array<{ name: string; html: string }> {
  const hostile = JSON.parse(readFileSync(join(FIXTURES, 'hostile', 'payloads.json'), 'utf8')) as HostilePayload[];
  return [
    ...hostile.map((p) => ({ name: `hostile: ${p.name}`, html: p.html })),
    ...realPostHtml().map((r, i) => ({ name: `real #${i + 1} (${r.source})`, html: r.html })),
    ...EDGE_CASES.map((e) => ({ name: `edge: ${e.name}`, html: e.html })),
  ];
}
