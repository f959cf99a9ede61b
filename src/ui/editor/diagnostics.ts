import { StateEffect, StateField, type EditorState, type Text } from '@codemirror/state';
import { showTooltip, type Tooltip } from '@codemirror/view';
import { lintGutter, setDiagnostics, type Diagnostic } from '@codemirror/lint';
import { offsetAt, type ColumnUnit } from '../../lib/textPosition';
import type { TextDiagnostic } from '../editorTypes';

/**
 * A parser's error where it is: an underline at the spot, a marker in the gutter, the message when the pointer rests
 * on either (the lint package) or when the cursor is on it (the tooltip below, for keyboard users).
 */
export function toDiagnostics(doc: Text, items: readonly TextDiagnostic[]): Diagnostic[] {
  return items.map((item) => {
    const from = offsetAt(doc, item.line, item.column, item.unit as ColumnUnit | undefined);
    const line = doc.lineAt(from);
    return { from, to: Math.min(line.to, from + 1), severity: 'error', message: item.message };
  });
}

const setFocusDiagnostics = StateEffect.define<Diagnostic[]>();

const focusDiagnostics = StateField.define<Diagnostic[]>({
  create: () => [],
  update(value, tr) {
    for (const effect of tr.effects) if (effect.is(setFocusDiagnostics)) return effect.value;
    if (!tr.docChanged || value.length === 0) return value;
    return value.map((d) => ({ ...d, from: tr.changes.mapPos(d.from), to: tr.changes.mapPos(d.to, 1) }));
  },
  provide: (field) => showTooltip.compute([field, 'selection'], (state: EditorState): Tooltip | null => {
    const head = state.selection.main.head;
    const hit = state.field(field).find((d) => head >= d.from && head <= Math.max(d.to, d.from));
    if (!hit) return null;
    return {
      pos: hit.from,
      above: true,
      create: () => {
        const dom = document.createElement('div');
        dom.className = 'cm-diagnostic cm-diagnostic-error';
        dom.setAttribute('role', 'status');
        dom.textContent = hit.message;
        return { dom };
      },
    };
  }),
});

export const diagnosticsExtension = [lintGutter(), focusDiagnostics];

/** The effects that show `items` (an empty list clears them). */
export function diagnosticEffects(state: EditorState, items: readonly TextDiagnostic[]): StateEffect<unknown>[] {
  const diagnostics = toDiagnostics(state.doc, items);
  const lint = setDiagnostics(state, diagnostics).effects;
  return [...(Array.isArray(lint) ? lint : lint ? [lint] : []), setFocusDiagnostics.of(diagnostics)];
}
