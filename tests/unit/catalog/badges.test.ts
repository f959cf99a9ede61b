import { describe, expect, it } from 'vitest';
import en from '../../../locales/en/catalog.json';
import zh from '../../../locales/zh/catalog.json';
import es from '../../../locales/es/catalog.json';
import { BADGE_COLORS } from '@src/catalog/badges';
import { CATEGORY_IDS } from '@src/catalog/categories';

describe('badge colours', () => {
  it.each([['en', en], ['zh', zh], ['es', es]])('every badge has one colour and a label in %s, and every label a colour', (_lng, catalog) => {
    expect(Object.keys(catalog.badges).sort()).toEqual(Object.keys(BADGE_COLORS).sort());
  });

  it('a badge that names a category is that category’s, and two categories never share a colour', () => {
    const named = Object.keys(BADGE_COLORS).filter((key) => (CATEGORY_IDS as readonly string[]).includes(key)) as (keyof typeof BADGE_COLORS)[];
    expect(named.length).toBeGreaterThan(3);
    const colours = named.map((key) => BADGE_COLORS[key]);
    expect(new Set(colours).size, `${named.join(', ')} → ${colours.join(', ')}`).toBe(named.length);
  });
});
