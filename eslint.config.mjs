import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';

export default tseslint.config(
  { ignores: ['dist/**', 'dist-*/**', 'node_modules/**', 'coverage/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  // Type-aware rules for the app's own code (tests and scripts keep the plain set: they run fast).
  ...tseslint.configs.recommendedTypeChecked.map((config) => ({ ...config, files: ['src/**/*.{ts,tsx}'] })),
  {
    files: ['src/**/*.{ts,tsx}'],
    // the service worker's files are in their own program (WebWorker types)
    languageOptions: {
      parserOptions: { project: ['./tsconfig.json', './src/serviceWorker/tsconfig.json'], tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      // Server enums name their known values beside `string` on purpose: the list documents them.
      '@typescript-eslint/no-redundant-type-constituents': 'off',
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      // `interface LazyLoadedSlices extends WithSlice<typeof slice> {}` is how a lazy slice joins RootState.
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  // Accessibility (issue 26): the recommended set as errors, with its options. label-has-for stays off (deprecated:
  // it asks for nesting and an id at once; label-has-associated-control replaces it); control-has-associated-label
  // is on, with the recommended set's own exemptions.
  {
    files: ['src/**/*.tsx'],
    plugins: { 'jsx-a11y': jsxA11y },
    rules: {
      ...jsxA11y.configs.recommended.rules,
      'jsx-a11y/control-has-associated-label': [
        'error',
        ...[jsxA11y.configs.recommended.rules['jsx-a11y/control-has-associated-label']].flat().slice(1),
      ],
      // The WAI-ARIA feed pattern makes each post's <article> a Tab stop (j/k, Page Down move between them).
      'jsx-a11y/no-noninteractive-tabindex': ['error', { tags: ['article'], roles: ['tabpanel'], allowExpressionValues: true }],
      // `autoFocus` on our own components is a prop (ComposerForm focuses its field once the reader opened it).
      'jsx-a11y/no-autofocus': ['error', { ignoreNonDOM: true }],
    },
  },
  // The house rules of docs/architecture.md, "Feature modules": data flows one way.
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/extensions': ['.ts', '.tsx', '.js'],
    },
    // A cycle through a dynamic import() crosses a chunk boundary (a lazy screen showing status cards, say):
    // nothing evaluates half-initialized there, so only static cycles are errors.
    rules: { 'import-x/no-cycle': ['error', { allowUnsafeDynamicCyclicDependency: true }] },
  },
  {
    files: [
      'src/components/**',
      'src/app/**',
      'src/features/*/components/**',
      'src/features/*/screens/**',
      'src/features/*/profileEditor/**',
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)api/(?!uiLookups$)',
              allowTypeImports: true,
              message: 'Components ask sagas (dispatch an intent); only sagas call the API (api/uiLookups is the one exception).',
            },
            { regex: '(^|/)sagas/', allowTypeImports: true, message: 'Components never import sagas: dispatch an intent.' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/sagas/**', 'src/features/*/sagas/**', 'src/store/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [{ regex: '(^|/)(components|screens)/', allowTypeImports: true, message: 'Sagas never import UI modules.' }],
        },
      ],
    },
  },
  {
    files: ['src/slices/**', 'src/features/*/*Slice.ts', 'src/selectors/**', 'src/features/*/*Selectors.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)(api|sagas|components|screens)/',
              allowTypeImports: true,
              message: 'Slices and selectors hold state only: no API, sagas or UI.',
            },
            { regex: 'utils/storage', message: 'Reducers never touch storage: the boot saga restores persisted values.' },
          ],
        },
      ],
    },
  },
  // A chunk that fails to load is retried and never loses the piece (issue 25): React's bare lazy() keeps a failed
  // import for good, so lazy pieces go through lazyRetrying. In-app links are our own (components/RouterLink).
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/utils/retryImport.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'react', importNames: ['lazy'], message: 'Use lazyRetrying (utils/retryImport): its chunk load is retried.' },
            {
              name: 'react-router',
              importNames: ['Link', 'NavLink'],
              message: "Use components/RouterLink: react-router's own carry its prefetching onto the first screen.",
            },
          ],
        },
      ],
    },
  },
  // Components stay renderer-neutral (docs/architecture.md, "Renderer"): under preact/compat a component's `ref` is
  // not one of its props, so a component that hands a ref on takes it under a name of its own.
  {
    files: ['src/**/*.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "TSPropertySignature[key.name='ref'], :function > ObjectPattern > Property[key.name='ref']",
          message: 'Name the ref prop for what it points at (inputRef, textareaRef): `ref` is no prop under preact/compat.',
        },
      ],
    },
  },
  {
    files: ['scripts/**/*.mjs'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly' } },
  },
);
