/**
 * The worker's copy of each open editor document. The page sends the text
 * once and then only CodeMirror's changes, so a keystroke in a 10 MiB
 * document costs a few bytes of messaging, not a 20 MB copy.
 */

/** One replaced range, positions in the document before the change set. */
export type DocChange = readonly [from: number, to: number, insert: string];

const docs = new Map<string, string>();

function held(id: string): string {
  const text = docs.get(id);
  if (text === undefined) throw new Error(`No editor document "${id}" is open in this worker`);
  return text;
}

export function openDoc(id: string, text: string): void {
  docs.set(id, text);
}

/**
 * Applies one change set, its changes in the order ChangeSet.iterChanges
 * yields them (ascending, not overlapping). The new text is built in one pass
 * from slices of the old: replacing from the last change to the first gives
 * the same text, but each replacement would copy the whole document again.
 */
export function applyChanges(id: string, changes: readonly DocChange[]): void {
  const text = held(id);
  if (changes.length === 0) return;
  const parts: string[] = [];
  let at = 0;
  for (const [from, to, insert] of changes) {
    if (!(from >= at && to >= from && to <= text.length)) {
      throw new RangeError(`Editor change [${from}, ${to}) of "${id}" is out of order or outside its ${text.length} characters`);
    }
    parts.push(text.slice(at, from), insert);
    at = to;
  }
  parts.push(text.slice(at));
  docs.set(id, parts.join(''));
}

export function docText(id: string): string {
  return held(id);
}

export function closeDoc(id: string): void {
  held(id);
  docs.delete(id);
}
