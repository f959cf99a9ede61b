import { Facet } from '@codemirror/state';
import { showPanel, type EditorView, type Panel } from '@codemirror/view';

/** The status line's texts in the page's language (the controller reconfigures them on a language change). */
export interface StatusTexts {
  position: (line: number, column: number) => string;
  lines: (count: number) => string;
  busy: string;
}

export const statusTexts = Facet.define<StatusTexts, StatusTexts | null>({ combine: (values) => values[values.length - 1] ?? null });

/** Set while a large text is still being taken in (a paste, a result arriving in slices). */
export const busyFacet = Facet.define<boolean, boolean>({ combine: (values) => values.some(Boolean) });

/**
 * Cursor position and line count under the editor, written into the DOM directly on each update: no React render
 * per keystroke. Not a live region: a screen reader asks for the position when it wants it.
 */
function statusPanel(view: EditorView): Panel {
  const dom = document.createElement('div');
  dom.className = 'cm-status';
  dom.setAttribute('data-testid', 'editor-status');
  const render = (v: EditorView) => {
    const texts = v.state.facet(statusTexts);
    if (!texts) return;
    const head = v.state.selection.main.head;
    const line = v.state.doc.lineAt(head);
    const parts = [texts.position(line.number, head - line.from + 1), texts.lines(v.state.doc.lines)];
    if (v.state.facet(busyFacet)) parts.push(texts.busy);
    const text = parts.join(' · ');
    if (dom.textContent !== text) dom.textContent = text;
  };
  render(view);
  return {
    dom,
    update(update) {
      if (update.docChanged || update.selectionSet || update.startState.facet(statusTexts) !== update.state.facet(statusTexts) ||
        update.startState.facet(busyFacet) !== update.state.facet(busyFacet)) render(update.view);
    },
  };
}

export const statusLine = showPanel.of(statusPanel);
