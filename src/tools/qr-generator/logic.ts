import QRCode from 'qrcode';
import { modeLrgb, modeRgb, useMode as registerMode, wcagContrast, wcagLuminance } from 'culori/fn';

registerMode(modeRgb);
registerMode(modeLrgb);

/** Pure QR payload builders and the capacity check (qrcode's encoder, no rendering). */

export type ErrorLevel = 'L' | 'M' | 'Q' | 'H';
export const ERROR_LEVELS: ErrorLevel[] = ['L', 'M', 'Q', 'H'];

/** Bytes of 8-bit data a version-40 symbol holds at each level (ISO/IEC 18004 table 7). */
export const BYTE_CAPACITY: Record<ErrorLevel, number> = { L: 2953, M: 2331, Q: 1663, H: 1273 };
/** Digits a version-40 code holds (numeric mode, the densest): no longer text fits at that level, whatever it is. */
const NUMERIC_CAPACITY: Record<ErrorLevel, number> = { L: 7089, M: 5596, Q: 3993, H: 3057 };

export type PayloadKind = 'text' | 'wifi' | 'email' | 'phone' | 'sms' | 'vcard';
export const PAYLOAD_KINDS: PayloadKind[] = ['text', 'wifi', 'email', 'phone', 'sms', 'vcard'];

export type WifiSecurity = 'WPA' | 'WEP' | 'nopass';

export interface WifiFields {
  ssid: string;
  password: string;
  security: WifiSecurity;
  hidden: boolean;
}

/** Backslash-escapes the characters the WIFI: format reserves: \ ; , : " */
export function escapeWifi(value: string): string {
  return value.replace(/([\\;,:"])/g, '\\$1');
}

/** `WIFI:T:WPA;S:My Net;P:secret;H:true;;` (the ZXing Wi-Fi network config format). */
export function wifiPayload(f: WifiFields): string {
  if (!f.ssid) return '';
  const parts = [`T:${f.security}`, `S:${escapeWifi(f.ssid)}`];
  if (f.security !== 'nopass') parts.push(`P:${escapeWifi(f.password)}`);
  if (f.hidden) parts.push('H:true');
  return `WIFI:${parts.join(';')};;`;
}

export function emailPayload(to: string, subject: string, body: string): string {
  const addr = to.trim();
  if (!addr) return '';
  const query = [
    subject ? `subject=${encodeURIComponent(subject)}` : '',
    body ? `body=${encodeURIComponent(body)}` : '',
  ].filter(Boolean);
  // The address keeps @ readable; anything else unsafe in a URI is escaped.
  return `mailto:${encodeURI(addr)}${query.length ? `?${query.join('&')}` : ''}`;
}

/** Keeps what a dialler understands: digits, a leading +, * and #. */
export function cleanPhone(phone: string): string {
  const trimmed = phone.trim();
  const digits = trimmed.replace(/[^\d*#]/g, '');
  return trimmed.startsWith('+') && digits ? `+${digits}` : digits;
}

export function phonePayload(phone: string): string {
  const p = cleanPhone(phone);
  return p ? `tel:${p}` : '';
}

/** `SMSTO:number:message`, the form most scanners open in the messages app. */
export function smsPayload(phone: string, message: string): string {
  const p = cleanPhone(phone);
  if (!p) return '';
  return message ? `SMSTO:${p}:${message}` : `SMSTO:${p}`;
}

export interface VCardFields {
  firstName: string;
  lastName: string;
  org: string;
  title: string;
  phone: string;
  email: string;
  url: string;
}

/** vCard 3.0 text escaping (RFC 2426): backslash, comma, semicolon and newlines. */
export function escapeVCard(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/([,;])/g, '\\$1').replace(/\r?\n/g, '\\n');
}

export function vcardPayload(f: VCardFields): string {
  const first = f.firstName.trim();
  const last = f.lastName.trim();
  const fullName = [first, last].filter(Boolean).join(' ');
  if (!fullName && !f.org.trim() && !f.phone.trim() && !f.email.trim()) return '';
  const lines = ['BEGIN:VCARD', 'VERSION:3.0', `N:${escapeVCard(last)};${escapeVCard(first)};;;`, `FN:${escapeVCard(fullName || f.org.trim())}`];
  if (f.org.trim()) lines.push(`ORG:${escapeVCard(f.org.trim())}`);
  if (f.title.trim()) lines.push(`TITLE:${escapeVCard(f.title.trim())}`);
  if (cleanPhone(f.phone)) lines.push(`TEL;TYPE=CELL:${cleanPhone(f.phone)}`);
  if (f.email.trim()) lines.push(`EMAIL:${escapeVCard(f.email.trim())}`);
  if (f.url.trim()) lines.push(`URL:${escapeVCard(f.url.trim())}`);
  lines.push('END:VCARD');
  return lines.join('\r\n');
}

export function utf8Length(text: string): number {
  return new TextEncoder().encode(text).length;
}

export type QrCheck =
  | { ok: true; version: number; modules: number; symbol: QRCode.QRCode }
  | { ok: false; error: 'empty' }
  | { ok: false; error: 'tooLong'; bytes: number; max: number };

/**
 * Encodes `text` at `level` with qrcode's own encoder (the smallest version that fits,
 * optimal segments). Overflow is a result, never an exception. The encoded symbol comes with it, so the
 * preview draws it without encoding the text a second time.
 */
export function checkQr(text: string, level: ErrorLevel): QrCheck {
  if (!text) return { ok: false, error: 'empty' };
  // Far too long for any QR code: answered without the encoder, which would segment megabytes first.
  if (text.length > NUMERIC_CAPACITY[level]) return { ok: false, error: 'tooLong', bytes: utf8Length(text), max: BYTE_CAPACITY[level] };
  try {
    const qr = QRCode.create(text, { errorCorrectionLevel: level });
    return { ok: true, version: qr.version, modules: qr.modules.size, symbol: qr };
  } catch {
    // qrcode throws "The amount of data is too big to be stored in a QR Code" (or "Invalid data" for absurd input).
    return { ok: false, error: 'tooLong', bytes: utf8Length(text), max: BYTE_CAPACITY[level] };
  }
}

export const MIN_SIZE = 128;
export const MAX_SIZE = 1024;
export const MAX_MARGIN = 10;
/** Lowest foreground/background contrast (WCAG ratio) we consider reliably scannable. */
export const MIN_SCAN_CONTRAST = 3;
/** Payload text longer than this stays out of the URL fragment. */
export const FRAGMENT_TEXT_CAP = 1000;

export interface ScanCheck {
  ratio: number;
  lowContrast: boolean;
  /** Light modules on a dark background: many scanners cannot read an inverted code. */
  inverted: boolean;
}

/** Foreground/background check for #rrggbb colours (WCAG 2.x contrast). */
export function scanCheck(fg: string, bg: string): ScanCheck {
  const ratio = wcagContrast(fg, bg);
  return { ratio, lowContrast: ratio < MIN_SCAN_CONTRAST, inverted: wcagLuminance(fg) > wcagLuminance(bg) };
}
