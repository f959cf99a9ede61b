/**
 * Fewer, larger chunks for what every page loads. Left to itself the bundler makes a chunk per set of importers, and
 * start-up came out as ~40 files (a tool page ~57) of a few hundred bytes to a few kilobytes: each request costs a
 * slow phone's main thread, the browser's network process and the server, and they queue on an HTTP/1.1 connection.
 *
 * src/main.tsx evaluates start-up in steps, each a task of its own: React's renderer, the store, i18n, then
 * src/start.tsx (the router and the shell). Each step gets one chunk with what its import reaches and no earlier step
 * did, so a step never evaluates a later one's code and the chunks import only earlier steps (no cycles). The pieces
 * most tools share from src/ui go into one `toolkit` chunk.
 */
interface ModuleGraph {
  getModuleInfo(id: string): { importers: readonly string[] } | null;
}

const ENTRY = /[\\/]src[\\/]main\.tsx$/;
const STEPS: [string, RegExp][] = [
  ['react', /[\\/]node_modules[\\/]react-dom[\\/]client\.js$/],
  ['store', /[\\/]src[\\/]store[\\/]index\.ts$/],
  ['i18n', /[\\/]src[\\/]lib[\\/]i18n\.ts$/],
  ['shell', /[\\/]src[\\/]start\.tsx$/],
];
/**
 * src/ui's own files: what most tool pages use. Its folders (calculators, charts, dialogs, the editor, the image, PDF,
 * data, list, password and timer pieces…) are chunked by who uses them, so a page loads only its family's.
 */
const TOOLKIT = /[\\/]src[\\/]ui[\\/][^\\/]+$/;
/** Small leaves of src/lib that tools, calculators and charts all use: in the toolkit rather than a chunk of their own. */
const TOOLKIT_LEAVES = /[\\/]src[\\/]lib[\\/]intlFormat\.ts$/;

/**
 * The controls a page draws from an operation's schema (src/ui/ops) and the builders of those schemas: one chunk for
 * the pages with operation options and the recipe builder, rather than three of a few hundred bytes each.
 */
const OP_OPTIONS = /[\\/](?:src[\\/]ui[\\/]ops[\\/](?!NumberOptionInput)[^\\/]+|workers[\\/]ops[\\/]optionSpec\.ts)$/;

/** Every module that statically imports `id`, directly or through others (and `id` itself). */
function staticImporters(id: string, graph: ModuleGraph): string[] {
  const seen = new Set([id]);
  const queue = [id];
  while (queue.length > 0) {
    for (const importer of graph.getModuleInfo(queue.pop()!)?.importers ?? []) {
      if (seen.has(importer)) continue;
      seen.add(importer);
      queue.push(importer);
    }
  }
  return [...seen];
}

/**
 * The chunk of `id`: the start-up step whose import first reaches it (its own imports are then in that step or an
 * earlier one), else the toolkit when a toolkit file imports it (so the toolkit's imports never lead back to it), else
 * the bundler's own choice.
 */
export function chunkFor(id: string, graph: ModuleGraph): string | null {
  const importers = staticImporters(id, graph);
  // What the entry itself imports stays in the entry's chunk.
  if (importers.some((m) => ENTRY.test(m))) return null;
  const step = STEPS.find(([, root]) => importers.some((m) => root.test(m)));
  if (step) return step[0];
  if (TOOLKIT_LEAVES.test(id) || importers.some((m) => TOOLKIT.test(m))) return 'toolkit';
  return OP_OPTIONS.test(id) ? 'opOptions' : null;
}

/**
 * Only the modules `chunkFor` names: with their dependencies pulled in too (the bundler's default), the shell took
 * React and the store into itself, the entry imported the shell, and start-up ran as one task again.
 */
export const chunkGroups = [{ name: chunkFor, debugName: 'start-up steps and toolkit', includeDependenciesRecursively: false }];
