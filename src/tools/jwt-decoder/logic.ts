/** JWT decoding (pure) and signature verification (jose, imported lazily). The token never leaves the page. */

export type JwtPart = 'header' | 'payload' | 'signature';

export type JsonObject = Record<string, unknown>;

export type DecodeResult =
  | { ok: true; header: JsonObject; payload: JsonObject; signature: string; parts: [string, string, string] }
  | { ok: false; reason: 'empty' }
  | { ok: false; reason: 'parts'; count: number }
  | { ok: false; reason: 'part'; part: JwtPart };

const B64URL = /^[A-Za-z0-9_-]*$/;

/** The token without whitespace or a "Bearer" prefix. */
export const normaliseToken = (input: string): string => input.replace(/\s+/g, '').replace(/^Bearer(?=ey)/i, '');

/** base64url (padding optional) → bytes, or null when it is not base64url. */
export function base64UrlToBytes(text: string): Uint8Array | null {
  const s = text.replace(/=+$/, '');
  if (!B64URL.test(s) || s.length % 4 === 1) return null;
  const b64 = s.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (s.length % 4)) % 4);
  try {
    const bin = atob(b64);
    const bytes = new Uint8Array(bin.length);
    for (let i = 0; i < bin.length; i++) bytes[i] = bin.charCodeAt(i);
    return bytes;
  } catch {
    return null;
  }
}

/** base64url → text decoded as UTF-8 (strict: malformed UTF-8 is an error), or null. */
export function base64UrlToText(text: string): string | null {
  const bytes = base64UrlToBytes(text);
  if (!bytes) return null;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

function decodeJsonPart(part: string): JsonObject | null {
  const text = base64UrlToText(part);
  if (text === null) return null;
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as JsonObject) : null;
  } catch {
    return null;
  }
}

/** Splits and decodes a compact JWS; says which part failed. Whitespace around and inside (line breaks) is ignored. */
export function decodeJwt(input: string): DecodeResult {
  const token = normaliseToken(input);
  if (token === '') return { ok: false, reason: 'empty' };
  const parts = token.split('.');
  const [h, p, sig] = parts;
  if (parts.length !== 3 || h === undefined || p === undefined || sig === undefined) {
    return { ok: false, reason: 'parts', count: parts.length };
  }
  const header = decodeJsonPart(h);
  if (!header) return { ok: false, reason: 'part', part: 'header' };
  const payload = decodeJsonPart(p);
  if (!payload) return { ok: false, reason: 'part', part: 'payload' };
  if (base64UrlToBytes(sig) === null) return { ok: false, reason: 'part', part: 'signature' };
  return { ok: true, header, payload, signature: sig, parts: [h, p, sig] };
}


export type TimeStatus = 'expired' | 'notYetValid' | 'valid';

/** A NumericDate claim (seconds since the epoch) → milliseconds, or null when it is not a finite number. */
export function numericDate(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value * 1000 : null;
}

/** Validity of the token's time window at `nowMs` (exp is exclusive, nbf inclusive, as RFC 7519 says). */
export function timeStatus(payload: JsonObject, nowMs: number): TimeStatus {
  const exp = numericDate(payload.exp);
  const nbf = numericDate(payload.nbf);
  if (exp !== null && nowMs >= exp) return 'expired';
  if (nbf !== null && nowMs < nbf) return 'notYetValid';
  return 'valid';
}

export const REGISTERED_CLAIMS = ['iss', 'sub', 'aud', 'exp', 'nbf', 'iat', 'jti'] as const;
export type RegisteredClaim = (typeof REGISTERED_CLAIMS)[number];
export const DATE_CLAIMS: ReadonlySet<string> = new Set(['exp', 'nbf', 'iat']);

export type KeyKind = 'secret' | 'publicKey';

export const HMAC_ALGS = ['HS256', 'HS384', 'HS512'] as const;
export const ASYMMETRIC_ALGS = ['RS256', 'RS384', 'RS512', 'PS256', 'PS384', 'PS512', 'ES256', 'ES384', 'ES512', 'EdDSA', 'Ed25519'] as const;

export type VerifyResult =
  | { ok: true; alg: string }
  | {
      ok: false;
      reason: 'format' | 'unsupportedAlg' | 'noKey' | 'badKey' | 'wrongKeyKind' | 'invalidSignature';
      alg?: string;
      detail?: string;
    };

/**
 * Checks the signature only (not exp/nbf: those are shown separately) with the alg the header names.
 * `key`: the HMAC secret (UTF-8, or base64url when `secretIsBase64`), or a public key as PEM
 * (SPKI "PUBLIC KEY" or an X.509 certificate) or a JWK (JSON).
 */
export async function verifyJwt(input: string, kind: KeyKind, key: string, secretIsBase64 = false): Promise<VerifyResult> {
  const decoded = decodeJwt(input);
  if (!decoded.ok) return { ok: false, reason: 'format' };
  const alg = typeof decoded.header.alg === 'string' ? decoded.header.alg : '';
  const isHmac = (HMAC_ALGS as readonly string[]).includes(alg);
  const isAsym = (ASYMMETRIC_ALGS as readonly string[]).includes(alg);
  if (!isHmac && !isAsym) return { ok: false, reason: 'unsupportedAlg', alg };
  if ((kind === 'secret') !== isHmac) return { ok: false, reason: 'wrongKeyKind', alg };
  if (key.trim() === '') return { ok: false, reason: 'noKey', alg };

  const jose = await import('jose');
  let keyObj: Parameters<typeof jose.compactVerify>[1];
  try {
    if (kind === 'secret') {
      if (secretIsBase64) {
        const bytes = base64UrlToBytes(key.trim().replace(/\+/g, '-').replace(/\//g, '_'));
        if (!bytes) return { ok: false, reason: 'badKey', alg };
        keyObj = bytes;
      } else {
        keyObj = new TextEncoder().encode(key);
      }
    } else {
      const text = key.trim();
      if (text.startsWith('{')) {
        const jwk = JSON.parse(text) as Parameters<typeof jose.importJWK>[0];
        keyObj = await jose.importJWK(jwk, alg);
      } else if (text.includes('BEGIN CERTIFICATE')) {
        keyObj = await jose.importX509(text, alg);
      } else {
        keyObj = await jose.importSPKI(text, alg);
      }
    }
  } catch (e) {
    return { ok: false, reason: 'badKey', alg, detail: e instanceof Error ? e.message : String(e) };
  }
  try {
    await jose.compactVerify(normaliseToken(input), keyObj, { algorithms: [alg] });
    return { ok: true, alg };
  } catch (e) {
    const code = (e as { code?: string }).code;
    if (code === 'ERR_JWS_SIGNATURE_VERIFICATION_FAILED') return { ok: false, reason: 'invalidSignature', alg };
    return { ok: false, reason: 'badKey', alg, detail: e instanceof Error ? e.message : String(e) };
  }
}
