import { describe, expect, it } from 'vitest';
import { translations as enTranslations } from '@zxcvbn-ts/language-en';
import { crackTime, levelFromScore, type CrackTime } from '@src/tools/password-strength-checker/logic';
import { ZH_FEEDBACK } from '@workers/password/feedbackZh';
import { ATTACKS, estimate, estimateLang } from '@workers/password/estimate';
import { assessPassword, type StrengthLevel } from '@src/lib/passwordStrength';

describe('levelFromScore', () => {
  it.each([[0, 'weak'], [1, 'fair'], [2, 'good'], [3, 'strong'], [4, 'veryStrong'], [-1, 'weak'], [9, 'veryStrong']])(
    'score %i → %s', (score, level) => expect(levelFromScore(score)).toBe(level));
});

describe('crackTime bands', () => {
  const MIN = 60; const DAY = 86400; const MONTH = 31 * DAY; const YEAR = 12 * MONTH;
  it.each<[number, CrackTime]>([
    [0, { kind: 'instant' }], [0.99, { kind: 'instant' }], [Number.NaN, { kind: 'instant' }],
    [1, { kind: 'unit', unit: 'second', value: 1 }], [59, { kind: 'unit', unit: 'second', value: 59 }],
    [MIN, { kind: 'unit', unit: 'minute', value: 1 }], [90 * MIN, { kind: 'unit', unit: 'hour', value: 2 }],
    [DAY, { kind: 'unit', unit: 'day', value: 1 }], [MONTH - 1, { kind: 'unit', unit: 'day', value: 31 }],
    [MONTH, { kind: 'unit', unit: 'month', value: 1 }], [YEAR, { kind: 'unit', unit: 'year', value: 1 }],
    [99 * YEAR, { kind: 'unit', unit: 'year', value: 99 }], [100 * YEAR, { kind: 'centuries' }], [1e30, { kind: 'centuries' }],
  ])('%f s', (seconds, expected) => expect(crackTime(seconds)).toEqual(expected));
});

describe('Chinese feedback covers every zxcvbn key', () => {
  it.each(['warnings', 'suggestions'] as const)('%s', (group) => {
    expect(Object.keys(ZH_FEEDBACK[group]).sort()).toEqual(Object.keys(enTranslations[group]).sort());
    for (const text of Object.values(ZH_FEEDBACK[group])) expect(text).toMatch(/[\u4e00-\u9fff]/);
  });
});

describe('the estimator (zxcvbn-ts with dictionaries, workers/password/estimate)', () => {
  it.each<[string, number, number]>([
    ['password', 0, 0],
    ['Tr0ub4dor&3', 1, 4],
    ['correct horse battery staple', 4, 4],
    ['qwertyuiop', 0, 0],
    ['x7#Kp!2vQz@9mL$w', 4, 4],
  ])('%j scores %i–%i', async (pw, min, max) => {
    const r = await estimate(pw, 'en');
    expect(r.score).toBeGreaterThanOrEqual(min);
    expect(r.score).toBeLessThanOrEqual(max);
    for (const a of ATTACKS) expect(r.crackSeconds[a]).toBeGreaterThanOrEqual(0);
    // Slower attacks take longer.
    expect(r.crackSeconds.onlineThrottlingXPerHour).toBeGreaterThanOrEqual(r.crackSeconds.offlineFastHashingXPerSecond);
  }, 30_000);

  it.each<[string, RegExp, RegExp]>([
    ['en', /heavily used password/i, /more words/i],
    ['es', /contraseña usada con mucha frecuencia|contraseñas más usadas/i, /palabras/i],
    ['zh', /使用频率极高|最常用/, /单词/],
  ])('feedback in %s', async (lang, warning, suggestion) => {
    const r = await estimate('password', lang);
    expect(r.warning).toMatch(warning);
    expect(r.suggestions.join(' ')).toMatch(suggestion);
  }, 30_000);

  it('knows Spanish words only with the Spanish dictionary', async () => {
    const en = await estimate('oportunidad', 'en');
    const es = await estimate('oportunidad', 'es');
    expect(es.guessesLog10).toBeLessThan(en.guessesLog10);
  }, 30_000);

  it.each<[string | undefined, string]>([['en', 'en'], ['es', 'es'], ['zh', 'zh'], [undefined, 'en'], ['fr', 'en']])(
    'estimateLang(%s) = %s', (l, e) => expect(estimateLang(l)).toBe(e));
});

describe('the verdict the checker shows (zxcvbn, lowered by the hints)', () => {
  it.each<[string, StrengthLevel[]]>([
    // Every hint met, and still a known password: never "Strong".
    ['P@ssw0rd', ['weak', 'fair']],
    ['P@ssw0rd!', ['weak', 'fair']],
    ['P@ssw0rd1234', ['weak', 'fair']],
    // Long, lowercase only: zxcvbn scores it 4; missing kinds of character cap it at strong.
    ['correcthorsebatterystaple', ['strong']],
    ['password', ['weak']],
    ['x7#Kp!2vQz@9mL$w', ['veryStrong']],
  ])('%j → %j', async (pw, allowed) => {
    const { score } = await estimate(pw, 'en');
    expect(allowed).toContain(assessPassword(pw, levelFromScore(score)).level);
  }, 30_000);

  it('"correcthorsebatterystaple" is scored 4 by zxcvbn', async () => {
    expect((await estimate('correcthorsebatterystaple', 'en')).score).toBe(4);
  }, 30_000);
});
