import { describe, expect, it } from 'vitest';
import { MIN_BAND, baselineRows, compareRows, spread } from '../../bench/compare';
import { renderHtmlReport } from '../../bench/htmlReport';
import { benchRow } from '../../shared/benchFixture';

describe('a run against a saved baseline', () => {
  const before = [
    benchRow('hash · 10 MiB', 'hash', [100, 102, 98], [50, 51, 49]),
    benchRow('json · 10 MiB', 'text', [200, 210, 190], [100, 100, 100]),
    benchRow('first paint /', 'first paint', [300, 320, 310]),
    benchRow('removed row', 'text', [10, 10, 10]),
  ];

  it('flags a row slowed on purpose, and only it; the spread of the samples sets the band', () => {
    const now = [
      benchRow('hash · 10 MiB', 'hash', [130, 133, 128], [50, 51, 49]), // 30 % slower for the same raw: slower
      benchRow('json · 10 MiB', 'text', [220, 231, 209], [110, 110, 110]), // the machine is 10 % slower: same UI/raw
      benchRow('first paint /', 'first paint', [240, 250, 245]), // 21 % faster
      benchRow('new row', 'text', [5, 5, 5]),
    ];
    const verdicts = Object.fromEntries(compareRows(now, before).map((c) => [c.name, c.verdict]));
    expect(verdicts).toEqual({ 'hash · 10 MiB': 'slower', 'json · 10 MiB': 'same', 'first paint /': 'faster', 'new row': 'new', 'removed row': 'gone' });
    const hash = compareRows(now, before).find((c) => c.name === 'hash · 10 MiB')!;
    expect(hash.measure).toBe('UI/raw');
    expect(hash.change).toBeCloseTo(1.3, 1);
  });

  it('a change within the noise is the same, however it looks: noisy samples widen the band', () => {
    const noisy = [benchRow('hash · 10 MiB', 'hash', [80, 130, 120], [50, 50, 50])];
    const [c] = compareRows(noisy, [benchRow('hash · 10 MiB', 'hash', [100, 100, 100], [50, 50, 50])]);
    expect(c!.band).toBeCloseTo(spread([1.6, 2.6, 2.4]), 9);
    expect(c!.verdict).toBe('same');
    expect(spread([100, 100])).toBe(0);
    expect(Math.max(MIN_BAND, spread([100, 101]))).toBe(MIN_BAND);
  });

  it('reads a saved bench-results.json, and says what is wrong with another file', () => {
    expect(baselineRows({ date: 'x', rows: before })).toHaveLength(4);
    expect(baselineRows({ nope: true })).toMatch(/no "rows"/);
  });
});

describe('the HTML report', () => {
  it('a chart per group with a UI and a raw bar per row, and the verdicts against a baseline', () => {
    const rows = [benchRow('hash · 10 MiB', 'hash', [130, 131, 129], [50, 50, 50]), benchRow('json · 10 MiB', 'text', [200, 200, 200])];
    const html = renderHtmlReport({
      date: '2026-11-28',
      runs: 3,
      machine: '2 CPUs',
      rows,
      comparison: { file: 'old.json', rows: compareRows(rows, [benchRow('hash · 10 MiB', 'hash', [100, 100, 100], [50, 50, 50])]) },
    });
    expect(html.match(/<svg data-group=/g)).toHaveLength(2);
    expect(html.match(/class="ui"/g)).toHaveLength(2);
    expect(html.match(/class="raw"/g)).toHaveLength(1);
    expect(html).toContain('data-verdict="slower"');
    expect(html).toContain('data-verdict="new"');
    expect(html).not.toMatch(/<script/i);
  });
});
