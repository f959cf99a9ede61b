import { RangeSetBuilder, StateEffect, StateField } from '@codemirror/state';
import { Decoration, EditorView, ViewPlugin, type DecorationSet, type ViewUpdate } from '@codemirror/view';
import type { TextMarks } from '../editorTypes';
import { countBefore } from './bigText';

/**
 * Marked ranges (the regex tester's matches) drawn for the lines on screen only: a 10 MiB text may have a million
 * matches, and a decoration set of them all would cost seconds to build. The ranges are sorted by start, so the
 * first one on screen is a binary search away.
 */
export const setMarks = StateEffect.define<TextMarks | null>();

const marksField = StateField.define<TextMarks | null>({
  create: () => null,
  update(value, tr) {
    for (const effect of tr.effects) if (effect.is(setMarks)) return effect.value;
    // Offsets belong to the text they were found in: an edit makes them stale until the tool sends new ones.
    return tr.docChanged ? null : value;
  },
});

const MARK = [Decoration.mark({ class: 'cm-match cm-match-even' }), Decoration.mark({ class: 'cm-match cm-match-odd' })];

function build(view: EditorView): DecorationSet {
  const marks = view.state.field(marksField);
  if (!marks || marks.starts.length === 0) return Decoration.none;
  const builder = new RangeSetBuilder<Decoration>();
  const length = view.state.doc.length;
  for (const { from, to } of view.visibleRanges) {
    // The first match ending after `from`: matches do not overlap, so their ends are sorted too.
    for (let i = countBefore(marks.ends, from, marks.starts.length); i < marks.starts.length && marks.starts[i]! <= to; i += 1) {
      const a = Math.min(marks.starts[i]!, length);
      const b = Math.min(marks.ends[i]!, length);
      if (b > a) builder.add(a, b, MARK[i % 2]!);
    }
  }
  return builder.finish();
}

const marksPlugin = ViewPlugin.fromClass(
  class {
    decorations: DecorationSet;
    constructor(view: EditorView) {
      this.decorations = build(view);
    }
    update(update: ViewUpdate) {
      if (update.viewportChanged || update.docChanged || update.startState.field(marksField) !== update.state.field(marksField)) {
        this.decorations = build(update.view);
      }
    }
  },
  { decorations: (plugin) => plugin.decorations },
);

export const marksExtension = [
  marksField,
  marksPlugin,
  EditorView.baseTheme({
    '.cm-match-even': { backgroundColor: '#fef08a', color: '#0a0a0a' },
    '.cm-match-odd': { backgroundColor: '#bae6fd', color: '#0a0a0a' },
  }),
];
