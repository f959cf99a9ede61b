import { readFileSync } from 'node:fs';
import { runnerImport, type Plugin } from 'vite';
import { readManifests } from './manifests.ts';
import { catalogLocale, manifestOperations, operationLabels, readJson, type Json, type OperationLookup as Lookup } from './toolLocales.ts';

const TOOL_LOCALE = /\/locales\/([^/]+)\/tools\/([^/.]+)\.json$/;
const CATALOG_LOCALE = /\/locales\/([^/]+)\/catalog\.json$/;

/**
 * A tool's texts live in its own locale file, and the build serves them where the site reads them:
 * - the catalogue's name and line of each tool go into the catalog namespace, which every page loads, and out of the
 *   tool's own module, which only its page loads;
 * - the labels of the tool's operations' options, written once in locales/<lng>/ops.json, are copied into the tool's
 *   module (as `ops`): the page draws those options from the schema the recipe step uses (src/ui/ops), and loads no
 *   second namespace for them.
 */
export function toolLocalesPlugin(root: string): Plugin {
  // The registry is TypeScript among the workers' modules: Vite's module runner reads it, without this config (no
  // plugins, so no recursion), once per build.
  let registry: Promise<Lookup> | undefined;
  const operations = () =>
    (registry ??= runnerImport<{ getOperation: Lookup }>(`${root}workers/ops/registry.ts`, { configFile: false, logLevel: 'error' })
      .then(({ module }) => module.getOperation));
  return {
    name: 'toolbox-tool-locales',
    enforce: 'pre',
    transform: {
      // Only locale files need this: without the filter, each of the build's ~3,300 modules crossed into JS here. The
      // patterns end at `.json`, so an import with a query (`?raw`, `?url`) never reaches the handler.
      filter: { id: [CATALOG_LOCALE, TOOL_LOCALE] },
      async handler(code, id) {
        const catalog = CATALOG_LOCALE.exec(id);
        if (catalog) {
          for (const { id: tool } of readManifests(root)) this.addWatchFile(`${root}locales/${catalog[1]}/tools/${tool}.json`);
          return { code: JSON.stringify(catalogLocale(root, catalog[1]!)), map: null };
        }
        const found = TOOL_LOCALE.exec(id);
        if (!found) return null;
        const [, lng, tool] = found;
        const manifest = `${root}src/tools/${tool}/tool.ts`;
        const opsFile = `${root}locales/${lng}/ops.json`;
        this.addWatchFile(manifest);
        this.addWatchFile(opsFile);
        const texts = JSON.parse(code) as Json;
        delete texts.catalog;
        const labels = operationLabels(manifestOperations(readFileSync(manifest, 'utf8')), readJson(opsFile), await operations());
        return { code: JSON.stringify(labels ? { ...texts, ops: labels } : texts), map: null };
      },
    },
  };
}
