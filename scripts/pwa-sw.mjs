// The offline service worker of a build that gets more files after Vite's client build (scripts/build.mjs writes
// the prerendered pages then): `deferServiceWorker()` before the client build, `generateServiceWorker()` once every
// file is written, so all of them are in the precache. It reuses the vite-plugin-pwa options of vite.config.ts
// (pwa.config.ts) through the plugin's own API: one configuration, no copy.
import { resolveConfig } from 'vite';

const DEFER_ENV = 'TOOLBOX_SW_DEFER'; // pwa.config.ts DEFER_ENV

/** The next Vite builds of this process skip the service worker (until generateServiceWorker). */
export function deferServiceWorker() {
  process.env[DEFER_ENV] = '1';
}

/** Writes sw.js (and its Workbox runtime) into outDir, precaching everything that is there now. */
export async function generateServiceWorker(root, outDir) {
  delete process.env[DEFER_ENV];
  const config = await resolveConfig({ root, build: { outDir }, logLevel: 'warn' }, 'build', 'production', 'production');
  const plugin = config.plugins.find((p) => p.name === 'vite-plugin-pwa');
  if (!plugin?.api) throw new Error('vite-plugin-pwa is not in vite.config.ts');
  await plugin.api.generateSW();
}
