import {
  BASE64_ENCODE_OPTIONS, base64DecodeOp, base64EncodeOp, decodeToBytes, encodeBytes,
  type Base64DecodeError, type Base64DecodeResult,
} from '../text/base64';
import { bytesToHex, HEX_ENCODE_OPTIONS, hexToBytes } from '../text/hex';
import { URL_OPTIONS, urlDecodeOp, urlEncodeOp, urlOp, type UrlResult, type UrlScope } from '../text/urlCode';
import { asBytes, asText, defineOp, fail, ok, type OpResult } from './schema';

/** Base64, URL and hex encodings: the base64 and url-encoder tools' own functions, plus the byte steps between them. */

function base64Error(result: Base64DecodeError | Extract<Base64DecodeResult, { error: 'notText' }>): OpResult {
  switch (result.error) {
    case 'invalidChar':
      return fail('base64.invalidChar', { values: { position: result.position, char: result.char } });
    case 'badLength':
      return fail('base64.badLength');
    case 'notBase64DataUrl':
      return fail('base64.notBase64DataUrl');
    case 'notText':
      return fail('base64.notText', { values: { mime: result.mime } });
  }
}

const urlResult = (result: UrlResult): OpResult =>
  result.ok ? ok(result.output) : fail(`url.${result.error}`, { values: { position: result.position } });

type UrlOptions = { scope: UrlScope; form: boolean };

export const ENCODING_OPERATIONS = [
  defineOp<{ urlSafe: boolean; padding: boolean; wrap: boolean }>()({
    id: 'base64Encode',
    group: 'encoding',
    input: 'bytes',
    output: 'text',
    options: BASE64_ENCODE_OPTIONS,
    inverse: (_o, kind) => [{ op: kind === 'text' ? 'base64Decode' : 'base64DecodeBytes' }],
    job: base64EncodeOp,
    run: (input, o) => {
      if (typeof input !== 'string') return ok(encodeBytes(input, o));
      // Text goes through the tool's own function: an unpaired surrogate is an error, not a silent U+FFFD.
      const result = base64EncodeOp(input, o);
      return result.ok ? ok(result.output) : fail('loneSurrogate', { values: { position: result.position } });
    },
  }),
  defineOp()({
    id: 'base64Decode',
    group: 'encoding',
    input: 'text',
    output: 'text',
    options: [],
    inverse: () => [{ op: 'base64Encode' }],
    job: base64DecodeOp,
    run: (input) => {
      const result = base64DecodeOp(asText(input));
      return result.ok ? ok(result.output) : base64Error(result);
    },
  }),
  defineOp()({
    id: 'base64DecodeBytes',
    group: 'encoding',
    input: 'text',
    output: 'bytes',
    options: [],
    inverse: () => [{ op: 'base64Encode' }],
    run: (input) => {
      const result = decodeToBytes(asText(input));
      return result.ok ? ok(result.bytes) : base64Error(result);
    },
  }),
  defineOp<UrlOptions>()({
    id: 'urlEncode',
    group: 'encoding',
    input: 'text',
    output: 'text',
    options: URL_OPTIONS,
    inverse: (o) => [{ op: 'urlDecode', options: { ...o } }],
    job: urlEncodeOp,
    run: (input, o) => urlResult(urlOp(asText(input), { mode: 'encode', scope: o.scope, form: o.form })),
  }),
  defineOp<UrlOptions>()({
    id: 'urlDecode',
    group: 'encoding',
    input: 'text',
    output: 'text',
    options: URL_OPTIONS,
    inverse: (o) => [{ op: 'urlEncode', options: { ...o } }],
    job: urlDecodeOp,
    run: (input, o) => urlResult(urlOp(asText(input), { mode: 'decode', scope: o.scope, form: o.form })),
  }),
  defineOp<{ uppercase: boolean }>()({
    id: 'hexEncode',
    group: 'encoding',
    input: 'bytes',
    output: 'text',
    options: HEX_ENCODE_OPTIONS,
    // Text went in as its UTF-8 bytes: getting text back needs the decode too.
    inverse: (_o, kind) => (kind === 'text' ? [{ op: 'hexDecode' }, { op: 'utf8Decode' }] : [{ op: 'hexDecode' }]),
    run: (input, o) => ok(bytesToHex(asBytes(input), o.uppercase)),
  }),
  defineOp()({
    id: 'hexDecode',
    group: 'encoding',
    input: 'text',
    output: 'bytes',
    options: [],
    inverse: () => [{ op: 'hexEncode' }],
    run: (input) => {
      const result = hexToBytes(asText(input));
      if (result.ok) return ok(result.bytes);
      return result.error === 'oddLength'
        ? fail('hex.oddLength')
        : fail('hex.invalidChar', { values: { position: result.position, char: result.char } });
    },
  }),
  defineOp()({
    id: 'utf8Decode',
    group: 'encoding',
    input: 'bytes',
    output: 'text',
    options: [],
    // Text → bytes needs no step: a step that takes bytes reads text as UTF-8 by itself.
    inverse: () => [],
    run: (input) => {
      try {
        return ok(new TextDecoder('utf-8', { fatal: true }).decode(asBytes(input)));
      } catch {
        return fail('notUtf8');
      }
    },
  }),
];
