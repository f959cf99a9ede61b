export const ALGORITHMS = ['md5', 'sha1', 'sha256'] as const;
export type Algorithm = (typeof ALGORITHMS)[number];
export type Digests = Record<Algorithm, string>;

export const ALGORITHM_LABELS: Record<Algorithm, string> = { md5: 'MD5', sha1: 'SHA-1', sha256: 'SHA-256' };

const HEX_LENGTH: Record<Algorithm, number> = { md5: 32, sha1: 40, sha256: 64 };

export function formatHex(hex: string, upper: boolean): string {
  return upper ? hex.toUpperCase() : hex.toLowerCase();
}

/**
 * Accepts what people paste: surrounding spaces, upper case, an "algo:" or
 * "algo=" prefix, or a coreutils line ("<hash>  filename").
 */
export function normalizeChecksum(input: string): string {
  let s = input.trim();
  s = s.replace(/^(md5|sha-?1|sha-?256)\s*[:=]\s*/i, '');
  s = s.split(/\s+/)[0] ?? '';
  return s.toLowerCase();
}

export function isHex(s: string): boolean {
  return /^[0-9a-f]+$/.test(s);
}

/** Which algorithm's digest equals the expected checksum, or null. */
export function findMatch(expected: string, digests: Digests): Algorithm | null {
  const want = normalizeChecksum(expected);
  if (!want || !isHex(want)) return null;
  return ALGORITHMS.find((a) => want.length === HEX_LENGTH[a] && digests[a].toLowerCase() === want) ?? null;
}

export function digestsSummary(digests: Digests, upper: boolean): string {
  return ALGORITHMS.map((a) => `${ALGORITHM_LABELS[a]}: ${formatHex(digests[a], upper)}`).join('\n');
}
