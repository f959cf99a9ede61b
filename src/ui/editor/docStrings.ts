import { Annotation, type Text } from '@codemirror/state';

/**
 * Strings already known to equal a document or an insertion: writing a 10 MiB document out as a string costs 25-50 ms
 * here (up to 140 ms on a 4×-slowed CPU), so what the page already holds as a string is handed on instead.
 */
const known = new WeakMap<Text, string>();

export function rememberString(doc: Text, text: string): void {
  known.set(doc, text);
}

/** The string known to equal `doc`, if any. */
export function knownString(doc: Text): string | undefined {
  return known.get(doc);
}

/** On a transaction with one large insertion: the inserted text as a string. */
export const insertedString = Annotation.define<string>();

/** On the site's own changes (the rest of a large text arriving): not an edit of the visitor's. */
export const internalChange = Annotation.define<boolean>();
