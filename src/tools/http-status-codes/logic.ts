import { STATUS_CODES, type Lang, type StatusCode } from './codes';

const CJK = /[\u3000-\u9fff\uac00-\ud7af]/;

export type StatusClass = 1 | 2 | 3 | 4 | 5;
export const CLASSES: StatusClass[] = [1, 2, 3, 4, 5];

export const classOf = (code: number): StatusClass => Math.floor(code / 100) as StatusClass;

export const toLang = (lng: string | undefined): Lang => (lng === 'zh' || lng === 'es' ? lng : 'en');

/** Lower-cased, accents stripped, so "peticion" finds "petición". */
export function fold(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
}

/**
 * Codes matching `query` in the UI language and in English: a number matches codes starting
 * with it ("4" → all 4xx, "40" → 400…409, "4xx" → the class); words must all appear in the
 * code's name or description.
 */
export function searchCodes(query: string, lang: Lang, codes: StatusCode[] = STATUS_CODES): StatusCode[] {
  const q = fold(query.trim());
  if (q === '') return codes;
  const cls = /^([1-5])xx$/.exec(q);
  if (cls) return codes.filter((c) => String(c.code)[0] === cls[1]);
  if (/^\d{1,3}$/.test(q)) return codes.filter((c) => String(c.code).startsWith(q));
  const words = q.split(/[^\p{L}\p{N}']+/u).filter(Boolean);
  if (words.length === 0) return codes;
  return codes.filter((c) => {
    const hay = ' ' + [lang, 'en' as const]
      .map((l) => fold(`${c.code} ${c.text[l].name} ${c.text[l].description}`).replace(/[^\p{L}\p{N}']+/gu, ' '))
      .join(' ');
    // Latin words match at a word start ("not" does not find "another"); CJK has no spaces, so anywhere.
    return words.every((w) => (CJK.test(w) ? hay.includes(w) : hay.includes(` ${w}`)));
  });
}

export function groupByClass(codes: StatusCode[]): { cls: StatusClass; codes: StatusCode[] }[] {
  return CLASSES.map((cls) => ({ cls, codes: codes.filter((c) => classOf(c.code) === cls) })).filter((g) => g.codes.length > 0);
}

/** "404 Not Found — The server cannot find…" */
export const codeLine = (c: StatusCode, lang: Lang): string => `${c.code} ${c.text[lang].name} — ${c.text[lang].description}`;
