// ESLint flat config: the recommended rule sets only, so every branch's code can meet them.
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import astro from 'eslint-plugin-astro';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** The reference server takes from the site's source only what both sides run (src/shared/). */
const SERVER_TAKES_SHARED_ONLY = {
  regex: '(^|/)src/(?!shared/)',
  message: 'server/ imports from src/ only what src/shared holds.',
};

/** Platform code (src/lib, src/stores, src/i18n, src/sw) runs under every feature, so it imports none. */
const PLATFORM_TAKES_NO_FEATURE = {
  regex: '(^|/)(components|app|layouts|pages)/',
  message:
    'Platform code imports no feature, app life cycle, layout or page: move a helper one feature uses into its folder under src/components/, or what several use into src/lib/.',
};

/** What every page runs (the layout, the chrome, the app's life cycle) reaches a feature only by import(). */
const EVERY_PAGE_LOADS_FEATURES_LATE = {
  allowTypeImports: true,
  message:
    "Code every page runs imports a feature only with import() where it is needed: a static import puts the feature in every page's startup. What every page needs belongs in src/lib/.",
};

/** The app's life cycle is one chunk after hydration (src/app/load.ts); arrival.ts is the head script's pure read of the uid. */
const APP_THROUGH_LOAD = {
  regex: '(^|/)app/(?!(load|arrival)\\.ts$)',
  allowTypeImports: true,
  message:
    "Reach the app's life cycle through src/app/load.ts (loadApp, withApp, loadAndCheckAgain…): a static import of another src/app module puts it in this page's startup. A feature's own helper lives in its folder.",
};

export default defineConfig(
  globalIgnores([
    'dist*/',
    '.astro/',
    'data/',
    'reports/',
    'test-results/',
    'playwright-report/',
    'perf-results/',
    'server/media/',
    'src/assets/generated/',
    // Written by the build: ics bundled (integrations/ics-module.mjs) and the place search's data.
    'public/lib/',
    'public/places/',
  ]),
  js.configs.recommended,
  tseslint.configs.recommended,
  astro.configs['flat/recommended'],
  // eslint-plugin-jsx-a11y's recommended rules, for the JSX of .tsx and .astro files alike.
  astro.configs['flat/jsx-a11y-recommended'],
  { files: ['src/**/*.{ts,tsx}'], extends: [reactHooks.configs.flat.recommended] },
  // What the site and the reference server both run (src/shared/README.md): nothing from outside the
  // folder, no browser or Node API, no build-time settings.
  {
    files: ['src/shared/**/*.{ts,mjs}'],
    ignores: ['src/shared/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['../*', 'node:*'], message: 'src/shared imports only from src/shared.' }] },
      ],
      'no-restricted-globals': [
        'error',
        ...['window', 'document', 'localStorage', 'sessionStorage', 'navigator', 'location', 'process', 'Buffer'].map(
          (name) => ({ name, message: 'src/shared runs in the browser and in Node alike.' }),
        ),
      ],
      'no-restricted-syntax': [
        'error',
        { selector: "MetaProperty[meta.name='import']", message: 'src/shared reads no build-time settings.' },
      ],
    },
  },
  // The client's layers (docs/architecture.md, "Layers"): which folder may import which, so that
  // a wrong-way import, or a static one that would put a feature in every page's startup, fails.
  // One object per folder group: a later object's no-restricted-imports replaces an earlier one's.
  {
    files: ['src/lib/**', 'src/stores/**', 'src/i18n/**', 'src/directives/**', 'src/sw/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [PLATFORM_TAKES_NO_FEATURE] }] },
  },
  {
    files: ['src/layouts/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ ...EVERY_PAGE_LOADS_FEATURES_LATE, regex: '(^|/)components/(?!chrome/)' }, APP_THROUGH_LOAD] },
      ],
    },
  },
  {
    files: ['src/components/chrome/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ ...EVERY_PAGE_LOADS_FEATURES_LATE, regex: '^\\.\\./[^.]' }, APP_THROUGH_LOAD] },
      ],
    },
  },
  {
    files: ['src/app/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ ...EVERY_PAGE_LOADS_FEATURES_LATE, regex: '(^|/)(components|layouts|pages)/' }] },
      ],
    },
  },
  {
    files: ['src/components/**', 'src/pages/**'],
    ignores: ['src/components/chrome/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [APP_THROUGH_LOAD] }] },
  },
  // The strings tables are build-time: a page picks its islands' strings (pickStrings) and passes
  // them as props. typescript-eslint's own rule, so that it adds to the layers' objects above
  // rather than replacing the core rule they set.
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.ts', 'src/i18n/tables.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)i18n/(tables|fr|en|ar)(\\.ts)?$',
              allowTypeImports: true,
              message:
                "Client code carries no strings table: the page picks the island's strings at build (pickStrings, src/i18n/tables.ts) and passes them as props, or the island loads a whole table with lazyStrings() (src/i18n/lazyStrings.ts).",
            },
          ],
        },
      ],
    },
  },
  // The reference server takes from the site's source only what both sides run; its production
  // code takes nothing from server/testing/ (the tests' helpers, fakes and oracle).
  {
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [SERVER_TAKES_SHARED_ONLY],
        },
      ],
    },
  },
  {
    files: ['server/**/*.ts'],
    ignores: ['server/**/*.test.ts', 'server/testing/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            SERVER_TAKES_SHARED_ONLY,
            {
              regex: '(^|/)testing/',
              message:
                "The server's production code imports nothing from server/testing/ (tests' helpers, fakes, oracle).",
            },
          ],
        },
      ],
    },
  },
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // `_`-prefixed names mark a parameter or binding kept on purpose (a handler's signature).
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
);
