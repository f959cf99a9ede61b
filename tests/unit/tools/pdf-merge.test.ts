import { describe, expect, it } from 'vitest';
import { fileLabel, mergePages, mergePlan, pageKey, regroup } from '@src/tools/pdf-merge/logic';

const ids = (pages: { id: string }[]) => pages.map((p) => p.id);

describe('pdf-merge pages', () => {
  const a = { id: 'a', pageCount: 2 };
  const b = { id: 'b', pageCount: 3 };

  it('lists every page of every file in file order until the visitor reorders them', () => {
    expect(ids(mergePages([], [a, b]))).toEqual(['a:0', 'a:1', 'b:0', 'b:1', 'b:2']);
    expect(ids(mergePages([], [b, a]))).toEqual(['b:0', 'b:1', 'b:2', 'a:0', 'a:1']);
  });

  it('keeps a custom order, adds the pages of files read since at the end, and drops removed files', () => {
    const custom = ['b:2', 'a:0', 'b:0', 'a:1', 'b:1'];
    expect(ids(mergePages(custom, [a, b]))).toEqual(custom);
    expect(ids(mergePages(custom, [b]))).toEqual(['b:2', 'b:0', 'b:1']);
    expect(ids(mergePages(['a:1', 'a:0'], [a, b]))).toEqual(['a:1', 'a:0', 'b:0', 'b:1', 'b:2']);
    expect(mergePages(['a:1'], [])).toEqual([]);
  });

  it('regroups pages by the new file order, each file keeping its own page order', () => {
    const pages = mergePages(['b:2', 'a:1', 'b:0', 'a:0', 'b:1'], [a, b]);
    expect(regroup(pages, ['a', 'b'])).toEqual(['a:1', 'a:0', 'b:2', 'b:0', 'b:1']);
    expect(regroup(pages, ['b', 'a'])).toEqual(['b:2', 'b:0', 'b:1', 'a:1', 'a:0']);
  });

  it('plans the files that give pages, in the list order, and refs into them', () => {
    const pages = mergePages(['b:1', 'a:0'], [a, b]);
    const plan = mergePlan(pages, ['bad', 'a', 'b']);
    expect(plan.files).toEqual(['a', 'b']);
    expect(plan.refs.slice(0, 2)).toEqual([{ file: 1, page: 1 }, { file: 0, page: 0 }]);
    expect(plan.refs).toHaveLength(5);
    // A file that cannot be read (no pages) takes no place among the inputs.
    expect(mergePlan(mergePages([], [b]), ['a', 'b']).files).toEqual(['b']);
  });

  it('page keys and file names are unique', () => {
    expect(pageKey('x', 3)).toBe('x:3');
    expect(fileLabel(['a.pdf', 'b.pdf', 'a.pdf'], 2)).toBe('a.pdf (3)');
    expect(fileLabel(['a.pdf', 'b.pdf'], 1)).toBe('b.pdf');
  });
});
