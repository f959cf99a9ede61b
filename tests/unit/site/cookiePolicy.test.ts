import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@src/lib/storage';
import { SHARE_INBOX } from '@src/lib/shareInbox';
import { STORAGE_KEY as POMODORO_KEY } from '@src/tools/pomodoro-timer/logic';
import { SAVED_RECIPES_KEY } from '@src/tools/recipe-builder/logic';
import { RATES_CACHE_KEY } from '@src/tools/currency-converter/logic';
import { localeTexts } from '../helpers/locales';

/** The cookie policy says it names every item the site keeps in the browser: each key, in every language. */
const KEYS = [...Object.values(STORAGE_KEYS), POMODORO_KEY, SAVED_RECIPES_KEY, RATES_CACHE_KEY, SHARE_INBOX];

const policy = (lng: string) => {
  return JSON.stringify(localeTexts(lng, 'info').cookies);
};

describe.each(['en', 'zh', 'es'])('the cookie policy (%s)', (lng) => {
  it.each(KEYS)('names %s', (key) => {
    expect(policy(lng)).toContain(key);
  });
});
