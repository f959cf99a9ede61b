import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

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
    // Layering: shared components (ui/) and logic (lib/) sit below the app shell and the pages that use them.
    files: ['src/ui/**/*.{ts,tsx}', 'src/lib/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [{
          regex: '^(\\.\\./)+(app|pages)(/|$)|^/?src/(app|pages)(/|$)',
          message: 'src/ui and src/lib must not import from src/app or src/pages: move the shared piece down into ui/ or lib/, or pass it in as a prop.',
        }],
      }],
    },
  },
  {
    // The catalogue sits above the tools and their shared pieces: src/lib never reads it, and of src/ui only the tool
    // page's frame does (header, about, Send to…), the last of the circle issue 29 names, until a page provides them.
    files: ['src/lib/**/*.{ts,tsx}', 'src/ui/**/*.{ts,tsx}'],
    ignores: ['src/ui/ToolHeader.tsx', 'src/ui/ToolAbout.tsx', 'src/ui/SendToDialog.tsx'],
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
    // Playwright fixtures call `use(...)`, which the React hooks rule mistakes for a hook.
    files: ['tests/e2e/**/*.ts', 'tests/bench/**/*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
);
