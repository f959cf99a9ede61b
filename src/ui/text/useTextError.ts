import { useCallback, useMemo, useRef } from 'react';
import type { ColumnUnit } from '../../lib/textPosition';
import type { EditorHandle, TextDiagnostic } from '../editorTypes';

const NONE: readonly TextDiagnostic[] = [];

export interface TextErrorAt {
  line?: number;
  column?: number;
  unit?: ColumnUnit;
}

/**
 * A parser's error in a tool's input, where it is: the marker the input field draws (`diagnostics`, `handle` for
 * BigTextArea) and the error panel's "go to line N, column M" (`position`, `goTo`). Memoised on the position and the
 * message, so a job's progress re-renders neither the field nor its marker.
 */
export function useTextError(at: TextErrorAt | null | undefined, message: string | null) {
  const handle = useRef<EditorHandle | null>(null);
  const line = at?.line;
  const column = at?.column;
  const unit = at?.unit;
  const known = line !== undefined && column !== undefined;
  const diagnostics = useMemo(
    () => (known && message ? [{ line: line!, column: column!, unit, message }] : NONE),
    [known, line, column, unit, message],
  );
  const position = useMemo(() => (known ? { line: line!, column: column! } : null), [known, line, column]);
  const goTo = useCallback(() => {
    if (known) handle.current?.goTo(line!, column!, unit);
  }, [known, line, column, unit]);
  return { handle, diagnostics, position, goTo };
}
