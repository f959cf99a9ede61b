import { describe, expect, it } from 'vitest';
import {
  BYTE_CAPACITY,
  checkQr,
  cleanPhone,
  emailPayload,
  escapeVCard,
  escapeWifi,
  phonePayload,
  scanCheck,
  smsPayload,
  vcardPayload,
  wifiPayload,
  type ErrorLevel,
} from '@src/tools/qr-generator/logic';

describe('qr-generator: capacity', () => {
  function expectFits(text: string, level: ErrorLevel, fits: boolean) {
    const r = checkQr(text, level);
    expect(r.ok).toBe(fits);
    if (!r.ok && r.error === 'tooLong') {
      expect(r.max).toBe(BYTE_CAPACITY[level]);
      expect(r.bytes).toBe(new TextEncoder().encode(text).length);
    }
  }

  // Bytes, digits (numeric mode), capitals (alphanumeric mode) and emoji: the most that fits, then one more.
  it.each<[ErrorLevel, string, number]>([
    ['L', 'a', 2953],
    ['M', 'a', 2331],
    ['Q', 'a', 1663],
    ['H', 'a', 1273],
    ['L', '1', 7089],
    ['H', '1', 3057],
    ['L', 'A', 4296],
    ['H', '😀', 318],
  ])('level %s holds %j × %i, not one more', (level, char, most) => {
    expectFits(char.repeat(most), level, true);
    expectFits(char.repeat(most + 1), level, false);
  });

  it('a 10 MiB text is too long, answered without the encoder', () => expectFits('x'.repeat(10 * 1024 * 1024), 'M', false));

  it('picks the smallest version', () => {
    expect(checkQr('https://example.com', 'M')).toMatchObject({ ok: true, version: 2, modules: 25 });
    expect(checkQr('1', 'L')).toMatchObject({ ok: true, version: 1, modules: 21 });
  });

  it('empty is its own result', () => expect(checkQr('', 'M')).toEqual({ ok: false, error: 'empty' }));
});

describe('qr-generator: Wi-Fi', () => {
  it.each([
    ['plain', 'plain'],
    ['My;Net', 'My\\;Net'],
    ['a,b:c', 'a\\,b\\:c'],
    ['say "hi"', 'say \\"hi\\"'],
    ['back\\slash', 'back\\\\slash'],
    ['\\;', '\\\\\\;'],
    ['日本;', '日本\\;'],
  ])('escapes %j', (input, out) => expect(escapeWifi(input)).toBe(out));

  it.each([
    [{ ssid: 'Home', password: 'p@ss;word', security: 'WPA', hidden: false }, 'WIFI:T:WPA;S:Home;P:p@ss\\;word;;'],
    [{ ssid: 'Café "Guest"', password: 'x', security: 'WEP', hidden: true }, 'WIFI:T:WEP;S:Café \\"Guest\\";P:x;H:true;;'],
    [{ ssid: 'Open', password: 'ignored', security: 'nopass', hidden: false }, 'WIFI:T:nopass;S:Open;;'],
    [{ ssid: '', password: 'x', security: 'WPA', hidden: false }, ''],
  ] as const)('payload %#', (fields, payload) => expect(wifiPayload(fields)).toBe(payload));
});

describe('qr-generator: other payloads', () => {
  it.each([
    ['a@example.com', '', '', 'mailto:a@example.com'],
    ['a@example.com', 'Hi there', '', 'mailto:a@example.com?subject=Hi%20there'],
    ['a@example.com', 'Q&A', 'Line 1\nLine 2', 'mailto:a@example.com?subject=Q%26A&body=Line%201%0ALine%202'],
    ['  ', 'x', 'y', ''],
  ])('mailto %#', (to, subject, body, out) => expect(emailPayload(to, subject, body)).toBe(out));

  it.each([
    ['+1 (555) 010-9999', '+15550109999'],
    ['030 1234 567', '0301234567'],
    ['*123#', '*123#'],
    ['abc', ''],
  ])('phone %j', (input, out) => {
    expect(cleanPhone(input)).toBe(out);
    expect(phonePayload(input)).toBe(out ? `tel:${out}` : '');
  });

  it.each([
    ['+1 555 0100', 'See you at 5', 'SMSTO:+15550100:See you at 5'],
    ['5550100', '', 'SMSTO:5550100'],
    ['', 'hello', ''],
  ])('sms %#', (phone, message, out) => expect(smsPayload(phone, message)).toBe(out));

  it('vCard 3.0 with escaping', () => {
    expect(escapeVCard('a,b;c\\d\ne')).toBe('a\\,b\\;c\\\\d\\ne');
    expect(
      vcardPayload({ firstName: 'Ada', lastName: 'Lovelace', org: 'Analytical, Ltd', title: '', phone: '+44 20 7946 0000', email: 'ada@example.com', url: '' }),
    ).toBe(
      'BEGIN:VCARD\r\nVERSION:3.0\r\nN:Lovelace;Ada;;;\r\nFN:Ada Lovelace\r\nORG:Analytical\\, Ltd\r\nTEL;TYPE=CELL:+442079460000\r\nEMAIL:ada@example.com\r\nEND:VCARD',
    );
    expect(vcardPayload({ firstName: ' ', lastName: '', org: '', title: 'x', phone: '', email: '', url: '' })).toBe('');
  });
});

describe('qr-generator: scan contrast', () => {
  it.each([
    ['#000000', '#ffffff', false, false],
    ['#777777', '#ffffff', false, false],
    ['#bbbbbb', '#ffffff', true, false],
    ['#ffffff', '#000000', false, true],
    ['#ff0000', '#ff3333', true, false],
  ])('%s on %s', (fg, bg, low, inverted) => {
    expect(scanCheck(fg, bg)).toMatchObject({ lowContrast: low, inverted });
  });
});
