import { EditorState } from '@codemirror/state';
import { EditorView, drawSelection, highlightActiveLine, keymap, lineNumbers } from '@codemirror/view';
import { defaultKeymap, history, historyKeymap } from '@codemirror/commands';
import { foldGutter } from '@codemirror/language';

/**
 * The typing rows' second baseline: CodeMirror 6 as its manual sets it up (line numbers, fold gutter, history, the
 * drawn cursor), no wrapper of ours and no language, holding the same text with the caret at its end. What a keystroke
 * costs in it is the editor's own floor at that size.
 */
let view: EditorView | null = null;

export function mount(text: string): void {
  unmount();
  const parent = document.createElement('div');
  parent.id = 'bench-bare-cm';
  parent.style.cssText = 'position:fixed;left:8px;top:8px;width:600px;height:400px;z-index:9999;background:#fff;display:flex';
  document.body.append(parent);
  view = new EditorView({
    parent,
    state: EditorState.create({
      doc: text,
      selection: { anchor: text.length },
      extensions: [lineNumbers(), foldGutter(), history(), drawSelection(), highlightActiveLine(), keymap.of([...defaultKeymap, ...historyKeymap])],
    }),
  });
  view.dom.style.flex = '1';
  view.dispatch({ effects: EditorView.scrollIntoView(text.length) });
  view.focus();
}

export function unmount(): void {
  view?.destroy();
  view = null;
  document.getElementById('bench-bare-cm')?.remove();
}
