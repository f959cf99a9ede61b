import { foldService } from '@codemirror/language';

/**
 * A Markdown heading folds its section, up to the next heading of the same or a higher level. lang-markdown does this
 * only in its full markdown() bundle, which also nests the HTML, CSS and JavaScript parsers (60 KB gzip); this reads
 * the lines, which is enough for ATX headings.
 */
function headingLevel(text: string): number {
  const match = /^(#{1,6})(?:\s|$)/.exec(text);
  return match ? match[1]!.length : 0;
}

export const markdownHeadingFolds = foldService.of((state, start) => {
  const line = state.doc.lineAt(start);
  const level = headingLevel(line.text);
  if (!level) return null;
  let last = line;
  for (let n = line.number + 1; n <= state.doc.lines; n += 1) {
    const next = state.doc.line(n);
    const nextLevel = headingLevel(next.text);
    if (nextLevel && nextLevel <= level) break;
    last = next;
  }
  // Blank lines before the next heading stay in view.
  while (last.number > line.number && last.text.trim() === '') last = state.doc.line(last.number - 1);
  return last.number > line.number ? { from: line.to, to: last.to } : null;
});
