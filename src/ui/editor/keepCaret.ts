import { EditorView } from '@codemirror/view';

/**
 * Puts a focused editor's caret back where its state has it after an update that changed neither the text nor the
 * selection. Chrome moves the caret to the start of a line when a redraw moves the text node it is in (highlighting
 * wrapping the text in a span), and CodeMirror, within 200 ms of taking focus, takes that for the browser's own reset
 * on focus and leaves the caret there. The field's takeover hits exactly that: it focuses the editor, and the
 * language arrives a moment later; the next key then went in at the start of the line.
 */
export const keepCaret = EditorView.updateListener.of((update) => {
  const { view } = update;
  if (update.docChanged || update.selectionSet || !view.hasFocus || view.composing) return;
  const main = view.state.selection.main;
  const selection = view.contentDOM.ownerDocument.getSelection();
  const node = selection?.focusNode;
  if (!main.empty || !selection?.isCollapsed || !node || !view.contentDOM.contains(node)) return;
  let at: number;
  try {
    at = view.posAtDOM(node, selection.focusOffset);
  } catch {
    return;
  }
  if (at === main.head) return;
  const want = view.domAtPos(main.head);
  selection.collapse(want.node, want.offset);
});
