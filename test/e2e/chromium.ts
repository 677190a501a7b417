/**
 * How Debian's Chromium is launched for browser tests and scripts. Without the network flags,
 * headless Chromium floods the closed network of these machines.
 */
const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Headless Chromium 156 opens the address bar's popup pages in every new browser context, each in a renderer of its
 * own: about a second of CPU beside the page under test, at every test's start and every cold load of the start-up
 * bench (docs/architecture.md, "Tests and the clock"). No test or bench opens the address bar.
 */
export const OWN_DISABLED_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

/** The switch that names the features to turn off, as Chromium reads it. */
export const DISABLE_FEATURES = '--disable-features=';

/**
 * Chromium keeps only the last `--disable-features` on its command line, so ours joins the launcher's own list (the
 * one Playwright passes, read by test/e2e/globalSetup.ts) in one switch rather than replacing it.
 */
export const disableFeaturesSwitch = (launchers: readonly string[]) =>
  `${DISABLE_FEATURES}${[...new Set([...launchers, ...OWN_DISABLED_FEATURES])].join(',')}`;

/** Where the browser tests' global setup leaves Playwright's own list of disabled features, for its workers. */
export const PLAYWRIGHT_FEATURES_ENV = 'E2E_PLAYWRIGHT_DISABLED_FEATURES';

const playwrightFeatures = process.env[PLAYWRIGHT_FEATURES_ENV];

/**
 * For a launch by Playwright. Outside the test runner (scripts) Playwright's list is unknown: the switch is left out
 * rather than dropping that list.
 */
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [...ARGS, ...(playwrightFeatures === undefined ? [] : [disableFeaturesSwitch(playwrightFeatures.split(','))])],
};

/** For a launch with no driver in between (scripts/bench/bareChromium.ts), which adds no features of its own. */
export const bareChromiumArgs = [...ARGS, disableFeaturesSwitch([])];
