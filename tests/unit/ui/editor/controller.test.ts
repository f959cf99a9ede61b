// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { EditorController } from '@src/ui/editor/controller';

const TEXTS = { phrases: {}, status: { position: () => '', lines: () => '', busy: '' } };

let open: EditorController[] = [];
afterEach(() => {
  open.forEach((c) => c.destroy());
  open = [];
});

/** A controller in a bare page; `told` collects what the tool hears, as the tool's state would. */
function mount(value: string) {
  const told: string[] = [];
  const parent = document.createElement('div');
  document.body.append(parent);
  const controller = new EditorController({
    parent, value, language: 'text', readOnly: false, wrap: false, texts: TEXTS, contentAttributes: {},
    onChange: (text) => told.push(text),
  });
  open.push(controller);
  /** A key typed at the end of the text, as the visitor's input reaches CodeMirror. */
  const type = (text: string) => {
    const end = controller.view.state.doc.length;
    controller.view.dispatch({ changes: { from: end, insert: text }, selection: { anchor: end + text.length }, userEvent: 'input.type' });
  };
  return { controller, told, type, doc: () => controller.view.state.doc.toString(), cursor: () => controller.view.state.selection.main.head };
}

describe("EditorController: the tool's value passed back", () => {
  it('an older text the editor gave, arriving after a newer one, leaves the document and cursor alone', () => {
    const { controller, told, type, doc, cursor } = mount('{');
    type('"');
    controller.flush(false);
    type('a');
    controller.flush(false);
    expect(told).toEqual(['{"', '{"a']);
    // The tool renders its first text only now, after the second was given.
    controller.setValue('{"');
    expect(doc()).toBe('{"a');
    expect(cursor()).toBe(3);
    controller.setValue('{"a');
    type('b');
    expect(doc()).toBe('{"ab');
  });

  it("a text of the tool's own replaces the document, even one the editor gave before", () => {
    const { controller, type, doc } = mount('');
    type('x');
    controller.flush(false);
    controller.setValue('x');
    controller.setValue('example');
    expect(doc()).toBe('example');
    // Given back earlier, but the tool's echo of it had come: now it is the tool's own (Undo in the tool, say).
    controller.setValue('x');
    expect(doc()).toBe('x');
  });
});
