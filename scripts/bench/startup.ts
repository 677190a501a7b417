/**
 * Start-up benchmark (`npm run bench:startup`), run by hand: prints figures, never passes or fails.
 *
 * Loads of a visitor's first timeline, for one build or several side by side, and for other clients' builds
 * (`--client name=dir`): each one is served by its own demo instance. For each: navigation to the first
 * readable status painted and to the first contentful paint (the shell) with an empty cache, then the same
 * browser context loading the page again (warm: HTTP cache, service worker, storage). The clients are loaded
 * in turn (A, B, A, B, ...), so a machine that slows down part-way slows all of them alike: compare in one
 * run, never with a figure from another run. Last, the requests each client made before its first status, in
 * its last cold load.
 *
 *   npm run bench:startup                                  (dist/, 15 loads)
 *   npm run bench:startup -- /tmp/before /tmp/after --runs 20 --path /main/public
 *   npm run bench:startup -- --languages en,de            (one build, the browser in each language)
 *   npm run bench:startup -- dist-bench --client akkoma-fe=/tmp/akkoma-fe/dist --path /main/public   (7 loads)
 *   npm run bench:startup -- --member                     (and a member's warm start of home: memberWarmStart.ts)
 *   npm run bench:startup -- a b --cpu-throttle 4         (the CPU 4× slower: Chromium's throttling, for a phone)
 *
 * `--client name=dir[=selector]` may be given several times; the selector names the client's status element,
 * known for akkoma-fe and pleroma-fe (startupLoad.ts). The ratios printed are the first build's over each
 * other client's.
 */
import path from 'node:path';
import { startDemoInstance } from '../../test/instance/server';
import { launchBareChromium } from './bareChromium';
import { KNOWN_SELECTORS, measureLoad, median, OUR_SELECTOR, type Client, type Load } from './startupLoad';
import { measureWarmStart, type WarmStart } from './memberWarmStart';

const root = path.resolve(__dirname, '../..');

const option = (name: string): string | undefined => options(name)[0];
function options(name: string): string[] {
  return process.argv.flatMap((arg, i, all) => (all[i - 1] === `--${name}` ? [arg] : []));
}

function otherClient(spec: string): Client {
  const [name = '', dir = '', ...rest] = spec.split('=');
  const selector = rest.length ? rest.join('=') : KNOWN_SELECTORS[name];
  if (!name || !dir || !selector) throw new Error(`--client ${spec}: give name=dir, or name=dir=selector for an unknown client`);
  return { name, dir: path.resolve(root, dir), selector };
}

const others = options('client').map(otherClient);
const RUNS = Number(option('runs') ?? (others.length ? 7 : 15));
const PATH = option('path') ?? '/main/all';
const CPU_THROTTLE = Number(option('cpu-throttle') ?? 1);
/** browser languages to load each client in, in turn; none given: the browser's default */
const LANGUAGES: (string | undefined)[] = option('languages')?.split(',') ?? [undefined];
const dirs = process.argv
  .slice(2)
  .filter((arg, i, all) => !arg.startsWith('--') && !all[i - 1]?.startsWith('--'))
  .map((dir) => path.resolve(root, dir));
if (dirs.length === 0) dirs.push(path.resolve(root, process.env.BUILD_DIR ?? 'dist'));
const clients: Client[] = [
  ...dirs.map((dir) => ({ name: path.relative(root, dir) || dir, dir, selector: OUR_SELECTOR })),
  ...others,
];

const ms = (n: number | undefined) => (n === undefined ? '–' : `${Math.round(n)} ms`);
const figures = (xs: number[]) => `median ${ms(median(xs))} (${xs.map(Math.round).join(' ')})`;

interface Case {
  client: Client;
  locale: string | undefined;
  cold: Load[];
  warm: Load[];
}

type Figure = 'firstStatus' | 'firstStatusText' | 'firstPaint';

const values = (loads: Load[], key: Figure) => loads.flatMap((load) => (load[key] === undefined ? [] : [load[key]]));

async function main() {
  const instances = await Promise.all(clients.map(({ dir }) => startDemoInstance({ port: 0, staticDir: dir })));
  // not Playwright: what it switches on in every page made a load about a fifth slower here (bareChromium.ts)
  const browser = await launchBareChromium();
  const cases: (Case & { url: string })[] = clients.flatMap((client, i) =>
    LANGUAGES.map((locale) => ({ client, locale, url: (instances[i]?.url ?? '') + PATH, cold: [], warm: [] })),
  );
  const members: WarmStart[] = [];
  try {
    for (let run = 0; run < RUNS; run++) {
      if (process.argv.includes('--member')) members.push(await measureWarmStart(browser, instances[0]?.url ?? ''));
      for (const { client, locale, url, cold, warm } of cases) {
        const context = await browser.newContext();
        const tab = { width: 1280, height: 900, locale };
        const first = await context.newPage(tab);
        cold.push(await measureLoad(first, url, client.selector, CPU_THROTTLE));
        await first.close();
        // the same context again, in a new tab: what a returning reader meets
        warm.push(await measureLoad(await context.newPage(tab), url, client.selector, CPU_THROTTLE));
        await context.close();
      }
    }
  } finally {
    await browser.close();
    await Promise.all(instances.map((instance) => instance.close()));
  }
  report(cases);
  if (members.length) reportMembers(members);
}

function reportMembers(loads: WarmStart[]) {
  console.log(`a member reopening home (/main/friends) from the warm-start cache, ${clients[0]?.name}, ${loads.length} loads:`);
  console.log(`    first status painted:          ${figures(values(loads, 'firstStatus'))}`);
  console.log(`    its text painted (ET):         ${figures(values(loads, 'firstStatusText'))}`);
  const answered = loads.flatMap((load) => (load.homeAnsweredBefore === undefined ? [] : [load.homeAnsweredBefore]));
  console.log(`    home's answer came before it:  ${answered.length} of ${loads.length} loads`);
}

function report(cases: Case[]) {
  const slower = CPU_THROTTLE > 1 ? `, CPU ${CPU_THROTTLE}× slower` : '';
  console.log(`loads of ${PATH} (visitor, 1280×900${slower}), ${RUNS} each, clients in turn:`);
  for (const { client, locale, cold, warm } of cases) {
    console.log(`  ${client.name}${locale ? ` [${locale}]` : ''}${client.dir.endsWith(client.name) ? '' : ` (${client.dir})`}:`);
    console.log(`    cold, first status painted:    ${figures(values(cold, 'firstStatus'))}`);
    console.log(`    cold, its text painted (ET):   ${figures(values(cold, 'firstStatusText'))}`);
    console.log(`    cold, first contentful paint:  ${figures(values(cold, 'firstPaint'))}`);
    console.log(`    warm, first status painted:    ${figures(values(warm, 'firstStatus'))}`);
    console.log(`    warm, its text painted (ET):   ${figures(values(warm, 'firstStatusText'))}`);
    console.log(`    warm, first contentful paint:  ${figures(values(warm, 'firstPaint'))}`);
  }
  const [ours] = cases;
  const ratio = (a: Load[], b: Load[], key: Figure) => {
    const [x, y] = [median(values(a, key)), median(values(b, key))];
    return x === undefined || !y ? '–' : (x / y).toFixed(2);
  };
  for (const theirs of cases.filter((c) => others.includes(c.client) && c.locale === ours?.locale)) {
    if (!ours) break;
    console.log(
      `  ${ours.client.name} / ${theirs.client.name}: cold first status ${ratio(ours.cold, theirs.cold, 'firstStatus')}, ` +
        `its text ${ratio(ours.cold, theirs.cold, 'firstStatusText')}, cold first paint ${ratio(ours.cold, theirs.cold, 'firstPaint')}, ` +
        `warm first status ${ratio(ours.warm, theirs.warm, 'firstStatus')}`,
    );
  }
  // ours (the first build) and each other client, in the same language
  const listed = cases.filter((c) => c === ours || (others.includes(c.client) && c.locale === ours?.locale));
  for (const { client, locale, cold } of listed) {
    const last = cold.at(-1);
    if (!last) continue;
    console.log(
      `requests before the first status (${ms(last.firstStatus)}), ${client.name}${locale ? ` [${locale}]` : ''}, last cold load:`,
    );
    console.log('    start      end  initiator       path');
    for (const { path: where, initiator, start, end } of last.requests) {
      console.log(`  ${ms(start).padStart(7)} ${ms(end).padStart(8)}  ${initiator.padEnd(14)}  ${where}`);
    }
  }
}

void main().catch((error) => {
  console.error(error);
  process.exit(1);
});
