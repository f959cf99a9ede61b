/**
 * The heavy modules operations import on first use, named once. The registry is also read on the
 * main thread (names, options, inverses), where a bare `import()` in an entry would make the page's
 * bundle carry its own copy of prettier, terser, parse5 and the rest (chunks only the workers run,
 * 3 MB of the offline precache). So an operation asks for a module by name, and only the code that
 * runs operations (workers/recipe/run.ts, imported by the worker and by the unit tests) provides them.
 */
const loaders = {
  sql: () => import('../code/sql'),
  minify: () => import('../code/minify'),
  beautify: () => import('../code/beautify'),
  json: () => import('../data/json'),
  csv: () => import('../data/csv'),
  jsonToCsv: () => import('../data/jsonToCsv'),
  xml: () => import('../data/xml'),
  markdown: () => import('../data/markdown'),
  hashing: () => import('../hash/hashing'),
  htmlToText: () => import('../text/htmlToText'),
};

export type OpModules = typeof loaders;

export function provideOpModules(): void {
  globalThis.__toolboxOpModules = loaders;
}
