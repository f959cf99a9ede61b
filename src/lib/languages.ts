export const SUPPORTED_LANGUAGES = [
  { code: 'en', name: 'English', nativeName: 'English' },
  { code: 'zh', name: 'Chinese', nativeName: '中文' },
  { code: 'es', name: 'Spanish', nativeName: 'Español' },
] as const;

export type LanguageCode = (typeof SUPPORTED_LANGUAGES)[number]['code'];
export const FALLBACK_LANGUAGE: LanguageCode = 'en';
export const LANGUAGE_CODES: LanguageCode[] = SUPPORTED_LANGUAGES.map((l) => l.code);

/**
 * Reduces a detected value ("zh-CN", "es_ES") to its language part, and
 * discards anything that is not a plain language tag: a querystring or cookie
 * can carry `<script>` or other injection text, which must never reach the DOM.
 */
export function sanitizeDetectedLanguage(value: unknown): string {
  if (typeof value !== 'string') return '';
  const trimmed = value.trim();
  if (!/^[A-Za-z]{2,3}([-_][A-Za-z0-9]{2,8})*$/.test(trimmed)) return '';
  const base = trimmed.split(/[-_]/)[0]!.toLowerCase();
  return (LANGUAGE_CODES as string[]).includes(base) ? base : '';
}

export function isLanguageCode(value: string): value is LanguageCode {
  return (LANGUAGE_CODES as string[]).includes(value);
}
