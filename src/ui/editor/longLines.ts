import { EditorView } from '@codemirror/view';
import { deleteCharBackward, deleteCharForward } from '@codemirror/commands';

/**
 * Typing on a very long line. The editor reads what the browser typed back from the DOM and compares the whole line
 * with its document: on a minified 10 MiB JSON (one line) that cost 100-160 ms a keystroke on a 4×-slowed CPU. On a
 * line this long the keystroke is applied directly instead (20-60 ms there). Composition (IME) still goes through the
 * DOM: it cannot be cancelled, and it is rare on such a line.
 */
export const LONG_LINE_CHARS = 10_000;

export const longLineInput = EditorView.domEventHandlers({
  beforeinput(event, view) {
    if (view.composing || view.state.readOnly || event.isComposing) return false;
    const { main } = view.state.selection;
    const line = view.state.doc.lineAt(main.head);
    if (line.length < LONG_LINE_CHARS || view.state.selection.ranges.length > 1) return false;
    if (event.inputType === 'insertText' && event.data) {
      event.preventDefault();
      view.dispatch(view.state.replaceSelection(event.data), { userEvent: 'input.type', scrollIntoView: true });
      return true;
    }
    if (event.inputType === 'deleteContentBackward') {
      event.preventDefault();
      return deleteCharBackward(view);
    }
    if (event.inputType === 'deleteContentForward') {
      event.preventDefault();
      return deleteCharForward(view);
    }
    return false;
  },
});
