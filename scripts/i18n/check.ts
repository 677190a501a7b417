// npm run i18n:check — every interface language of the spec against locales/en.json (checkLocale.ts).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { INTERFACE_LANGUAGES, toLocaleTag } from '../../src/i18n/languages';
import { checkLocale, type Messages } from './checkLocale';

const dir = join(import.meta.dirname, '..', '..', 'locales');
const read = (lang: string): Messages => JSON.parse(readFileSync(join(dir, `${lang}.json`), 'utf8')) as Messages;
const english = read('en');
let failed = 0;
for (const lang of INTERFACE_LANGUAGES) {
  if (lang === 'en') continue;
  if (!existsSync(join(dir, `${lang}.json`))) {
    console.log(`${lang}: no locales/${lang}.json`);
    failed += 1;
    continue;
  }
  const problems = checkLocale(english, read(lang), toLocaleTag(lang));
  if (problems.length === 0) continue;
  failed += 1;
  console.log(`${lang}: ${problems.length} problem(s)`);
  for (const p of problems.slice(0, 40)) console.log(`  ${p}`);
}
console.log(failed === 0 ? `all ${INTERFACE_LANGUAGES.length} languages complete` : `${failed} language(s) incomplete`);
process.exit(failed === 0 ? 0 : 1);
