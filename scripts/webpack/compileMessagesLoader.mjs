// Compiles a locale file's ICU messages to ASTs at build time, so the browser never ships the parser.
import { parse } from '@formatjs/icu-messageformat-parser';

export default function compileMessages(source) {
  const messages = JSON.parse(source);
  const compiled = {};
  for (const [id, message] of Object.entries(messages)) compiled[id] = parse(message);
  return JSON.stringify(compiled);
}
