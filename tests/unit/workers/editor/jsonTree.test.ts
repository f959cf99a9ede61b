import { describe, expect, it } from 'vitest';
import { buildJsonTree, NodeKind, treeBuffers, type JsonTreeIndex } from '@workers/editor/jsonTree';

function tree(text: string): JsonTreeIndex {
  const r = buildJsonTree(text);
  if (!r.ok) throw new Error(`expected valid JSON, error at ${r.offset}`);
  return r.tree;
}

/** Node i's columns, offsets turned into the text they cover. */
function node(text: string, t: JsonTreeIndex, i: number) {
  return {
    kind: t.kind[i],
    parent: t.parent[i],
    depth: t.depth[i],
    end: t.end[i],
    childCount: t.childCount[i],
    indexInParent: t.indexInParent[i],
    key: t.keyStart[i]! < 0 ? null : text.slice(t.keyStart[i], t.keyEnd[i]),
    keyPlain: t.keyPlain[i],
    value: text.slice(t.valueStart[i], t.valueEnd[i]),
  };
}

/** A seeded generator, so a failure reproduces. */
function random(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

function randomValue(rand: () => number, depth: number): unknown {
  const r = rand();
  if (depth < 5 && r < 0.25) return Array.from({ length: Math.floor(rand() * 5) }, () => randomValue(rand, depth + 1));
  if (depth < 5 && r < 0.5) {
    const o: Record<string, unknown> = {};
    const n = Math.floor(rand() * 5);
    for (let k = 0; k < n; k += 1) o[`k${k}${rand() < 0.2 ? ' "q"' : ''}`] = randomValue(rand, depth + 1);
    return o;
  }
  if (r < 0.65) return `s${Math.floor(rand() * 100)}${rand() < 0.2 ? '\n\u00e9' : ''}`;
  if (r < 0.8) return Math.floor(rand() * 1e6) / 100;
  return [true, false, null][Math.floor(rand() * 3)];
}

const KIND_OF = (v: unknown): number =>
  Array.isArray(v) ? NodeKind.array
  : v === null ? NodeKind.null
  : v === true ? NodeKind.true
  : v === false ? NodeKind.false
  : typeof v === 'string' ? NodeKind.string
  : typeof v === 'number' ? NodeKind.number
  : NodeKind.object;

describe('buildJsonTree', () => {
  it('indexes nested objects and arrays in document order', () => {
    const text = '{"a": [1, {"b": "x"}], "c": true, "d": null, "e": false}';
    const t = tree(text);
    expect(t.count).toBe(8);
    expect(node(text, t, 0)).toEqual({ kind: NodeKind.object, parent: -1, depth: 0, end: 8, childCount: 4, indexInParent: 0, key: null, keyPlain: 0, value: text });
    expect(node(text, t, 1)).toEqual({ kind: NodeKind.array, parent: 0, depth: 1, end: 5, childCount: 2, indexInParent: 0, key: '"a"', keyPlain: 1, value: '[1, {"b": "x"}]' });
    expect(node(text, t, 2)).toEqual({ kind: NodeKind.number, parent: 1, depth: 2, end: 3, childCount: 0, indexInParent: 0, key: null, keyPlain: 0, value: '1' });
    expect(node(text, t, 3)).toEqual({ kind: NodeKind.object, parent: 1, depth: 2, end: 5, childCount: 1, indexInParent: 1, key: null, keyPlain: 0, value: '{"b": "x"}' });
    expect(node(text, t, 4)).toEqual({ kind: NodeKind.string, parent: 3, depth: 3, end: 5, childCount: 0, indexInParent: 0, key: '"b"', keyPlain: 1, value: '"x"' });
    expect(node(text, t, 5)).toMatchObject({ kind: NodeKind.true, parent: 0, indexInParent: 1, key: '"c"', value: 'true' });
    expect(node(text, t, 6)).toMatchObject({ kind: NodeKind.null, indexInParent: 2, key: '"d"', value: 'null' });
    expect(node(text, t, 7)).toMatchObject({ kind: NodeKind.false, indexInParent: 3, key: '"e"', value: 'false', end: 8 });
  });

  it('indexes empty containers and scalar roots', () => {
    const text = ' {"o": {}, "a": [ ], "n": [[]]} ';
    const t = tree(text);
    expect(t.count).toBe(5);
    expect([0, 1, 2, 3, 4].map((i) => node(text, t, i).value)).toEqual(['{"o": {}, "a": [ ], "n": [[]]}', '{}', '[ ]', '[[]]', '[]']);
    expect(Array.from(t.childCount)).toEqual([3, 0, 0, 1, 0]);
    expect(Array.from(t.end)).toEqual([5, 2, 3, 5, 5]);
    expect(node('[]', tree('[]'), 0)).toMatchObject({ kind: NodeKind.array, end: 1, childCount: 0, value: '[]' });
    expect(node(' "s" ', tree(' "s" '), 0)).toMatchObject({ kind: NodeKind.string, parent: -1, end: 1, value: '"s"' });
    expect(tree('0').count).toBe(1);
  });

  it('keeps escaped keys as tokens and flags them', () => {
    const text = '{"a\\"b": 1, "\\u0041": 2, "plain": 3, "a": {"\\n": 4}}';
    const t = tree(text);
    expect(node(text, t, 1)).toMatchObject({ key: '"a\\"b"', keyPlain: 0 });
    expect(node(text, t, 2)).toMatchObject({ key: '"\\u0041"', keyPlain: 0 });
    expect(node(text, t, 3)).toMatchObject({ key: '"plain"', keyPlain: 1 });
    expect(node(text, t, 5)).toMatchObject({ key: '"\\n"', keyPlain: 0, depth: 2, value: '4' });
  });

  it('keeps numbers exactly as written, and every repeated key', () => {
    const text = '[12345678901234567890, 1.0e400, -0, 1E-7, {"k": 1, "k": 2}]';
    const t = tree(text);
    expect([1, 2, 3, 4].map((i) => node(text, t, i))).toMatchObject([
      { kind: NodeKind.number, value: '12345678901234567890' },
      { kind: NodeKind.number, value: '1.0e400' },
      { kind: NodeKind.number, value: '-0' },
      { kind: NodeKind.number, value: '1E-7' },
    ]);
    expect(t.childCount[5]).toBe(2);
    expect([6, 7].map((i) => node(text, t, i).value)).toEqual(['1', '2']);
  });

  it('keeps offsets into the text as given when it starts with a BOM', () => {
    const text = '\ufeff{"a": [true]}';
    const t = tree(text);
    expect(node(text, t, 0).value).toBe('{"a": [true]}');
    expect(node(text, t, 1)).toMatchObject({ key: '"a"', value: '[true]' });
    expect(node(text, t, 2).value).toBe('true');
    expect(buildJsonTree('\ufeff[1,]')).toEqual({ ok: false, offset: 4 });
  });

  it.each<[string, number]>([
    ['', 0],
    ['   ', 3],
    ['{"a":}', 5],
    ['[1,]', 3],
    ['[1] x', 4],
    ['{"a" 1}', 5],
    ['"abc', 4],
    ['[01]', 2],
    ['{"a":1', 6],
    ['nul', 3],
    ['\ufeff', 1],
  ])('rejects %j at offset %i', (text, offset) => {
    expect(buildJsonTree(text)).toEqual({ ok: false, offset });
  });

  it('gives exact, separate buffers, ready to transfer', () => {
    const t = tree('[1, [2, 3], {"a": 4}]');
    const columns = [t.kind, t.parent, t.depth, t.end, t.childCount, t.indexInParent, t.keyStart, t.keyEnd, t.keyPlain, t.valueStart, t.valueEnd];
    for (const column of columns) {
      expect(column.length).toBe(t.count);
      expect(column.buffer.byteLength).toBe(t.count * column.BYTES_PER_ELEMENT);
    }
    const buffers = treeBuffers(t);
    expect(buffers).toHaveLength(columns.length);
    expect(new Set(buffers).size).toBe(columns.length);
  });

  it('matches a recursive walk of the index, and JSON.parse, on a generated document', () => {
    const rand = random(20240611);
    const value = Array.from({ length: 300 }, () => randomValue(rand, 0));
    const text = JSON.stringify(value, null, 1);
    const t = tree(text);

    // Reference structure from the parent column alone.
    const children: number[][] = Array.from({ length: t.count }, () => []);
    for (let i = 1; i < t.count; i += 1) children[t.parent[i]!]!.push(i);
    const walk = (i: number, depth: number): number => {
      expect(t.depth[i]).toBe(depth);
      expect(t.childCount[i]).toBe(children[i]!.length);
      let next = i + 1;
      children[i]!.forEach((c, position) => {
        expect(c).toBe(next);
        expect(t.indexInParent[c]).toBe(position);
        next = walk(c, depth + 1);
      });
      expect(t.end[i]).toBe(next);
      return next;
    };
    expect(walk(0, 0)).toBe(t.count);
    expect(t.parent[0]).toBe(-1);

    // Kinds, keys and values against JSON.parse, in pre-order.
    let i = 0;
    const check = (v: unknown, key: string | null) => {
      const at = i;
      i += 1;
      expect(t.kind[at]).toBe(KIND_OF(v));
      if (key === null) expect(t.keyStart[at]).toBe(-1);
      else expect(JSON.parse(text.slice(t.keyStart[at], t.keyEnd[at]))).toBe(key);
      const raw = text.slice(t.valueStart[at], t.valueEnd[at]);
      expect(JSON.parse(raw)).toEqual(v);
      if (Array.isArray(v)) v.forEach((item) => check(item, null));
      else if (v !== null && typeof v === 'object') for (const [k, item] of Object.entries(v)) check(item, k);
    };
    check(value, null);
    expect(i).toBe(t.count);
  });

  it('indexes a 2 MB document of records', () => {
    const records = Array.from({ length: 9000 }, (_, i) => ({
      id: i,
      name: `Name ${i}`,
      tags: ['a', 'b'],
      address: { street: `${i} Main Street`, city: 'Springfield', zip: '12345', geo: { lat: 1.5, lng: -2.25 } },
      active: i % 2 === 0,
      note: null,
    }));
    const text = JSON.stringify(records, null, 2);
    expect(text.length).toBeGreaterThan(2_000_000);
    const t = tree(text);
    // Per record: itself, id, name, tags + 2, address + street, city, zip, geo + lat, lng, active, note.
    const perRecord = 15;
    expect(t.count).toBe(1 + records.length * perRecord);
    expect(t.childCount[0]).toBe(records.length);
    const last = 1 + (records.length - 1) * perRecord;
    expect(node(text, t, last)).toMatchObject({ kind: NodeKind.object, parent: 0, depth: 1, indexInParent: records.length - 1, end: t.count, childCount: 6 });
    expect(node(text, t, last + 2)).toMatchObject({ kind: NodeKind.string, key: '"name"', value: `"Name ${records.length - 1}"` });
    expect(node(text, t, last + 10)).toMatchObject({ kind: NodeKind.object, key: '"geo"', depth: 3, childCount: 2 });
    expect(JSON.parse(node(text, t, last + 6).value)).toEqual(records[records.length - 1]!.address);
    expect(node(text, t, t.count - 1)).toMatchObject({ kind: NodeKind.null, key: '"note"', value: 'null' });
  });
});
