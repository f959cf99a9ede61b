import { describe, expect, it } from 'vitest';
import { sanitizeDetectedLanguage } from '@src/lib/languages';

describe('sanitizeDetectedLanguage', () => {
  it.each([
    ['en', 'en'], ['zh', 'zh'], ['es', 'es'],
    ['zh-CN', 'zh'], ['zh_TW', 'zh'], ['es-419', 'es'], ['EN-us', 'en'],
    ['fr', ''], ['de-DE', ''],
    ['<script>alert(1)</script>', ''], ['en<script>', ''], ['javascript:alert(1)', ''],
    ['"><img src=x onerror=alert(1)>', ''], ['', ''], [' ', ''], ['e', ''],
  ])('%j → %j', (input, expected) => {
    expect(sanitizeDetectedLanguage(input)).toBe(expected);
  });

  it.each([[undefined], [null], [42], [{}]])('rejects non-strings (%j)', (v) => {
    expect(sanitizeDetectedLanguage(v)).toBe('');
  });
});
