import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './test/e2e/chromium';

// Browser tests run the production build, served by the demo instance with the CSP header.
const PORT = Number(process.env.E2E_PORT ?? 4310);
// Parallel work on one machine: each run may build into and serve its own directory.
const DIST = process.env.E2E_DIST ?? 'dist';

export default defineConfig({
  testDir: './test/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    launchOptions: chromiumLaunchOptions,
  },
  webServer: {
    command: `npx tsx test/instance/main.ts --port ${PORT} --static ${DIST}`,
    url: `http://127.0.0.1:${PORT}/api/v1/instance`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
