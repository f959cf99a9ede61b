/** The 10 MiB text samples of the large-text e2e suite and the text-tool bench rows. */
export type Sample = 'lines' | 'html' | 'markdown';

export const SAMPLE_BYTES = 10 * 1024 * 1024;

/**
 * Built the same way in node (for expected results, with the tools' own pure logic) and
 * in the page (passed to page.evaluate / evaluateHandle: keep it self-contained).
 */
export function sampleText({ kind, size }: { kind: Sample; size: number }): string {
  const line = (i: number) => {
    const n = String(i % 100_000).padStart(6, '0');
    if (kind === 'html') return `<p>row ${n}  <b>The</b> quick</p>\n`;
    if (kind === 'markdown') return `## Row ${n}\n\nThe *quick* brown fox.\n\n`;
    return `row ${n}  The quick  brown fox\n`;
  };
  const parts: string[] = [];
  let length = 0;
  for (let i = 0; length < size; i++) {
    const l = line(i);
    parts.push(l);
    length += l.length;
  }
  return parts.join('');
}
