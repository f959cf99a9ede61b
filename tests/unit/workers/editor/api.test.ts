import { describe, expect, it } from 'vitest';
import { editorApi } from '@workers/editor/api';
import { jsonPathOf } from '@workers/editor/jsonPath';

/** The worker's API called directly, as the worker runs it (transfer only marks buffers here). */
describe('editorApi', () => {
  it('keeps a document in step with changes and folds it', async () => {
    await editorApi.editorOpen('doc', '{\n}');
    expect(Array.from(await editorApi.editorFolds('doc', 'json'))).toEqual([1, 2]);
    await editorApi.editorChange('doc', [[1, 1, '"a": [\n1\n]']]);
    expect(Array.from(await editorApi.editorFolds('doc', 'json'))).toEqual([1, 12, 7, 10]);
    await editorApi.editorClose('doc');
    await expect(editorApi.editorFolds('doc', 'json')).rejects.toThrow(/doc/);
  });

  it('builds a tree, then searches it by id; only the latest two are kept', async () => {
    const text = '{"name": "x", "list": [{"name": "y"}]}';
    const first = await editorApi.jsonTree(text);
    if (!first.ok) throw new Error('expected a tree');
    expect(first.tree.count).toBe(5);
    const hits = await editorApi.jsonTreeSearch(first.treeId, 'NAME');
    expect(Array.from(hits, (i) => jsonPathOf(text, first.tree, i))).toEqual(['$.name', '$.list[0].name']);

    const second = await editorApi.jsonTree('[1]');
    const third = await editorApi.jsonTree('[2]');
    if (!second.ok || !third.ok) throw new Error('expected trees');
    expect(Array.from(await editorApi.jsonTreeSearch(third.treeId, '2'))).toEqual([1]);
    expect(Array.from(await editorApi.jsonTreeSearch(second.treeId, '1'))).toEqual([1]);
    await expect(editorApi.jsonTreeSearch(first.treeId, 'name')).rejects.toThrow(/no longer kept/);
    expect(await editorApi.jsonTree('[1,]')).toEqual({ ok: false, offset: 3 });
  });
});
