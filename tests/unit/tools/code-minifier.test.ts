import { describe, expect, it } from 'vitest';
import { errorMessageKey, savedFraction } from '@src/tools/code-minifier/logic';

describe('code-minifier logic', () => {
  it.each([
    [100, 60, 0.4],
    [100, 120, -0.2],
    [0, 0, null],
  ])('savedFraction(%i, %i) = %s', (a, b, f) => expect(savedFraction(a, b)).toBe(f));

  it('maps errors to translation keys, with and without a position', () => {
    expect(errorMessageKey({ key: 'minifyCss', message: 'Colon is expected', line: 2, column: 4 })).toEqual({
      key: 'errors.minifyCssAt',
      values: { line: 2, column: 4, detail: 'Colon is expected' },
    });
    expect(errorMessageKey({ key: 'formatHtml', message: 'Bad' })).toEqual({ key: 'errors.formatHtml', values: { detail: 'Bad' } });
  });
});
