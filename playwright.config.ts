import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './test/e2e/chromium';
import {
  BASE_PORT,
  FLAVOURS,
  flavourPort,
  flavourURL,
  instancePort,
  instanceURL,
  pleromaPort,
  pleromaURL,
  WORKERS,
} from './test/e2e/instances';

// Browser tests run the production build, served by the demo instance with the CSP header.
// Parallel work on one machine: each run may build into and serve its own directory (by default the
// one `npm run build` just built into, so every worker's instance serves that one build).
const DIST = process.env.E2E_DIST ?? process.env.BUILD_DIR ?? 'dist';

// Spec files run in parallel, one worker each at a time, each worker against its own demo instance
// (test/e2e/instances.ts); the tests of a file still run in order, in one worker.
export default defineConfig({
  testDir: './test/e2e',
  // Playwright's own disabled Chromium features, read once, so each worker's launch keeps them (test/e2e/chromium.ts)
  globalSetup: './test/e2e/globalSetup.ts',
  // Playwright empties its output folder when a run starts: runs on other ports keep theirs.
  outputDir: `test-results/e2e-${BASE_PORT}`,
  fullyParallel: false,
  workers: WORKERS,
  retries: 0,
  // Room for a busy machine (two workers share two cores, often with a build beside them), never what a
  // test proves: a passing test takes no longer for it.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    // The fixture in test/e2e/support.ts sets each test's baseURL from its worker; this default does
    // the same for a spec that imports `test` from '@playwright/test' (the config is loaded again in
    // each worker, with TEST_PARALLEL_INDEX set).
    baseURL: instanceURL(Number(process.env.TEST_PARALLEL_INDEX ?? 0)),
    // No trace unless asked (`npx playwright test --trace retain-on-failure`): recording one for every test, to keep
    // a failing one's, took a quarter of the browser tests' time on a 2-core machine (3.0 -> 2.1 min for three files).
    trace: 'off',
    launchOptions: chromiumLaunchOptions,
    // No service worker unless a spec opts in (test/e2e/service-worker.spec.ts): a worker between the page and
    // the network would answer from its cache what a spec means to fail or count (a chunk, say).
    serviceWorkers: 'block',
  },
  webServer: [
    ...Array.from({ length: WORKERS }, (_, index) => ({
      name: `demo instance ${index}`,
      command: `npx tsx test/instance/main.ts --port ${instancePort(index)} --static ${DIST}`,
      url: `${instanceURL(index)}/api/v1/instance`,
      reuseExistingServer: false,
      timeout: 60_000,
    })),
    // the same build against the demo instance behaving as snac2 and as Hollo (test/e2e/flavours/)
    ...FLAVOURS.map((flavour) => ({
      name: `demo instance as ${flavour}`,
      command: `npx tsx test/instance/main.ts --port ${flavourPort(flavour)} --static ${DIST} --flavour ${flavour}`,
      url: `${flavourURL(flavour)}/__demo/flavour`,
      reuseExistingServer: false,
      timeout: 60_000,
    })),
    // the same build packed as the release and served the way Pleroma serves it (test/pleroma/)
    {
      name: 'Pleroma stand-in',
      command: `npx tsx test/pleroma/main.ts --port ${pleromaPort()} --dist ${DIST} --work-dir test-results/pleroma-${pleromaPort()}`,
      url: `${pleromaURL()}/api/v1/instance`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
