import { readdirSync, readFileSync, statSync } from 'fs';
import { join, relative } from 'path';
import { parse } from '@formatjs/icu-messageformat-parser';
import en from '../../../locales/en.json';
import { describeError, HttpError, NetworkError } from '../../../src/api/client';

const SRC = join(__dirname, '..', '..', '..', 'src');
const messages: Record<string, string> = en;
const keys = new Set(Object.keys(messages));
/** first segments of the keys: 'login', 'timeline', 'errors', … */
const namespaces = [...new Set([...keys].map((k) => k.split('.')[0]))];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

interface Use {
  key: string;
  where: string;
}

/**
 * Message ids used in src: every quoted string literal shaped like a key of a known namespace
 * (covers id="…", id: '…', labelId: '…', ternaries and lookup tables), plus the prefix of
 * template-literal ids (`status.visibility.${v}`).
 */
function usedIds(): { literal: Use[]; prefixes: Use[] } {
  const literal: Use[] = [];
  const prefixes: Use[] = [];
  const keyShape = new RegExp(`(['"\`])((?:${namespaces.join('|')})\\.[A-Za-z0-9_]+(?:\\.[A-Za-z0-9_]+)*)\\1`, 'g');
  const prefixShape = new RegExp(`\`((?:${namespaces.join('|')})\\.[A-Za-z0-9_.]*)\\$\\{`, 'g');
  for (const file of sourceFiles(SRC)) {
    const text = readFileSync(file, 'utf8');
    const where = relative(SRC, file);
    for (const m of text.matchAll(keyShape)) literal.push({ key: m[2], where });
    for (const m of text.matchAll(prefixShape)) prefixes.push({ key: m[1], where });
  }
  return { literal, prefixes };
}

describe('locales/en.json', () => {
  const { literal, prefixes } = usedIds();

  it('the scan finds the ids the code uses (guards the scanner itself)', () => {
    const found = new Set(literal.map((u) => u.key));
    for (const id of [
      'login.wrong_credentials',
      'timeline.show_new',
      'status.show_more',
      'status.show_less',
      'nav.home_timeline',
      'time.now',
      'errors.storage_unavailable',
    ]) {
      expect(found).toContain(id);
    }
    expect(prefixes.map((p) => p.key)).toContain('status.visibility.');
  });

  it('has every message id used in src', () => {
    const missing = literal.filter((u) => !keys.has(u.key)).map((u) => `${u.key} (${u.where})`);
    expect([...new Set(missing)]).toEqual([]);
  });

  it('has a key for every visibility a status card names through a template id', () => {
    for (const p of prefixes) {
      if (p.key !== 'status.visibility.') {
        expect([...keys].some((k) => k.startsWith(p.key))).toBe(true);
        continue;
      }
      for (const v of ['public', 'unlisted', 'private', 'direct', 'local']) expect(keys).toContain(`status.visibility.${v}`);
    }
  });

  it('every message is valid ICU MessageFormat', () => {
    const broken: string[] = [];
    for (const [key, message] of Object.entries(messages)) {
      try {
        parse(message);
      } catch (error) {
        broken.push(`${key}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('has a text for every error describeError can name', () => {
    const errors = [
      new HttpError(429, null),
      new HttpError(500, null),
      new HttpError(503, null),
      new HttpError(502, '<html>'),
      new NetworkError('x'),
      new Error('x'),
    ];
    for (const error of errors) expect(keys).toContain(describeError(error).id);
  });

  it('messages that take placeholders name the ones the code passes', () => {
    const argsOf = (key: string) => JSON.stringify(parse(messages[key]));
    expect(argsOf('timeline.error_fetching')).toContain('"value":"error"');
    expect(argsOf('timeline.show_new')).toContain('"value":"count"');
    expect(argsOf('status.repeated_by')).toContain('"value":"name"');
    for (const k of [
      'time.minutes_short',
      'time.hours_short',
      'time.days_short',
      'time.weeks_short',
      'time.months_short',
      'time.years_short',
    ]) {
      expect(argsOf(k)).toContain('"value":"n"');
    }
  });
});
