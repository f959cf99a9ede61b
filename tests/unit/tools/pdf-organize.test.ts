import { describe, expect, it } from 'vitest';
import { UNDO_LIMIT, applyEdit, exampleState, initialState, isChanged, resetTo, summarize, toRefs, undo, type Organized } from '@src/tools/pdf-organize/logic';

const apply = (state: Organized, ...edits: Parameters<typeof applyEdit>[1][]): Organized =>
  edits.reduce((s, e) => {
    const next = applyEdit(s, e);
    if (next === 'lastPage') throw new Error('refused');
    return next;
  }, state);

const order = (s: Organized) => s.pages.map((p) => p.page);

describe('pdf-organize edits', () => {
  it('moves, rotates (four turns back to 0), duplicates after the page and deletes', () => {
    const s = apply(initialState(4), { type: 'move', from: 3, to: 0 }, { type: 'rotate', id: 'p1' }, { type: 'duplicate', id: 'p1' }, { type: 'delete', id: 'p2' });
    expect(order(s)).toEqual([3, 0, 1, 1]);
    expect(s.pages.map((p) => p.rotate)).toEqual([0, 0, 90, 90]);
    expect(s.pages.map((p) => p.id)).toEqual(['p3', 'p0', 'p1', 'p1-c1']);
    expect(s.past).toHaveLength(4);

    const turned = apply(initialState(1), ...Array.from({ length: 4 }, () => ({ type: 'rotate' as const, id: 'p0' })));
    expect(turned.pages[0]!.rotate).toBe(0);
  });

  it('numbers copies of a page one after another, even a copy of a copy', () => {
    const s = apply(initialState(2), { type: 'duplicate', id: 'p0' }, { type: 'duplicate', id: 'p0-c1' }, { type: 'duplicate', id: 'p0' });
    expect(s.pages.map((p) => p.id)).toEqual(['p0', 'p0-c3', 'p0-c1', 'p0-c2', 'p1']);
    expect(new Set(s.pages.map((p) => p.id)).size).toBe(s.pages.length);
  });

  it('refuses to delete the last page left', () => {
    const one = apply(initialState(2), { type: 'delete', id: 'p0' });
    expect(applyEdit(one, { type: 'delete', id: 'p1' })).toBe('lastPage');
  });

  it('an edit that changes nothing is no undo step', () => {
    const s = initialState(3);
    expect(applyEdit(s, { type: 'move', from: 1, to: 1 })).toBe(s);
    expect(applyEdit(s, { type: 'rotate', id: 'nope' })).toBe(s);
  });

  it('undoes step by step back to the start, then stays there', () => {
    const start = initialState(3);
    const a = apply(start, { type: 'rotate', id: 'p0' });
    const b = apply(a, { type: 'delete', id: 'p2' });
    expect(undo(b).pages).toEqual(a.pages);
    expect(undo(undo(b)).pages).toEqual(start.pages);
    expect(undo(undo(undo(b))).pages).toEqual(start.pages);
    expect(undo(start)).toBe(start);
  });

  it('keeps at most UNDO_LIMIT steps', () => {
    let s = initialState(2);
    for (let i = 0; i < UNDO_LIMIT + 20; i += 1) s = apply(s, { type: 'move', from: 0, to: 1 });
    expect(s.past).toHaveLength(UNDO_LIMIT);
  });

  it('reset brings deleted pages back as one undoable step', () => {
    const edited = apply(initialState(3), { type: 'delete', id: 'p1' }, { type: 'rotate', id: 'p2' });
    const reset = resetTo(edited, 3);
    expect(order(reset)).toEqual([0, 1, 2]);
    expect(isChanged(reset.pages, 3)).toBe(false);
    expect(undo(reset).pages).toEqual(edited.pages);
    expect(resetTo(reset, 3)).toBe(reset);
  });

  it('builds the refs assemble takes: one file, the pages in order, a rotation only where one was made', () => {
    const s = apply(initialState(3), { type: 'move', from: 2, to: 0 }, { type: 'rotate', id: 'p0' }, { type: 'rotate', id: 'p0' }, { type: 'duplicate', id: 'p1' });
    expect(toRefs(s.pages)).toEqual([{ file: 0, page: 2 }, { file: 0, page: 0, rotate: 180 }, { file: 0, page: 1 }, { file: 0, page: 1 }]);
  });

  it('summarises how the result differs from the document', () => {
    expect(summarize(initialState(3).pages, 3)).toEqual({ rotated: 0, deleted: 0, duplicated: 0, reordered: false });
    const s = apply(initialState(4), { type: 'move', from: 3, to: 0 }, { type: 'rotate', id: 'p0' }, { type: 'duplicate', id: 'p1' }, { type: 'delete', id: 'p2' });
    expect(summarize(s.pages, 4)).toEqual({ rotated: 1, deleted: 1, duplicated: 1, reordered: true });
    // A duplicate right after its page is not a reordering.
    expect(summarize(apply(initialState(2), { type: 'duplicate', id: 'p0' }).pages, 2).reordered).toBe(false);
  });

  it('the example turns its second page and nothing else', () => {
    const s = exampleState();
    expect(toRefs(s.pages)).toEqual([0, 1, 2, 3, 4, 5].map((page) => (page === 1 ? { file: 0, page, rotate: 90 } : { file: 0, page })));
    expect(s.past).toHaveLength(1);
  });
});
