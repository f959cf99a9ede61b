import { describe, expect, it } from 'vitest';
import { SignJWT, exportJWK, exportSPKI, generateKeyPair, type KeyObject, type CryptoKey } from 'jose';
import { base64UrlToText, decodeJwt, numericDate, timeStatus, verifyJwt } from '@src/tools/jwt-decoder/logic';

const b64url = (text: string) => Buffer.from(text, 'utf8').toString('base64url');
const token = (header: unknown, payload: unknown, sig = 'c2ln') => `${b64url(JSON.stringify(header))}.${b64url(JSON.stringify(payload))}.${sig}`;

describe('decodeJwt', () => {
  it('decodes header and payload, Unicode claims included', () => {
    const r = decodeJwt(token({ alg: 'HS256', typ: 'JWT' }, { name: 'José Müller 张伟 🎉', n: 1 }));
    expect(r).toMatchObject({ ok: true, header: { alg: 'HS256', typ: 'JWT' }, payload: { name: 'José Müller 张伟 🎉', n: 1 }, signature: 'c2ln' });
  });

  it('ignores whitespace, line breaks and a Bearer prefix', () => {
    const t = token({ alg: 'none' }, { a: 1 }, '');
    expect(decodeJwt(`  Bearer ${t.slice(0, 10)}\n${t.slice(10)}  `)).toMatchObject({ ok: true, payload: { a: 1 }, signature: '' });
  });

  it.each<[string, string, object]>([
    ['empty', '   ', { ok: false, reason: 'empty' }],
    ['one part', 'abc', { ok: false, reason: 'parts', count: 1 }],
    ['two parts', 'abc.def', { ok: false, reason: 'parts', count: 2 }],
    ['four parts', 'a.b.c.d', { ok: false, reason: 'parts', count: 4 }],
    ['header not base64url', `@@@.${b64url('{}')}.x`, { ok: false, reason: 'part', part: 'header' }],
    ['header not JSON', `${b64url('hello')}.${b64url('{}')}.x`, { ok: false, reason: 'part', part: 'header' }],
    ['header is an array', `${b64url('[1]')}.${b64url('{}')}.x`, { ok: false, reason: 'part', part: 'header' }],
    ['payload not JSON', `${b64url('{}')}.${b64url('{oops')}.x`, { ok: false, reason: 'part', part: 'payload' }],
    ['payload bad UTF-8', `${b64url('{}')}.${Buffer.from([0x7b, 0xff, 0x7d]).toString('base64url')}.x`, { ok: false, reason: 'part', part: 'payload' }],
    ['signature not base64url', `${b64url('{}')}.${b64url('{}')}.a+b/`, { ok: false, reason: 'part', part: 'signature' }],
  ])('%s', (_n, input, expected) => {
    expect(decodeJwt(input)).toEqual(expected);
  });

  it('base64url with and without padding, invalid length', () => {
    expect(base64UrlToText('w6k')).toBe('é');
    expect(base64UrlToText('w6k=')).toBe('é');
    expect(base64UrlToText('a')).toBeNull();
  });
});

describe('time claims', () => {
  const now = Date.UTC(2026, 0, 1);
  it.each<[string, object, string]>([
    ['no dates', {}, 'valid'],
    ['exp in the future', { exp: now / 1000 + 60 }, 'valid'],
    ['exp now (exclusive)', { exp: now / 1000 }, 'expired'],
    ['exp past', { exp: now / 1000 - 1 }, 'expired'],
    ['nbf future', { nbf: now / 1000 + 1 }, 'notYetValid'],
    ['nbf now (inclusive)', { nbf: now / 1000 }, 'valid'],
    ['exp as a string is ignored', { exp: '1' }, 'valid'],
  ])('%s', (_n, payload, status) => expect(timeStatus(payload as Record<string, unknown>, now)).toBe(status));

  it('numericDate', () => {
    expect(numericDate(1_700_000_000)).toBe(1_700_000_000_000);
    expect(numericDate('1')).toBeNull();
    expect(numericDate(Infinity)).toBeNull();
  });
});

type Key = KeyObject | CryptoKey;

async function signed(alg: string, key: Key | Uint8Array, payload: Record<string, unknown> = { sub: 'u1', name: 'Zoë 李' }) {
  return new SignJWT(payload).setProtectedHeader({ alg, typ: 'JWT' }).setIssuedAt().setExpirationTime('-1h').sign(key);
}

const tamper = (t: string) => {
  const [h, , s] = t.split('.');
  return `${h}.${b64url(JSON.stringify({ sub: 'admin' }))}.${s}`;
};

describe('verifyJwt with keys generated here', () => {
  it.each(['HS256', 'HS384', 'HS512'])('%s secret: right, wrong, tampered, base64 secret', async (alg) => {
    const secret = 'correct horse battery staple — long enough';
    const t = await signed(alg, new TextEncoder().encode(secret));
    // Expired (exp -1h) but the signature is still good: only the signature is checked.
    expect(await verifyJwt(t, 'secret', secret)).toEqual({ ok: true, alg });
    expect(await verifyJwt(t, 'secret', 'wrong')).toMatchObject({ ok: false, reason: 'invalidSignature' });
    expect(await verifyJwt(tamper(t), 'secret', secret)).toMatchObject({ ok: false, reason: 'invalidSignature' });
    const b64 = Buffer.from(secret).toString('base64url');
    expect(await verifyJwt(t, 'secret', b64, true)).toEqual({ ok: true, alg });
    expect(await verifyJwt(t, 'publicKey', secret)).toMatchObject({ ok: false, reason: 'wrongKeyKind' });
    expect(await verifyJwt(t, 'secret', '')).toMatchObject({ ok: false, reason: 'noKey' });
  });

  it.each(['RS256', 'PS384', 'ES256', 'ES512', 'EdDSA'])('%s public key as PEM and as JWK', async (alg) => {
    const { publicKey, privateKey } = await generateKeyPair(alg, { extractable: true });
    const t = await signed(alg, privateKey);
    const pem = await exportSPKI(publicKey);
    const jwk = JSON.stringify(await exportJWK(publicKey));
    expect(await verifyJwt(t, 'publicKey', pem)).toEqual({ ok: true, alg });
    expect(await verifyJwt(t, 'publicKey', jwk)).toEqual({ ok: true, alg });
    expect(await verifyJwt(tamper(t), 'publicKey', pem)).toMatchObject({ ok: false, reason: 'invalidSignature' });
    const other = await generateKeyPair(alg, { extractable: true });
    expect(await verifyJwt(t, 'publicKey', await exportSPKI(other.publicKey))).toMatchObject({ ok: false, reason: 'invalidSignature' });
    expect(await verifyJwt(t, 'secret', 'x')).toMatchObject({ ok: false, reason: 'wrongKeyKind' });
  });

  it('a key of the wrong type or garbage is a readable failure, not a throw', async () => {
    const rsa = await generateKeyPair('RS256', { extractable: true });
    const ec = await generateKeyPair('ES256', { extractable: true });
    const t = await signed('ES256', ec.privateKey);
    expect(await verifyJwt(t, 'publicKey', await exportSPKI(rsa.publicKey))).toMatchObject({ ok: false, reason: 'badKey' });
    expect(await verifyJwt(t, 'publicKey', 'not a key')).toMatchObject({ ok: false, reason: 'badKey' });
    expect(await verifyJwt(t, 'publicKey', '{"kty":"EC"')).toMatchObject({ ok: false, reason: 'badKey' });
  });

  it('alg none and unknown algs are refused; a broken token is a format error', async () => {
    const none = token({ alg: 'none' }, { a: 1 }, '');
    expect(await verifyJwt(none, 'secret', 'x')).toMatchObject({ ok: false, reason: 'unsupportedAlg', alg: 'none' });
    expect(await verifyJwt('a.b', 'secret', 'x')).toEqual({ ok: false, reason: 'format' });
  });
});
