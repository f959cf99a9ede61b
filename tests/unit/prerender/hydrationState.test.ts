import { describe, expect, it } from 'vitest';
import { hydrationState } from '@src/prerender/hydrationState';

interface State {
  favorites: { ids: string[] };
  ui: { theme: string; sidebar: boolean };
  api?: { queries: Record<string, unknown> };
}

const defaults = (): State => ({ favorites: { ids: [] }, ui: { theme: 'system', sidebar: true } });

describe('hydrationState', () => {
  it('passes a live slice equal to its default by reference, so selectors see no change after hydrating', () => {
    const live = defaults();
    const server = hydrationState(defaults(), () => live);
    expect(server.favorites).toBe(live.favorites);
    expect(server.ui).toBe(live.ui);
  });

  it('keeps the default where the stored slice differs (the prerendered markup shows the defaults)', () => {
    const live: State = { favorites: { ids: ['json-formatter'] }, ui: { theme: 'system', sidebar: true } };
    const base = defaults();
    const server = hydrationState(base, () => live);
    expect(server.favorites).toBe(base.favorites);
    expect(server.favorites.ids).toEqual([]);
    expect(server.ui).toBe(live.ui);
  });

  it('reads a slice the defaults lack (injected later) from the live state at the time it is read', () => {
    let live: State = defaults();
    const server = hydrationState(defaults(), () => live);
    expect(server.api).toBeUndefined();
    live = { ...live, api: { queries: { a: 1 } } };
    expect(server.api).toEqual({ queries: { a: 1 } });
  });

  it('compares by value, so a same-shaped copy counts as equal and a reordered list does not', () => {
    const live: State = { favorites: { ids: ['b', 'a'] }, ui: { theme: 'system', sidebar: true } };
    const base: State = { favorites: { ids: ['a', 'b'] }, ui: { theme: 'system', sidebar: true } };
    const server = hydrationState(base, () => live);
    expect(server.favorites).toBe(base.favorites);
    expect(server.ui).toBe(live.ui);
  });
});
