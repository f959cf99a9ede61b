// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import reducer, { addFavorite, clearFavorites, isFavoritesValue, loadFavorites, removeFavorite, toggleFavorite } from '@src/store/favorites';
import { createStore } from '@src/store';

describe('favorites slice', () => {
  beforeEach(() => localStorage.clear());

  it.each([
    ['add to empty', [], addFavorite('a'), ['a']],
    ['add without duplicates', ['a'], addFavorite('a'), ['a']],
    ['add keeps order', ['a'], addFavorite('b'), ['a', 'b']],
    ['remove', ['a', 'b'], removeFavorite('a'), ['b']],
    ['remove missing is a no-op', ['a'], removeFavorite('z'), ['a']],
    ['toggle on', ['a'], toggleFavorite('b'), ['a', 'b']],
    ['toggle off', ['a', 'b'], toggleFavorite('a'), ['b']],
    ['clear', ['a', 'b'], clearFavorites(), []],
  ])('%s', (_n, state, action, expected) => {
    expect(reducer(state as string[], action)).toEqual(expected);
  });

  it.each([
    ['not JSON', '{{', []],
    ['an object', '{"a":1}', []],
    ['a string', '"case-converter"', []],
    ['mixed array', '["a", 1]', []],
    ['valid', '["a","b"]', ['a', 'b']],
    ['duplicates collapse', '["a","a","b"]', ['a', 'b']],
  ])('loads %s', (_n, raw, expected) => {
    localStorage.setItem('favorites', raw);
    expect(loadFavorites()).toEqual(expected);
  });

  it('validates the stored shape', () => {
    expect(isFavoritesValue(['x'])).toBe(true);
    expect(isFavoritesValue('x')).toBe(false);
  });

  it('persists on every change through the store', () => {
    const store = createStore({ favorites: [] });
    store.dispatch(toggleFavorite('word-counter'));
    expect(JSON.parse(localStorage.getItem('favorites')!)).toEqual(['word-counter']);
    store.dispatch(clearFavorites());
    expect(JSON.parse(localStorage.getItem('favorites')!)).toEqual([]);
  });
});
