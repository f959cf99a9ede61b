/**
 * IP address validation and the special-purpose ranges (IANA IPv4/IPv6
 * Special-Purpose Address Registries) that are answered locally, with no request:
 * a private or reserved address has no public location to look up.
 */

export type SpecialKind =
  | 'private'
  | 'loopback'
  | 'linkLocal'
  | 'sharedCgnat'
  | 'documentation'
  | 'benchmarking'
  | 'multicast'
  | 'unspecified'
  | 'broadcast'
  | 'reserved';

export interface ParsedIp {
  version: 4 | 6;
  /** Canonical text: dotted quad, or the lower-case IPv6 as typed (brackets removed). */
  text: string;
  /** Set when the address is in a special-purpose range. */
  special: { kind: SpecialKind; range: string } | null;
}

export const EXAMPLE_IP = '8.8.8.8';

export function parseIPv4(s: string): number[] | null {
  const m = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(s);
  if (!m) return null;
  const parts = m.slice(1).map((p) => (p.length > 1 && p.startsWith('0') ? NaN : Number(p)));
  return parts.every((n) => Number.isInteger(n) && n >= 0 && n <= 255) ? parts : null;
}

/** Eight 16-bit groups, or null. Accepts '::' once and a trailing dotted IPv4; no zone ids. */
export function parseIPv6(s: string): number[] | null {
  if (!s.includes(':') || s.length > 45) return null;
  let text = s.toLowerCase();
  const lastColon = text.lastIndexOf(':');
  const last = text.slice(lastColon + 1);
  if (last.includes('.')) {
    // A trailing dotted IPv4 ("::ffff:1.2.3.4") is two 16-bit groups.
    const v4 = parseIPv4(last);
    if (!v4) return null;
    const hex = (a: number, b: number) => ((a << 8) | b).toString(16);
    text = `${text.slice(0, lastColon + 1)}${hex(v4[0]!, v4[1]!)}:${hex(v4[2]!, v4[3]!)}`;
  }
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const group = (g: string) => (/^[0-9a-f]{1,4}$/.test(g) ? parseInt(g, 16) : NaN);
  const split = (h: string) => (h === '' ? [] : h.split(':').map(group));
  const head = split(halves[0]!);
  const rest = halves.length === 2 ? split(halves[1]!) : [];
  const explicit = head.length + rest.length;
  if ([...head, ...rest].some((n) => Number.isNaN(n))) return null;
  if (halves.length === 1) return explicit === 8 ? head : null;
  if (explicit > 7) return null;
  return [...head, ...Array<number>(8 - explicit).fill(0), ...rest];
}

function v4ToInt(p: number[]): number {
  return ((p[0]! << 24) >>> 0) + (p[1]! << 16) + (p[2]! << 8) + p[3]!;
}

function inV4(ip: number, base: string, bits: number): boolean {
  const b = v4ToInt(parseIPv4(base)!);
  const mask = bits === 0 ? 0 : (~0 << (32 - bits)) >>> 0;
  return ((ip & mask) >>> 0) === ((b & mask) >>> 0);
}

const V4_RANGES: [string, number, SpecialKind][] = [
  ['255.255.255.255', 32, 'broadcast'],
  ['0.0.0.0', 8, 'unspecified'],
  ['10.0.0.0', 8, 'private'],
  ['100.64.0.0', 10, 'sharedCgnat'],
  ['127.0.0.0', 8, 'loopback'],
  ['169.254.0.0', 16, 'linkLocal'],
  ['172.16.0.0', 12, 'private'],
  ['192.0.0.0', 24, 'reserved'],
  ['192.0.2.0', 24, 'documentation'],
  ['192.88.99.0', 24, 'reserved'],
  ['192.168.0.0', 16, 'private'],
  ['198.18.0.0', 15, 'benchmarking'],
  ['198.51.100.0', 24, 'documentation'],
  ['203.0.113.0', 24, 'documentation'],
  ['224.0.0.0', 4, 'multicast'],
  ['240.0.0.0', 4, 'reserved'],
];

export function classifyIPv4(p: number[]): ParsedIp['special'] {
  const ip = v4ToInt(p);
  for (const [base, bits, kind] of V4_RANGES) {
    if (inV4(ip, base, bits)) return { kind, range: `${base}/${bits}` };
  }
  return null;
}

function inV6(g: number[], prefix: number[], bits: number): boolean {
  for (let i = 0; i < 8 && bits > 0; i++, bits -= 16) {
    const take = Math.min(16, bits);
    const mask = (0xffff << (16 - take)) & 0xffff;
    if ((g[i]! & mask) !== ((prefix[i] ?? 0) & mask)) return false;
  }
  return true;
}

const V6_RANGES: [number[], number, string, SpecialKind][] = [
  [[0, 0, 0, 0, 0, 0, 0, 0], 128, '::/128', 'unspecified'],
  [[0, 0, 0, 0, 0, 0, 0, 1], 128, '::1/128', 'loopback'],
  [[0x100, 0, 0, 0], 64, '100::/64', 'reserved'],
  [[0x2001, 0xdb8], 32, '2001:db8::/32', 'documentation'],
  [[0x3fff, 0], 20, '3fff::/20', 'documentation'],
  [[0xfc00], 7, 'fc00::/7', 'private'],
  [[0xfe80], 10, 'fe80::/10', 'linkLocal'],
  [[0xff00], 8, 'ff00::/8', 'multicast'],
];

export function classifyIPv6(g: number[]): ParsedIp['special'] {
  // IPv4-mapped (::ffff:a.b.c.d): the embedded IPv4 decides.
  if (inV6(g, [0, 0, 0, 0, 0, 0xffff], 96)) {
    return classifyIPv4([g[6]! >> 8, g[6]! & 0xff, g[7]! >> 8, g[7]! & 0xff]);
  }
  for (const [prefix, bits, range, kind] of V6_RANGES) {
    if (inV6(g, prefix, bits)) return { kind, range };
  }
  return null;
}

/** The typed address, validated and classified; null when it is not an IP address. */
export function parseIp(input: string): ParsedIp | null {
  const s = input.trim().replace(/^\[(.*)\]$/, '$1');
  const v4 = parseIPv4(s);
  if (v4) return { version: 4, text: v4.join('.'), special: classifyIPv4(v4) };
  const v6 = parseIPv6(s);
  if (v6) return { version: 6, text: s.toLowerCase(), special: classifyIPv6(v6) };
  return null;
}

/** 🇺🇸 from "US"; '' for anything that is not two letters. */
export function flagEmoji(countryCode: string): string {
  if (!/^[A-Za-z]{2}$/.test(countryCode)) return '';
  return String.fromCodePoint(...[...countryCode.toUpperCase()].map((c) => 0x1f1e6 + c.charCodeAt(0) - 65));
}

export function mapUrl(lat: number, lon: number): string {
  const la = lat.toFixed(4);
  const lo = lon.toFixed(4);
  return `https://www.openstreetmap.org/?mlat=${la}&mlon=${lo}#map=11/${la}/${lo}`;
}

/** "37.3860° N, 122.0838° W" */
export function formatCoords(lat: number, lon: number): string {
  return `${Math.abs(lat).toFixed(4)}° ${lat >= 0 ? 'N' : 'S'}, ${Math.abs(lon).toFixed(4)}° ${lon >= 0 ? 'E' : 'W'}`;
}
