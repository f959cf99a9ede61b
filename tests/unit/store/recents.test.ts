// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import reducer, { clearRecents, loadRecents, recordVisit, sanitizeRecents, type RecentTool } from '@src/store/recents';
import { createStore } from '@src/store';
import { RECENT_MAX, RECENT_TTL_MS } from '@src/config/constants';

const NOW = 1_700_000_000_000;
const r = (id: string, ageMs = 0): RecentTool => ({ id, title: id.toUpperCase(), lastAccessed: NOW - ageMs });

describe('recents slice', () => {
  beforeEach(() => localStorage.clear());

  it('puts the opened tool first and drops the older copy', () => {
    const state = [r('a', 1), r('b', 2)];
    expect(reducer(state, recordVisit(r('b'))).map((x) => x.id)).toEqual(['b', 'a']);
  });

  it('keeps at most 12', () => {
    let state: RecentTool[] = [];
    for (let i = 0; i < 20; i++) state = reducer(state, recordVisit(r(`t${i}`)));
    expect(state).toHaveLength(RECENT_MAX);
    expect(state[0]!.id).toBe('t19');
  });

  it('clears', () => {
    expect(reducer([r('a')], clearRecents())).toEqual([]);
  });

  it.each([
    ['non-array', { a: 1 }, []],
    ['drops invalid entries', [r('a'), { id: 1 }, null, 'x', { id: 'b', title: 'B', lastAccessed: 'yesterday' }], ['a']],
    ['prunes older than 30 days', [r('fresh', 1000), r('old', RECENT_TTL_MS + 1)], ['fresh']],
    ['keeps exactly 30 days', [r('edge', RECENT_TTL_MS)], ['edge']],
    ['sorts newest first and dedupes', [r('a', 500), r('b', 10), r('a', 5)], ['a', 'b']],
    ['caps at 12', Array.from({ length: 15 }, (_, i) => r(`t${i}`, i)), Array.from({ length: 12 }, (_, i) => `t${i}`)],
  ])('sanitizes: %s', (_n, value, ids) => {
    expect(sanitizeRecents(value, NOW).map((x) => x.id)).toEqual(ids);
  });

  it('ignores corrupt storage', () => {
    localStorage.setItem('recent-tools', '[[[');
    expect(loadRecents(NOW)).toEqual([]);
  });

  it('persists visits and deletes the key on clear', () => {
    const store = createStore({ recents: [] });
    store.dispatch(recordVisit(r('a')));
    expect(JSON.parse(localStorage.getItem('recent-tools')!)[0].id).toBe('a');
    store.dispatch(clearRecents());
    expect(localStorage.getItem('recent-tools')).toBeNull();
  });
});
