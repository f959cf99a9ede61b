import { bootPlugin } from './scripts/vite-boot';
import { cspPlugin } from './scripts/vite-csp';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';
import { pwa } from './pwa.config';
import { chunkGroups } from './scripts/chunks';

export default defineConfig(({ isSsrBuild }) => ({
  // bootPlugin before cspPlugin: the policy hashes the inline boot script it writes.
  plugins: [react(), tailwindcss(), pwa(), bootPlugin(), cspPlugin()],
  worker: { format: 'es' },
  // The footer's copyright year: the same value in the prerendered HTML and in the first (hydrating) client render.
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  resolve: {
    // html-minifier-terser pulls clean-css, which needs Node's path/fs; CSS goes to csso instead (workers/shims).
    alias: { 'clean-css': fileURLToPath(new URL('./workers/shims/clean-css.ts', import.meta.url)) },
  },
  // The manifest lets the budget check (scripts/budgets.mjs) attribute chunks to tools.
  build: {
    target: 'es2022',
    chunkSizeWarningLimit: 1500,
    manifest: true,
    sourcemap: process.env.TOOLBOX_SOURCEMAP === '1',
    rolldownOptions: isSsrBuild ? {} : { output: { codeSplitting: { groups: chunkGroups } } },
  },
  preview: { port: 4173, strictPort: true },
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx'],
    environment: 'node',
  },
}));
