/** @jest-config-loader esbuild-register */
import type { Config } from 'jest';

// ESM-only packages (react-intl, @formatjs, msw and its dependencies) must be transformed too.
const esmPackages = [
  'react-intl',
  '@formatjs',
  'intl-messageformat',
  'msw',
  '@mswjs',
  '@bundled-es-modules',
  'until-async',
  'mfm-js',
  '@misskey-dev',
  'rettime',
  'outvariant',
  'strict-event-emitter',
  'headers-polyfill',
  'is-node-process',
  'tough-cookie',
  'tldts',
  'tldts-core',
  'type-fest',
  'cookie',
  '@open-draft',
];

const config: Config = {
  testEnvironment: 'jest-fixed-jsdom',
  roots: ['<rootDir>/test'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  testPathIgnorePatterns: ['/node_modules/', '<rootDir>/test/e2e/'],
  transform: {
    '^.+\\.(t|j|mj)sx?$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } } },
    ],
  },
  transformIgnorePatterns: [`/node_modules/(?!(${esmPackages.join('|')})/)`],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
  // a locale file's part (src/i18n/messageParts.ts) is cut by the build; tests take the whole file
  moduleNameMapper: { '\\.css$': '<rootDir>/test/support/styleStub.ts', '^(.+\\.json)\\?part=\\w+$': '$1' },
  setupFilesAfterEnv: ['<rootDir>/test/support/setup.ts'],
  // Jest's 5 s is a speed assertion on a shared 2-core machine (a replayed log took longer under load):
  // a test that hangs still fails, and none waits on a clock it does not fake.
  testTimeout: 60_000,
  // Every core, not Jest's default of one fewer: on a 2-core machine that default is one worker, and the suite took
  // 8 min 53 s there against 4 min 50 s with two (the parent process only hands out files).
  maxWorkers: '100%',
};

export default config;
