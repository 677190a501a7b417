// Compiles a locale file's ICU messages to ASTs at build time, so the browser never ships the parser.
// `?part=core` or `?part=<name>` keeps one part of the file (src/i18n/messageParts.ts, passed as the `select` option).
import { parse } from '@formatjs/icu-messageformat-parser';
import { URLSearchParams } from 'node:url';

export default function compileMessages(source) {
  const part = new URLSearchParams(this.resourceQuery.slice(1)).get('part');
  const { select } = this.getOptions();
  const all = JSON.parse(source);
  const messages = part ? select(all, part) : all;
  const compiled = {};
  for (const [id, message] of Object.entries(messages)) compiled[id] = parse(message);
  return JSON.stringify(compiled);
}
