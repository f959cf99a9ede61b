import { RangeSetBuilder } from '@codemirror/state';
import { Decoration, ViewPlugin, type DecorationSet, type EditorView, type ViewUpdate } from '@codemirror/view';
import { TOKEN_TYPES, tokenizeLine, type TokenLanguage } from './tokenize';

/**
 * Highlighting for documents the Lezer parsers cannot keep up with (over LEZER_MAX_CHARS) and for CSV, which has no
 * parser: only the lines on screen are tokenized, line by line (./tokenize.ts), on every viewport change. Its cost
 * follows the screen, not the document: a 10 MiB JSON scrolls as a 10 KB one does. Constructs that span lines (a
 * block comment, a multi-line string) are coloured line by line, which is the price of never reading what is off screen.
 */
const MARKS = TOKEN_TYPES.map((type) => Decoration.mark({ class: `tok-${type}` }));

/** Characters tokenized per visible range of a line: a minified 10 MiB line shows a screenful of it at a time. */
const RANGE_LIMIT = 20_000;

function decorate(view: EditorView, language: TokenLanguage): DecorationSet {
  const builder = new RangeSetBuilder<Decoration>();
  const { doc } = view.state;
  for (const { from, to } of view.visibleRanges) {
    for (let pos = from; pos <= to;) {
      const line = doc.lineAt(pos);
      // A visible range may begin inside a long line (the editor draws long lines in part): tokenize from there.
      const start = Math.max(line.from, from);
      const end = Math.min(line.to, to);
      const text = start === line.from && end - start <= RANGE_LIMIT ? line.text : doc.sliceString(start, Math.min(end, start + RANGE_LIMIT));
      const tokens = tokenizeLine(language, text, RANGE_LIMIT);
      for (let i = 0; i < tokens.length; i += 3) {
        const a = start + tokens[i]!;
        const b = start + tokens[i + 1]!;
        if (b > a) builder.add(a, b, MARKS[tokens[i + 2]!]!);
      }
      pos = line.to + 1;
    }
  }
  return builder.finish();
}

export function viewportHighlight(language: TokenLanguage) {
  return ViewPlugin.fromClass(
    class {
      decorations: DecorationSet;
      constructor(view: EditorView) {
        this.decorations = decorate(view, language);
      }
      update(update: ViewUpdate) {
        if (update.docChanged || update.viewportChanged) this.decorations = decorate(update.view, language);
      }
    },
    { decorations: (plugin) => plugin.decorations },
  );
}
