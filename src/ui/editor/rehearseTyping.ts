import { EditorSelection, EditorState, type Extension, type Text as Doc } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import { whenIdle } from '../../lib/nextTask';

/** Typed into when the editor is still empty: any text runs the same code; the grammar only changes the tokens. */
const SAMPLE = '{"name": "Ada", "born": 1815}';

/** Enough of the editor's text for a line or two: more is only more to parse and draw. */
const SAMPLE_CHARS = 120;

const IDLE_TIMEOUT_MS = 3_000;

let rehearsed = false;

/**
 * The first keystroke in a code editor runs CodeMirror's input path for the first time (the key handlers, the DOM
 * change read back, the update), compiled on use: on a 4×-slowed phone it took 90-120 ms to its frame
 * where the next took 40-50. Once per page, while the page is idle, a keystroke is rehearsed in a hidden, inert
 * editor of the same setup (never focused, never announced, gone in the same task), in two short steps: the start of
 * the visible editor's text (`doc`), typed at its end. `extensions` is asked for only the once.
 */
export function rehearseTyping(extensions: () => Extension, doc: Doc): void {
  if (rehearsed || typeof document === 'undefined') return;
  rehearsed = true;
  const text = doc.sliceString(0, SAMPLE_CHARS) || SAMPLE;
  whenIdle(() => {
    const parent = document.createElement('div');
    parent.inert = true;
    parent.setAttribute('aria-hidden', 'true');
    parent.style.cssText = 'position:fixed;left:0;top:0;width:20rem;height:6rem;opacity:0;pointer-events:none;z-index:-1';
    document.body.append(parent);
    const view = new EditorView({
      parent,
      state: EditorState.create({ doc: text, extensions: extensions(), selection: EditorSelection.cursor(text.length) }),
    });
    whenIdle(() => {
      // A key that nothing is bound to, then the text a browser would type: read back by the editor's DOM observer,
      // in a microtask queued by the change, before the one that removes the editor. Its measure (a frame later)
      // never runs: the visible editor has measured already, so that code is ready.
      view.contentDOM.dispatchEvent(new KeyboardEvent('keydown', { key: 'Unidentified', bubbles: true }));
      lastText(view.contentDOM)?.appendData('1');
      queueMicrotask(() => {
        view.destroy();
        parent.remove();
      });
    }, IDLE_TIMEOUT_MS);
  }, IDLE_TIMEOUT_MS);
}

function lastText(root: Node): Text | null {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  let last: Text | null = null;
  while (walker.nextNode()) last = walker.currentNode as Text;
  return last;
}
