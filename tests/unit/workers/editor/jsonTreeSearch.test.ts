import { describe, expect, it } from 'vitest';
import { jsonPathOf } from '@workers/editor/jsonPath';
import { buildJsonTree, type JsonTreeIndex } from '@workers/editor/jsonTree';
import { MAX_SEARCH_HITS, searchJsonTree } from '@workers/editor/jsonTreeSearch';

function tree(text: string): JsonTreeIndex {
  const r = buildJsonTree(text);
  if (!r.ok) throw new Error(`expected valid JSON, error at ${r.offset}`);
  return r.tree;
}

/** The matching nodes as the text of their values. */
function found(text: string, query: string): string[] {
  const t = tree(text);
  return Array.from(searchJsonTree(text, t, query), (i) => text.slice(t.valueStart[i], t.valueEnd[i]));
}

describe('searchJsonTree', () => {
  const text = '{"Name": "Alice", "age": 42, "items": [{"label": "NAME tag"}, true, null, 1.0e400], "empty": {}}';

  it('matches keys and scalar values, ignoring case, in document order', () => {
    const t = tree(text);
    const hits = searchJsonTree(text, t, 'name');
    expect(hits).toBeInstanceOf(Int32Array);
    expect(Array.from(hits)).toEqual([1, 5]);
    expect(found(text, 'ALI')).toEqual(['"Alice"']);
    expect(found(text, 'items')).toEqual(['[{"label": "NAME tag"}, true, null, 1.0e400]']);
  });

  it('matches a container by its key only, never by what it holds', () => {
    expect(found(text, 'label')).toEqual(['"NAME tag"']);
    expect(found(text, 'empty')).toEqual(['{}']);
    expect(found(text, '{')).toEqual([]);
  });

  it('matches numbers and literals as written', () => {
    expect(found(text, 'e400')).toEqual(['1.0e400']);
    expect(found(text, '1.0')).toEqual(['1.0e400']);
    expect(found(text, 'TRUE')).toEqual(['true']);
    expect(found(text, 'nul')).toEqual(['null']);
    expect(found('[12345678901234567890, -0]', '7890')).toEqual(['12345678901234567890']);
    expect(found('[12345678901234567890, -0]', '-0')).toEqual(['-0']);
  });

  it('decodes escaped strings and keys before comparing', () => {
    const escaped = '{"caf\\u00e9": "\\"quoted\\" line\\nbreak", "plain": "a\\\\b", "x": "\\u0041BC"}';
    expect(found(escaped, 'CAFÉ')).toEqual(['"\\"quoted\\" line\\nbreak"']);
    expect(found(escaped, '"quoted"')).toEqual(['"\\"quoted\\" line\\nbreak"']);
    expect(found(escaped, 'line\nbreak')).toEqual(['"\\"quoted\\" line\\nbreak"']);
    expect(found(escaped, 'a\\b')).toEqual(['"a\\\\b"']);
    expect(found(escaped, 'abc')).toEqual(['"\\u0041BC"']);
    expect(found(escaped, 'u00')).toEqual([]);
  });

  it('finds nothing for an empty query', () => {
    expect(searchJsonTree(text, tree(text), '')).toEqual(new Int32Array(0));
  });

  it('searches a document with a BOM', () => {
    const bom = '\ufeff{"k": "v"}';
    expect(found(bom, 'v')).toEqual(['"v"']);
    expect(found(bom, 'k')).toEqual(['"v"']);
  });

  it(`stops at ${MAX_SEARCH_HITS} hits`, () => {
    const many = JSON.stringify(Array.from({ length: MAX_SEARCH_HITS + 50 }, () => 'x'));
    const hits = searchJsonTree(many, tree(many), 'X');
    expect(hits.length).toBe(MAX_SEARCH_HITS);
    expect(hits[0]).toBe(1);
    expect(hits[hits.length - 1]).toBe(MAX_SEARCH_HITS);
  });
});

describe('jsonPathOf', () => {
  it('names every node of a document', () => {
    const text = '{"items": [0, 1, 2, {"name": "n"}], "a b": 1, "key.with.dot": 2, "$ok_1": 3, "1st": 4, "a\\"q": 5, "ключ": 6, "": 7}';
    const t = tree(text);
    const paths = Array.from({ length: t.count }, (_, i) => jsonPathOf(text, t, i));
    expect(paths).toEqual([
      '$',
      '$.items',
      '$.items[0]',
      '$.items[1]',
      '$.items[2]',
      '$.items[3]',
      '$.items[3].name',
      '$["a b"]',
      '$["key.with.dot"]',
      '$.$ok_1',
      '$["1st"]',
      '$["a\\"q"]',
      '$["ключ"]',
      '$[""]',
    ]);
  });

  it('names nested arrays and escaped keys by their decoded name', () => {
    const text = '\ufeff[[[true]], {"\\u0061b": {"c": [null]}}]';
    const t = tree(text);
    expect(jsonPathOf(text, t, 3)).toBe('$[0][0][0]');
    expect(jsonPathOf(text, t, 7)).toBe('$[1].ab.c[0]');
  });
});
