import { describe, expect, it } from 'vitest';
import { TEXT_OPS, type TextOpName, type TextOpOptions } from '@workers/text/ops';
import { textApi } from '@workers/text/api';
import { getOperation, OPERATIONS } from '@workers/ops/registry';
import { caseOp } from '@workers/text/caseConvert';
import { statsOp } from '@workers/text/wordStats';
import { sortOp, DEFAULT_SORT_OPTIONS } from '@workers/text/sortLines';
import { dedupeOp, DEFAULT_DEDUPE_OPTIONS } from '@workers/text/dedupeLines';
import { emailValidateOp } from '@workers/text/emailValidate';
import { whitespaceOp, DEFAULT_WHITESPACE_OPTIONS } from '@workers/text/whitespace';
import { htmlToTextOp } from '@workers/text/htmlToText';
import { replacePlainOp } from '@workers/text/replace';
import { urlDecodeOp, urlEncodeOp, urlOp } from '@src/tools/url-encoder/logic';
import { base64DecodeOp, base64EncodeOp } from '@src/tools/base64/logic';

/**
 * Each text tool computes on the main thread while its input is small and in the
 * text worker once it is large (src/ui/useTextOp.ts): both sides must give the same
 * result, whatever the input. The worker side is the very API the worker exposes,
 * and its result goes through structured cloning as a real message would.
 */

const INPUTS: Array<[name: string, text: string]> = [
  ['empty', ''],
  ['one line', 'Hello World'],
  ['LF lines with duplicates', 'b\na\nB\n\na\n  c  \nb\n'],
  ['CRLF lines', 'Zeta\r\nalpha\r\n\r\nBeta\r\nalpha\r\n'],
  ['unicode', 'İstanbul ß straße\nÉlan élan\n你好，世界。\n👋🏽 emoji  and\ttabs\n\u00a0nbsp\u00a0\u00a0here\n'],
  ['html', '<h1>Title</h1><p>One &amp; <b>two</b></p><ul><li>a</li><li>b</li></ul><script>x()</script>\r\n<pre> keep\n  this</pre>'],
  ['lone surrogate and NUL', 'a\uD800b\u0000c\nd'],
  ['whitespace only', '  \t \n\n   '],
];

const OPTIONS: { [K in TextOpName]: Array<TextOpOptions<K>> } = {
  case: (['upper', 'lower', 'title', 'sentence', 'camel', 'snake', 'kebab', 'constant', 'alternating'] as const).map((mode) => ({ mode })),
  wordStats: [{}],
  sortLines: [
    { ...DEFAULT_SORT_OPTIONS, locale: 'en' },
    { ...DEFAULT_SORT_OPTIONS, order: 'desc', natural: false, removeDuplicates: true, trimLines: true, removeEmpty: false, locale: 'es' },
  ],
  dedupeLines: [DEFAULT_DEDUPE_OPTIONS, { removeEmpty: false, caseSensitive: false, trim: false }],
  emailValidate: [{}],
  whitespace: [DEFAULT_WHITESPACE_OPTIONS, { extraSpaces: false, tabs: false, trimLines: false, lineBreaks: true }],
  htmlToText: [{}],
  replace: [
    { find: 'a', replacement: '$&-$1', caseSensitive: false },
    { find: 'élan', replacement: 'X', caseSensitive: true },
    { find: '\n', replacement: ' | ', caseSensitive: true },
  ],
  urlEncode: [{ scope: 'component' }, { scope: 'uri', form: true }],
  urlDecode: [{ scope: 'component', form: true }, { scope: 'uri' }],
  base64Encode: [
    { urlSafe: false, padding: true, wrap: false },
    { urlSafe: true, padding: false, wrap: true },
  ],
  base64Decode: [{}],
};

describe('every tool calls the operation the worker runs', () => {
  it.each<[TextOpName, unknown]>([
    ['case', caseOp],
    ['wordStats', statsOp],
    ['sortLines', sortOp],
    ['dedupeLines', dedupeOp],
    ['emailValidate', emailValidateOp],
    ['whitespace', whitespaceOp],
    ['htmlToText', htmlToTextOp],
    ['replace', replacePlainOp],
    ['urlEncode', urlEncodeOp],
    ['urlDecode', urlDecodeOp],
    ['base64Encode', base64EncodeOp],
    ['base64Decode', base64DecodeOp],
  ])('%s', (op, local) => {
    expect(TEXT_OPS[op]).toBe(local);
  });

  it('the table is the operation table\'s jobs, by operation id, plus the three pages\' own', () => {
    const withJobs = OPERATIONS.filter((op) => op.job).map((op) => op.id);
    expect(withJobs.sort()).toEqual(['base64Decode', 'base64Encode', 'case', 'dedupeLines', 'replace', 'sortLines', 'urlDecode', 'urlEncode', 'whitespace']);
    for (const id of withJobs) expect(TEXT_OPS[id as TextOpName]).toBe(getOperation(id)!.job);
    expect(Object.keys(TEXT_OPS).filter((id) => !withJobs.includes(id)).sort()).toEqual(['emailValidate', 'htmlToText', 'wordStats']);
    // Every job of the table is also an operation's id (the page API and recipes name it the same way).
    for (const id of ['htmlToText']) expect(getOperation(id)).toBeDefined();
  });

  it('covers every registered operation', () => {
    expect(Object.keys(OPTIONS).sort()).toEqual(Object.keys(TEXT_OPS).sort());
  });
});

describe('main thread and worker give identical results', () => {
  for (const op of Object.keys(TEXT_OPS) as TextOpName[]) {
    const cases = (OPTIONS[op] as unknown[]).flatMap((options) => INPUTS.map(([name, text]) => [name, text, options] as const));
    it.each(cases)(`${op}: %s %#`, async (_name, text, options) => {
      const local = (TEXT_OPS[op] as (t: string, o: unknown) => unknown)(text, options);
      const viaWorker = structuredClone(await textApi.op(op, text, options as never));
      expect(viaWorker).toEqual(local);
    });
  }
});

describe('url: percent-encoded input, main thread and worker agree', () => {
  const encoded = ['caf%C3%A9+au%20lait%2C%20%F0%9F%91%8B', 'bad %E4%B8 sequence', '100%', '%ZZ'];
  it.each(encoded.flatMap((text) => (['component', 'uri'] as const).map((scope) => [text, scope] as const)))('%s (%s)', async (text, scope) => {
    const options = { scope, form: true } as const;
    expect(structuredClone(await textApi.op('urlDecode', text, options))).toEqual(urlOp(text, { ...options, mode: 'decode' }));
  });
});
