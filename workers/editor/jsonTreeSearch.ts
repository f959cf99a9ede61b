import { NodeKind, type JsonTreeIndex } from './jsonTree';

export { jsonPathOf } from './jsonPath';

/** Past this many hits the view has more than anyone scrolls through; the search stops. */
export const MAX_SEARCH_HITS = 100_000;

/** What a search reads of the index (the worker keeps just these between searches). */
export type SearchableTree = Pick<JsonTreeIndex, 'count' | 'kind' | 'keyStart' | 'keyEnd' | 'keyPlain' | 'valueStart' | 'valueEnd'>;

/**
 * Nodes (ascending) whose key, or scalar value, contains `query` ignoring
 * case. Keys and strings are compared decoded (`"\u0041"` matches `a`);
 * numbers and literals as written, so `1.0e400` matches `e400`.
 */
export function searchJsonTree(text: string, tree: SearchableTree, query: string): Int32Array<ArrayBuffer> {
  const hits: number[] = [];
  if (query === '') return new Int32Array(0);
  const needle = query.toLowerCase();
  const { count, kind, keyStart, keyEnd, keyPlain, valueStart, valueEnd } = tree;
  // Values come in document order, so one forward cursor to the next backslash
  // tells which strings need decoding, in one pass over the text in all.
  let backslash = -1;
  for (let i = 0; i < count && hits.length < MAX_SEARCH_HITS; i += 1) {
    const ks = keyStart[i]!;
    if (ks >= 0) {
      const ke = keyEnd[i]!;
      const name = keyPlain[i] ? text.slice(ks + 1, ke - 1) : (JSON.parse(text.slice(ks, ke)) as string);
      if (name.toLowerCase().includes(needle)) {
        hits.push(i);
        continue;
      }
    }
    const k = kind[i]!;
    if (k === NodeKind.object || k === NodeKind.array) continue;
    const vs = valueStart[i]!;
    const ve = valueEnd[i]!;
    let value: string;
    if (k !== NodeKind.string) value = text.slice(vs, ve);
    else {
      if (backslash < vs) {
        backslash = text.indexOf('\\', vs);
        if (backslash < 0) backslash = Infinity;
      }
      value = backslash < ve ? (JSON.parse(text.slice(vs, ve)) as string) : text.slice(vs + 1, ve - 1);
    }
    if (value.toLowerCase().includes(needle)) hits.push(i);
  }
  return Int32Array.from(hits);
}
