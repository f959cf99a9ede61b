import type { ColumnUnit } from '../lib/textPosition';

/**
 * What a tool tells the shared text fields about the editor (src/ui/editor, loaded on demand). Types only: nothing
 * here pulls the editor into a page that does not use it.
 */

/** The editor's modes: a language to highlight, or plain text. */
export type EditorLanguage = 'text' | 'json' | 'xml' | 'html' | 'csv' | 'sql' | 'javascript' | 'css' | 'markdown';

/** A parser's error at a 1-based line and column of the field's text. */
export interface TextDiagnostic {
  line: number;
  column: number;
  /** How the parser counts columns (default code points). */
  unit?: ColumnUnit;
  message: string;
}

/** Ranges to mark in the text (regular-expression matches): `starts[i]`..`ends[i]`, sorted by start. */
export interface TextMarks {
  starts: ArrayLike<number>;
  ends: ArrayLike<number>;
}

/** What a tool can do with its field, whether the editor has taken it over yet or it is still the plain textarea. */
export interface EditorHandle {
  focus(): void;
  /** Puts the cursor at a 1-based line and column, scrolls it into view and focuses the field. */
  goTo(line: number, column: number, unit?: ColumnUnit): void;
}
