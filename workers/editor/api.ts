import { transfer } from 'comlink';
import type { FoldLanguage } from './folds';
import type { JsonTreeIndex, JsonTreeResult } from './jsonTree';
import type { SearchableTree } from './jsonTreeSearch';
import type { DocChange } from './mirror';

/** A JsonTreeResult; when ok, with the id that jsonTreeSearch takes. */
export type JsonTreeReply = { ok: true; tree: JsonTreeIndex; treeId: number } | Extract<JsonTreeResult, { ok: false }>;

/**
 * The editor's worker side (merged into workers/formats.worker.ts, hence the
 * prefixes): a mirror of each open document, fold ranges, and the JSON tree
 * view's index and search. Results are typed arrays sent by transfer.
 */
export interface EditorApi {
  editorOpen(id: string, text: string): Promise<void>;
  /** One CodeMirror change set, as iterChanges yields it: [fromA, toA, inserted text]. */
  editorChange(id: string, changes: readonly DocChange[]): Promise<void>;
  editorClose(id: string): Promise<void>;
  /** Flat [from, to, …] pairs over the mirrored document (see folds.ts). */
  editorFolds(id: string, language: FoldLanguage): Promise<Int32Array>;
  /** Indexes a JSON text; the worker keeps it (the latest two) under `treeId` for jsonTreeSearch. */
  jsonTree(text: string): Promise<JsonTreeReply>;
  /** Nodes matching `query` in a kept tree; throws when that tree was already let go. */
  jsonTreeSearch(treeId: number, query: string): Promise<Int32Array>;
}

/** Trees kept for search: the one on screen and the one being replaced while its successor builds. */
const KEPT_TREES = 2;
const trees = new Map<number, { text: string; tree: SearchableTree }>();
let lastTreeId = 0;

// Every module is imported on first use: the worker bundle is shared with the data and code jobs.
export const editorApi: EditorApi = {
  editorOpen: async (id, text) => (await import('./mirror')).openDoc(id, text),
  editorChange: async (id, changes) => (await import('./mirror')).applyChanges(id, changes),
  editorClose: async (id) => (await import('./mirror')).closeDoc(id),
  editorFolds: async (id, language) => {
    const [{ docText }, { foldRanges }] = await Promise.all([import('./mirror'), import('./folds')]);
    const ranges = foldRanges(docText(id), language);
    return transfer(ranges, [ranges.buffer]);
  },
  jsonTree: async (text) => {
    const { buildJsonTree, treeBuffers } = await import('./jsonTree');
    const built = buildJsonTree(text);
    if (!built.ok) return built;
    const { tree } = built;
    // The transfer empties these buffers here: search keeps copies of the columns it reads.
    const kept: SearchableTree = {
      count: tree.count,
      kind: tree.kind.slice(),
      keyStart: tree.keyStart.slice(),
      keyEnd: tree.keyEnd.slice(),
      keyPlain: tree.keyPlain.slice(),
      valueStart: tree.valueStart.slice(),
      valueEnd: tree.valueEnd.slice(),
    };
    lastTreeId += 1;
    trees.set(lastTreeId, { text, tree: kept });
    for (const id of trees.keys()) if (trees.size > KEPT_TREES) trees.delete(id);
    return transfer({ ok: true, treeId: lastTreeId, tree }, treeBuffers(tree));
  },
  jsonTreeSearch: async (treeId, query) => {
    const held = trees.get(treeId);
    if (!held) throw new Error(`JSON tree ${treeId} is no longer kept in this worker: build it again`);
    const hits = (await import('./jsonTreeSearch')).searchJsonTree(held.text, held.tree, query);
    return transfer(hits, [hits.buffer]);
  },
};
