import { describe, expect, it } from 'vitest';
import { scanContent } from '@workers/pdf/compress/contentOps';

describe('scanContent', () => {
  it('follows q, Q, cm and Do, and reads past strings, arrays, dictionaries and inline images', () => {
    const content = [
      '% a comment with Do in it',
      'q 200 0 0 100 10 20 cm /Im1 Do Q',
      'BT /F1 12 Tf (a (nested\\) string\\)) with Do) Tj [(x) -250 (Do)] TJ <446f> Tj ET',
      '/Span <</MCID 3 /Alt (q Q cm)>> BDC EMC',
      'BI /W 4 /H 1 /BPC 8 /CS /G ID \x00Do Q\xff EI',
      'q 1 0 0 1 5 5 cm /Im#202 Do Q',
    ].join('\n');
    expect(scanContent(new TextEncoder().encode(content))).toEqual([
      { op: 'q' },
      { op: 'cm', matrix: [200, 0, 0, 100, 10, 20] },
      { op: 'Do', name: 'Im1' },
      { op: 'Q' },
      { op: 'q' },
      { op: 'cm', matrix: [1, 0, 0, 1, 5, 5] },
      { op: 'Do', name: 'Im 2' },
      { op: 'Q' },
    ]);
  });
});
