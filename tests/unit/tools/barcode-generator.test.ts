import { describe, expect, it } from 'vitest';
import { checkBarcode, gs1CheckDigit, MAX_BARCODE_INPUT, type BarcodeFormat } from '@src/tools/barcode-generator/logic';

describe('barcode-generator: GS1 check digits (known numbers)', () => {
  it.each([
    ['400638133393', 1], // EAN-13 4006381333931
    ['590123412345', 7], // EAN-13 5901234123457
    ['978030640615', 7], // ISBN-13 9780306406157
    ['03600029145', 2], // UPC-A 036000291452
    ['72527273070', 6], // UPC-A 725272730706
    ['9638507', 4], // EAN-8 96385074
    ['5512345', 7], // EAN-8 55123457
    ['0001234567890', 5], // ITF-14 00012345678905
    ['000000000000', 0],
  ])('%s → %s', (body, digit) => expect(gs1CheckDigit(body)).toBe(digit));
});

describe('barcode-generator: validation per format', () => {
  it.each<[BarcodeFormat, string, ReturnType<typeof checkBarcode>]>([
    ['EAN13', '5901234123457', { ok: true, value: '5901234123457' }],
    ['EAN13', '590123412345', { ok: true, value: '5901234123457', addedCheckDigit: 7 }],
    ['EAN13', '5901234123458', { ok: false, error: 'checkDigit', format: 'EAN13', expected: 7, value: '5901234123457' }],
    ['EAN13', '59012341234', { ok: false, error: 'length', format: 'EAN13', length: 13 }],
    ['EAN13', '59012341234570', { ok: false, error: 'length', format: 'EAN13', length: 13 }],
    ['EAN13', '59012341234a', { ok: false, error: 'digitsOnly', format: 'EAN13' }],
    ['EAN13', ' 5901234123457 ', { ok: true, value: '5901234123457' }],
    ['UPC', '036000291452', { ok: true, value: '036000291452' }],
    ['UPC', '03600029145', { ok: true, value: '036000291452', addedCheckDigit: 2 }],
    ['UPC', '036000291453', { ok: false, error: 'checkDigit', format: 'UPC', expected: 2, value: '036000291452' }],
    ['UPC', '0360002914', { ok: false, error: 'length', format: 'UPC', length: 12 }],
    ['EAN8', '9638507', { ok: true, value: '96385074', addedCheckDigit: 4 }],
    ['EAN8', '96385075', { ok: false, error: 'checkDigit', format: 'EAN8', expected: 4, value: '96385074' }],
    ['ITF14', '0001234567890', { ok: true, value: '00012345678905', addedCheckDigit: 5 }],
    ['ITF14', '00012345678905', { ok: true, value: '00012345678905' }],
    ['CODE39', 'ABC-123', { ok: true, value: 'ABC-123' }],
    ['CODE39', 'abc $/+%.', { ok: true, value: 'ABC $/+%.' }],
    ['CODE39', 'A_B*C_', { ok: false, error: 'code39Chars', invalid: '_*' }],
    ['CODE128', 'Hello, World! 123', { ok: true, value: 'Hello, World! 123' }],
    ['CODE128', 'Grüße', { ok: false, error: 'code128Chars', invalid: 'üß' }],
    ['CODE128', '😀', { ok: false, error: 'code128Chars', invalid: '😀' }],
    ['CODE128', '', { ok: false, error: 'empty' }],
    ['EAN13', '   ', { ok: false, error: 'empty' }],
    ['CODE128', 'x'.repeat(MAX_BARCODE_INPUT + 1), { ok: false, error: 'tooLong', max: MAX_BARCODE_INPUT }],
  ])('%s %j', (format, input, result) => expect(checkBarcode(input, format)).toEqual(result));
});
