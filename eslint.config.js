import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const CONTRACT_DATA_ONLY = 'src/**/contract.ts is the e2e contract\'s data: the app never imports it.';

export default tseslint.config(
  { ignores: ['**/*.tmp.mjs', '.perf-dist', 'dist', '.e2e-dist', '.lighthouse-dist', 'node_modules', 'test-results', 'playwright-report', 'blob-report'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    // Layering: shared components (ui/) and logic (lib/) sit below the catalogue, the tools, the pages and the app
    // shell. What a tool page's frame shows of the catalogue comes down through src/ui/toolFrame.ts.
    files: ['src/lib/**/*.{ts,tsx}', 'src/ui/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [{
          regex: '^(\\.\\./)+(app|pages|catalog|tools)(/|$)|^/?src/(app|pages|catalog|tools)(/|$)',
          message: 'src/ui and src/lib sit below the catalogue, the tools, the pages and the app shell: move the shared piece down, or pass it in as a prop.',
        }],
      }],
    },
  },
  {
    // A tool is one folder: it uses what sits below it (ui, lib, config, store, workers) and its folder's own files,
    // never another tool (move the shared piece down) nor the catalogue, pages or app shell that sit above it.
    files: ['src/tools/*/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          { regex: '^\\.\\./(?!manifest$)[^./]', message: 'A tool never imports another tool: move the shared piece down into src/ui, src/lib or workers/.' },
          { regex: '^(\\.\\./)+(app|pages|catalog)(/|$)', message: 'A tool sits below the catalogue, the pages and the app shell.' },
        ],
      }],
    },
  },
  {
    // A tool's contract row (src/tools/<id>/contract.ts) is data for the stock e2e contract: it reads its own folder,
    // the shared contract type, locale files and npm packages, nothing else of the site's.
    files: ['src/tools/*/contract.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [{
          regex: '^(?!\\./(?!\\.)|\\.\\./contract$|(\\.\\./){3}locales/.+\\.json$)(\\.|/|@src/|@workers/|src/)',
          message: 'A contract row imports only its own folder, ../contract, locale files and npm packages.',
        }],
      }],
    },
  },
  {
    // The contract rows are test data: the app never loads them, so no page ships them. The TypeScript twin of
    // no-restricted-imports carries this, as the layering blocks above each set that rule's whole list for their files.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/tools/*/contract.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', {
        patterns: [{ regex: '(^|/)contract(\\.ts)?$', message: CONTRACT_DATA_ONLY }],
      }],
      // The same for import(), which the import rules do not see.
      'no-restricted-syntax': ['error', {
        selector: 'ImportExpression[source.value=/(^|\\u002F)contract(\\.ts)?$/]',
        message: CONTRACT_DATA_ONLY,
      }],
    },
  },
  {
    // Workers are pure logic that also runs in node: they never reach into the page's code.
    files: ['workers/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [{ regex: '^(\\.\\./)+src(/|$)', message: 'workers/ never imports from src/: move the shared piece into workers/.' }],
      }],
    },
  },
  {
    // Configuration is the bottom layer: constants only, importing nothing of the site's.
    files: ['src/config/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [{ regex: '^\\.\\./', message: 'src/config imports only from src/config.' }],
      }],
    },
  },
  {
    // Pages are rendered by the app shell, never the other way round.
    files: ['src/pages/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [{ regex: '^(\\.\\./)+app(/|$)', message: 'src/pages must not import from src/app: move the shared piece down into lib/ or ui/.' }],
      }],
    },
  },
  {
    // Build and CI scripts run in node.
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // The inline boot script runs in the page, before anything else (scripts/vite-boot.ts inlines it).
    files: ['src/boot/**/*.js'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // Scripts the offline service worker imports as they are (pwa.config.ts importScripts).
    files: ['public/**/*.js'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
  {
    // Playwright fixtures call `use(...)`, which the React hooks rule mistakes for a hook.
    files: ['tests/e2e/**/*.ts', 'tests/bench/**/*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
);
