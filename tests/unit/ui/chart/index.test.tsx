import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { Chart, ChartTable, compactNumber } from '@src/ui/chart';

describe('Chart on the server', () => {
  it('renders a fixed-height placeholder and the legend, never the canvas or the library', () => {
    const html = renderToString(
      <Chart ariaLabel="Growth" x={[1, 2]} series={[{ label: 'Principal', values: [1, 2] }, { label: 'Interest', values: [0, 1] }]} height={240} />,
    );
    expect(html).toContain('data-testid="chart-placeholder"');
    expect(html).toContain('height:240px');
    expect(html).toContain('Principal');
    expect(html).toContain('Interest');
    expect(html).toContain('var(--chart-2)');
    expect(html).not.toContain('<canvas');
  });
});

describe('ChartTable', () => {
  it('is a captioned table with column and row headers in a focusable region', () => {
    const html = renderToString(
      <ChartTable
        caption="By year"
        columns={[{ key: 'y', label: 'Year', cell: (r: number) => r }, { key: 'v', label: 'Value', cell: (r: number) => r * 10 }]}
        rows={[1, 2]}
        rowKey={String}
      />,
    );
    // The title sits above the scrolling box (it is never cut with the columns) and names it; the table keeps its caption.
    const title = /<p id="([^"]+)"[^>]*>By year<\/p>/.exec(html);
    expect(title).not.toBeNull();
    expect(html).toContain(`<div role="region" aria-labelledby="${title![1]}" tabindex="0"`);
    expect(html).toMatch(/<caption[^>]*>By year<\/caption>/);
    expect(html).toContain('<th scope="col"');
    expect(html).toMatch(/<th scope="row"[^>]*>2<\/th><td[^>]*>20<\/td>/);
  });
});

describe('compactNumber', () => {
  it.each<[string, number, string]>([
    ['en', 250_000, '250K'],
    ['en', 1_500_000, '1.5M'],
    ['zh', 250_000, '25万'],
    ['es', 1_500_000, '1,5 M'],
    ['en', Number.NaN, ''],
  ])('%s %s → %s', (lng, value, text) => {
    expect(compactNumber(lng)(value).replace(/\u00a0/g, ' ')).toBe(text);
  });
});
