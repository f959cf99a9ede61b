import { describe, expect, it } from 'vitest';
import { buildJsonTree } from '@workers/editor/jsonTree';
import { jsonPathOf } from '@workers/editor/jsonPath';
import { initialOpen, keyName, openAll, reveal, rowOf, valuePreview, valueText, visibleRows } from '@src/ui/jsonTree/treeRows';

const TEXT = '{"a": {"b": [1, 2.50, {"c": null}]}, "d e": "x\\"y", "n": 12345678901234567890}';

function tree() {
  const built = buildJsonTree(TEXT);
  if (!built.ok) throw new Error('valid JSON');
  return built.tree;
}

describe('the JSON tree’s rows', () => {
  it('shows the root’s children first, every node when all are open, and skips a closed subtree whole', () => {
    const t = tree();
    const labels = (rows: Int32Array) => [...rows].map((n) => keyName(TEXT, t, n) ?? (t.parent[n]! < 0 ? '$' : `[${t.indexInParent[n]}]`));
    expect(labels(visibleRows(t, initialOpen(t)))).toEqual(['$', 'a', 'd e', 'n']);
    expect(labels(visibleRows(t, openAll(t)))).toEqual(['$', 'a', 'b', '[0]', '[1]', '[2]', 'c', 'd e', 'n']);
    const open = openAll(t);
    open[1] = 0; // "a" closed: b and everything under it hidden
    expect(labels(visibleRows(t, open))).toEqual(['$', 'a', 'd e', 'n']);
  });

  it('reveals a deep node by opening its ancestors, and finds its row', () => {
    const t = tree();
    const open = initialOpen(t);
    const c = [...Array(t.count).keys()].find((n) => keyName(TEXT, t, n) === 'c')!;
    expect(rowOf(visibleRows(t, open), c)).toBe(-1);
    reveal(t, open, c);
    const rows = visibleRows(t, open);
    expect(rows[rowOf(rows, c)]).toBe(c);
    expect(jsonPathOf(TEXT, t, c)).toBe('$.a.b[2].c');
  });

  it('keeps numbers and strings as written, keys decoded', () => {
    const t = tree();
    const byKey = (k: string) => [...Array(t.count).keys()].find((n) => keyName(TEXT, t, n) === k)!;
    expect(valueText(TEXT, t, byKey('n'))).toBe('12345678901234567890');
    expect(valuePreview(TEXT, t, byKey('d e'))).toBe('"x\\"y"');
    expect(jsonPathOf(TEXT, t, byKey('d e'))).toBe('$["d e"]');
    const two = [...Array(t.count).keys()].find((n) => valueText(TEXT, t, n) === '2.50');
    expect(two).toBeDefined();
  });

  it('cuts a long value’s preview and keeps the whole for copying', () => {
    const long = `["${'z'.repeat(500)}"]`;
    const built = buildJsonTree(long);
    if (!built.ok) throw new Error('valid JSON');
    expect(valuePreview(long, built.tree, 1).length).toBe(201);
    expect(valueText(long, built.tree, 1).length).toBe(502);
  });
});
