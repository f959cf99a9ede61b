import type { EditorApi, JsonTreeReply } from '@workers/editor/api';
import type { FoldLanguage } from '@workers/editor/folds';
import type { JsonTreeIndex } from '@workers/editor/jsonTree';
import { WorkerClient } from './client';

export type { FoldLanguage, JsonTreeIndex, JsonTreeReply };

/**
 * The editor's analysis of large documents (fold ranges, the JSON tree's index and its search), in an instance of the
 * shared worker bundle of its own: a 10 MB format job never makes the fold gutter or the tree wait, nor the reverse.
 * The worker keeps a copy of each open document and receives edits as changes, never the whole text again.
 */
const client = new WorkerClient<EditorApi>(
  () => new Worker(new URL('../../../workers/formats.worker.ts', import.meta.url), { type: 'module', name: 'editor' }),
);

/** [from, to, inserted text] in the positions of the document before the change (CodeMirror's iterChanges order). */
export type DocChange = [number, number, string];

export const editorJobs = {
  open: (id: string, text: string) => client.run((api) => api.editorOpen(id, text)),
  change: (id: string, changes: DocChange[]) => client.run((api) => api.editorChange(id, changes)),
  close: (id: string) => client.run((api) => api.editorClose(id)),
  folds: (id: string, language: FoldLanguage) => client.run((api) => api.editorFolds(id, language)),
  // Comlink's Remote spreads a union result over Promise<A> | Promise<B>; the cast folds it back.
  jsonTree: (text: string) => client.run((api) => api.jsonTree(text) as Promise<JsonTreeReply>),
  jsonTreeSearch: (treeId: number, query: string) => client.run((api) => api.jsonTreeSearch(treeId, query)),
};
