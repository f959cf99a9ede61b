/**
 * UUID generation (the `uuid` package: its randomness is `crypto.getRandomValues`) and
 * inspection of a pasted UUID: version, variant and the timestamp inside v1, v6 and v7.
 */
import { NIL, v4, v7 } from 'uuid';

export const UUID_VERSIONS = ['v4', 'v7', 'nil'] as const;
export type UuidVersion = (typeof UUID_VERSIONS)[number];
export const COUNT_MIN = 1;
export const COUNT_MAX = 1000;

export interface UuidFormat {
  uppercase: boolean;
  hyphens: boolean;
  braces: boolean;
}

export const DEFAULT_FORMAT: UuidFormat = { uppercase: false, hyphens: true, braces: false };

export function isUuidVersion(value: string): value is UuidVersion {
  return (UUID_VERSIONS as readonly string[]).includes(value);
}

export function clampCount(raw: string | number): number {
  const n = typeof raw === 'number' ? raw : Number.parseInt(raw, 10);
  if (!Number.isFinite(n)) return COUNT_MIN;
  return Math.min(COUNT_MAX, Math.max(COUNT_MIN, Math.trunc(n)));
}

export function formatUuid(uuid: string, f: UuidFormat): string {
  let s = f.hyphens ? uuid : uuid.replace(/-/g, '');
  s = f.uppercase ? s.toUpperCase() : s.toLowerCase();
  return f.braces ? `{${s}}` : s;
}

/** `count` UUIDs (clamped to 1–1000). v7 values from one call are strictly increasing (the package keeps a monotonic counter). */
export function generateUuids(version: UuidVersion, count: number, f: UuidFormat = DEFAULT_FORMAT): string[] {
  const n = clampCount(count);
  const make = version === 'v4' ? () => v4() : version === 'v7' ? () => v7() : () => NIL;
  return Array.from({ length: n }, () => formatUuid(make(), f));
}

export type UuidVariant = 'ncs' | 'rfc' | 'microsoft' | 'future';

export interface UuidInfo {
  /** Canonical lowercase 8-4-4-4-12 form. */
  canonical: string;
  /** The version nibble (0–15); meaningful for the RFC variant. */
  version: number;
  variant: UuidVariant;
  special?: 'nil' | 'max';
  /** Unix milliseconds encoded in a v1, v6 or v7 UUID. */
  timestampMs?: number;
}

/** Milliseconds between the Gregorian epoch (1582-10-15) and the Unix epoch. */
const GREGORIAN_OFFSET_MS = 12_219_292_800_000;

/**
 * Reads a pasted UUID: with or without hyphens, braces, a `urn:uuid:` prefix, in any case.
 * Returns null when it is not 32 hexadecimal digits.
 */
export function inspectUuid(input: string): UuidInfo | null {
  let s = input.trim().toLowerCase();
  if (s.startsWith('urn:uuid:')) s = s.slice(9);
  if (s.startsWith('{') && s.endsWith('}')) s = s.slice(1, -1);
  const hyphenated = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(s);
  if (!hyphenated && !/^[0-9a-f]{32}$/.test(s)) return null;
  const hex = s.replace(/-/g, '');
  const canonical = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  const version = Number.parseInt(hex.charAt(12), 16);
  const v = Number.parseInt(hex.charAt(16), 16);
  const variant: UuidVariant = v < 8 ? 'ncs' : v < 12 ? 'rfc' : v < 14 ? 'microsoft' : 'future';
  const info: UuidInfo = { canonical, version, variant };
  if (hex === '0'.repeat(32)) info.special = 'nil';
  else if (hex === 'f'.repeat(32)) info.special = 'max';
  if (variant === 'rfc' && !info.special) {
    if (version === 7) {
      info.timestampMs = Number.parseInt(hex.slice(0, 12), 16);
    } else if (version === 1 || version === 6) {
      // 60-bit count of 100 ns intervals since 1582-10-15.
      const timeHex = version === 1 ? hex.slice(13, 16) + hex.slice(8, 12) + hex.slice(0, 8) : hex.slice(0, 12) + hex.slice(13, 16);
      const ticks = BigInt(`0x${timeHex}`);
      info.timestampMs = Number(ticks / 10_000n) - GREGORIAN_OFFSET_MS;
    }
  }
  return info;
}
