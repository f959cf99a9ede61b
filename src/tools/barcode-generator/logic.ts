/** Pure barcode validation: what each symbology accepts, and GS1 check digits. */

export type BarcodeFormat = 'CODE128' | 'EAN13' | 'UPC' | 'CODE39' | 'EAN8' | 'ITF14';
export const BARCODE_FORMATS: BarcodeFormat[] = ['CODE128', 'EAN13', 'UPC', 'CODE39', 'EAN8', 'ITF14'];

/** Names people know the formats by. */
export const FORMAT_NAMES: Record<BarcodeFormat, string> = {
  CODE128: 'Code 128',
  EAN13: 'EAN-13',
  UPC: 'UPC-A',
  CODE39: 'Code 39',
  EAN8: 'EAN-8',
  ITF14: 'ITF-14',
};

export const MAX_BARCODE_INPUT = 80;

/** GS1 numbers: the digit count with the check digit. */
const GS1_LENGTH: Partial<Record<BarcodeFormat, number>> = { EAN13: 13, UPC: 12, EAN8: 8, ITF14: 14 };

/**
 * The GS1 mod-10 check digit for the digits before it (EAN-8, EAN-13, UPC-A, ITF-14):
 * from the right, weights 3, 1, 3, 1 …; the check digit brings the sum to a multiple of 10.
 */
export function gs1CheckDigit(body: string): number {
  let sum = 0;
  for (let i = 0; i < body.length; i += 1) {
    const digit = body.charCodeAt(body.length - 1 - i) - 48;
    sum += digit * (i % 2 === 0 ? 3 : 1);
  }
  return (10 - (sum % 10)) % 10;
}

/** Code 39's 43 characters. */
export const CODE39_CHARS = /^[0-9A-Z\-. $/+%]+$/;

export type BarcodeCheck =
  | { ok: true; value: string; /** set when the check digit was computed and appended */ addedCheckDigit?: number }
  | { ok: false; error: 'empty' }
  | { ok: false; error: 'tooLong'; max: number }
  | { ok: false; error: 'digitsOnly'; format: BarcodeFormat }
  | { ok: false; error: 'length'; format: BarcodeFormat; length: number }
  | { ok: false; error: 'checkDigit'; format: BarcodeFormat; expected: number; value: string }
  | { ok: false; error: 'code39Chars'; invalid: string }
  | { ok: false; error: 'code128Chars'; invalid: string };

const uniqueChars = (chars: string[]) => [...new Set(chars)].join('');

/**
 * Validates `input` for `format` before anything is drawn. GS1 formats take the number
 * with its check digit, or without it (then it is computed); Code 39 is upper-cased.
 */
export function checkBarcode(input: string, format: BarcodeFormat): BarcodeCheck {
  const text = format === 'CODE128' ? input : input.trim();
  if (!text) return { ok: false, error: 'empty' };
  if (text.length > MAX_BARCODE_INPUT) return { ok: false, error: 'tooLong', max: MAX_BARCODE_INPUT };

  const gs1 = GS1_LENGTH[format];
  if (gs1 !== undefined) {
    if (!/^\d+$/.test(text)) return { ok: false, error: 'digitsOnly', format };
    if (text.length === gs1 - 1) {
      const check = gs1CheckDigit(text);
      return { ok: true, value: `${text}${check}`, addedCheckDigit: check };
    }
    if (text.length !== gs1) return { ok: false, error: 'length', format, length: gs1 };
    const expected = gs1CheckDigit(text.slice(0, -1));
    if (Number(text[gs1 - 1]) !== expected) return { ok: false, error: 'checkDigit', format, expected, value: `${text.slice(0, -1)}${expected}` };
    return { ok: true, value: text };
  }

  if (format === 'CODE39') {
    const upper = text.toUpperCase();
    if (!CODE39_CHARS.test(upper)) {
      return { ok: false, error: 'code39Chars', invalid: uniqueChars([...upper].filter((c) => !CODE39_CHARS.test(c))) };
    }
    return { ok: true, value: upper };
  }

  // Code 128 encodes ASCII 0–127 (JsBarcode picks the A/B/C subsets).
  const invalid = [...text].filter((c) => c.charCodeAt(0) > 127 || c.length > 1);
  if (invalid.length) return { ok: false, error: 'code128Chars', invalid: uniqueChars(invalid) };
  return { ok: true, value: text };
}

export const MIN_BAR_WIDTH = 1;
export const MAX_BAR_WIDTH = 4;
export const MIN_HEIGHT = 30;
export const MAX_HEIGHT = 200;
