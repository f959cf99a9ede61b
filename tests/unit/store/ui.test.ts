// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import reducer, { loadUi, parseConsent, parseSidebar, parseTheme, setConsent, setMobileSidebarOpen, setTheme, toggleSidebar } from '@src/store/ui';
import searchReducer, { clearQuery, setQuery } from '@src/store/search';
import { createStore } from '@src/store';

function clearCookies() {
  for (const c of document.cookie.split(';')) {
    const name = c.split('=')[0]!.trim();
    if (name) document.cookie = `${name}=; max-age=0; path=/`;
  }
}

describe('ui slice', () => {
  beforeEach(() => {
    localStorage.clear();
    clearCookies();
  });

  it.each([
    ['light', 'light'], ['dark', 'dark'], ['system', 'system'], ['purple', 'system'], [null, 'system'],
  ])('parses theme %s', (v, expected) => expect(parseTheme(v)).toBe(expected));

  it.each([
    ['accepted', 'accepted'], ['declined', 'declined'], ['yes', null], [null, null],
  ])('parses consent %s', (v, expected) => expect(parseConsent(v)).toBe(expected));

  it.each([['false', false], ['true', true], [null, true], ['junk', true]])('parses sidebar %s', (v, expected) =>
    expect(parseSidebar(v)).toBe(expected));

  it('reduces', () => {
    let s = loadUi();
    s = reducer(s, toggleSidebar());
    expect(s.sidebarExpanded).toBe(false);
    s = reducer(s, setMobileSidebarOpen(true));
    expect(s.mobileSidebarOpen).toBe(true);
    s = reducer(s, setTheme('dark'));
    expect(s.theme).toBe('dark');
  });

  it('persists sidebar (cookie), consent (cookie) and theme (localStorage)', () => {
    const store = createStore();
    store.dispatch(toggleSidebar());
    store.dispatch(setConsent('declined'));
    store.dispatch(setTheme('dark'));
    expect(document.cookie).toContain('sidebar_state=false');
    expect(document.cookie).toContain('cookieConsent=declined');
    expect(localStorage.getItem('theme')).toBe('dark');
    const reloaded = loadUi();
    expect(reloaded).toMatchObject({ sidebarExpanded: false, consent: 'declined', theme: 'dark' });
  });
});

describe('search slice', () => {
  it('sets and clears', () => {
    const s = searchReducer(undefined, setQuery('abc'));
    expect(s.query).toBe('abc');
    expect(searchReducer(s, clearQuery()).query).toBe('');
  });
});
