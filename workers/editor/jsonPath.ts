import type { JsonTreeIndex } from './jsonTree';

/*
 * Runs on the main thread too (the tree view's "copy path"), so it imports
 * nothing but types: the worker's modules stay out of the page's bundle.
 */

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/** The JSONPath of a node: `$`, `$.items[3].name`, `$["a b"]`. */
export function jsonPathOf(
  text: string,
  tree: Pick<JsonTreeIndex, 'parent' | 'indexInParent' | 'keyStart' | 'keyEnd' | 'keyPlain'>,
  node: number,
): string {
  const steps: string[] = [];
  for (let i = node; tree.parent[i]! >= 0; i = tree.parent[i]!) {
    const start = tree.keyStart[i]!;
    if (start < 0) {
      steps.push(`[${tree.indexInParent[i]!}]`);
      continue;
    }
    const end = tree.keyEnd[i]!;
    const name = tree.keyPlain[i] ? text.slice(start + 1, end - 1) : (JSON.parse(text.slice(start, end)) as string);
    steps.push(IDENTIFIER.test(name) ? `.${name}` : `[${JSON.stringify(name)}]`);
  }
  return `$${steps.reverse().join('')}`;
}
