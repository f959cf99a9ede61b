import { describe, expect, it } from 'vitest';
import { partName, splitPlan, zipName, DEFAULT_SETTINGS } from '@src/tools/pdf-split/logic';

describe('splitPlan', () => {
  it('ranges', () => expect(splitPlan({ ...DEFAULT_SETTINGS, ranges: '1-2, 4' }, 4)).toEqual({ ok: true, ranges: [[0, 1], [3]] }));
  it('a bad range names its part', () => expect(splitPlan({ ...DEFAULT_SETTINGS, ranges: '1, 9' }, 4)).toEqual({ ok: false, error: 'PDF_BAD_RANGE:9' }));
  it('every page', () => expect(splitPlan({ ...DEFAULT_SETTINGS, mode: 'every' }, 2)).toEqual({ ok: true, ranges: [[0], [1]] }));
  it('every N', () => expect(splitPlan({ ...DEFAULT_SETTINGS, mode: 'everyN', size: '3' }, 4)).toEqual({ ok: true, ranges: [[0, 1, 2], [3]] }));
  it.each(['0', '-1', '1.5', '', 'x'])('N = %j is refused', (size) => expect(splitPlan({ ...DEFAULT_SETTINGS, mode: 'everyN', size }, 4)).toEqual({ ok: false, error: 'size' }));
});

describe('names', () => {
  it('one page, several, backwards', () => {
    expect(partName('a.pdf', [4])).toBe('a-page-5.pdf');
    expect(partName('a.PDF', [0, 1, 2])).toBe('a-pages-1-3.pdf');
    expect(partName('a.pdf', [4, 3])).toBe('a-pages-5-4.pdf');
  });
  it('zip', () => expect(zipName('scan.pdf')).toBe('scan-split.zip'));
});
