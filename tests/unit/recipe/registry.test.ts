import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  ERROR_KEYS, OPERATIONS, OP_GROUPS, getOperation, normalizeOptions, schemaProblems,
  type Operation, type Options, type OptionSpec, type Value,
} from '../../../workers/ops/registry';
import { createRecipeApi } from '../../../workers/recipe/api';
import { chainKinds } from '../../../workers/recipe/recipe';
import { caseOp } from '../../../workers/text/caseConvert';
import { sortOp, DEFAULT_SORT_OPTIONS } from '../../../workers/text/sortLines';
import { dedupeOp, DEFAULT_DEDUPE_OPTIONS } from '../../../workers/text/dedupeLines';
import { whitespaceOp, DEFAULT_WHITESPACE_OPTIONS } from '../../../workers/text/whitespace';
import { htmlToTextOp } from '../../../workers/text/htmlToText';
import { base64EncodeOp, DEFAULT_BASE64_OPTIONS } from '../../../src/tools/base64/logic';
import { urlOp } from '../../../src/tools/url-encoder/logic';
import { hashText } from '../../../workers/hash/hashing';

/**
 * The operation registry (workers/ops): every entry's schema is sound and has its words in every
 * language, every operation gives the same result on the main thread and through the recipe
 * worker's API (with structured cloning, as a real message), and kinds chain.
 */

const LOCALES = ['en', 'zh', 'es'] as const;
const ops = Object.fromEntries(
  LOCALES.map((l) => [l, JSON.parse(readFileSync(join(__dirname, `../../../locales/${l}/ops.json`), 'utf8')) as Record<string, unknown>]),
);

function lookup(tree: unknown, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), tree);
}

const labelKeys = (op: Operation): string[] => [
  `names.${op.id}`,
  `descriptions.${op.id}`,
  `groups.${op.group}`,
  ...op.options.flatMap((s: OptionSpec) => [s.label, ...(s.type === 'choice' ? s.choices.map((c) => c.label) : [])]),
];

const TEXTS: Value[] = [
  '',
  'Hello World',
  'b\na\nB\n\na\n  c  \nb\n',
  'Zeta\r\nalpha\r\n\r\nBeta\r\n',
  'İstanbul ß straße\nÉlan élan\n你好，世界。\n👋🏽 emoji  and\ttabs\n\u00a0nbsp\u00a0\u00a0here\n',
  '<h1>Title</h1><p>One &amp; <b>two</b></p><ul><li>a</li><li>b</li></ul><script>x()</script>',
  'a\uD800b\u0000c\nd',
];

/** Inputs that mean something to an operation (valid and broken), besides the general texts. */
const SPECIFIC: Record<string, Value[]> = {
  base64Decode: ['SGVsbG8g8J+Riw==', 'SGVsbG8', '!!!', 'data:text/plain,hi', '/9j/4AAQ'],
  base64DecodeBytes: ['SGVsbG8g8J+Riw==', '/9j/4AAQ', '!!!'],
  urlDecode: ['%E4%BD%A0%20x+y', '%E4%', 'plain'],
  hexDecode: ['48 65 6C 6c\n6f', 'zz', '123'],
  utf8Decode: [new Uint8Array([0xe4, 0xbd, 0xa0, 0x41]), new Uint8Array([0xff, 0x00]), 'text'],
  hexEncode: [new Uint8Array([0, 1, 254, 255]), 'é'],
  base64Encode: [new Uint8Array([0, 1, 254, 255, 3]), 'é👋'],
  md5: [new Uint8Array([1, 2, 3]), 'abc'],
  sha1: [new Uint8Array([1, 2, 3]), 'abc'],
  sha256: [new Uint8Array([1, 2, 3]), 'abc'],
  jsonFormat: ['[{"b":1,"a":{"c":[1,2]}}]', '{"a":}', ' 12 '],
  jsonMinify: ['{\n  "b": 1,\n  "a": [1, 2]\n}', '[1,'],
  jsonSortKeys: ['{"b":1,"a":{"d":2,"c":3}}', '{'],
  jsonToCsv: ['[{"a":1,"b":{"c":"x,y"}},{"a":2,"d":null}]', '{"a":1}', '[]', 'nope'],
  csvToJson: ['a,b\n1,2\n3,"x,y"\n', 'a,b\n"1,2\n', 'a\n'],
  xmlToJson: ['<a x="1"><b>2</b><b>3</b></a>', '<a><b></a>'],
  sqlFormat: ['select a, b from t where x = 1; select 2', "select 'unclosed"],
  jsMinify: ['function f(a) { return a + 1 }\nf(2);', 'function ('],
  jsFormat: ['function f(a){return a+1}', 'function ('],
  cssMinify: ['a { color: red; margin: 0px; }', 'a { color: red'],
  cssFormat: ['a{color:red}', 'a {{ b'],
  htmlMinify: ['<p>  hi  <b>there</b> </p>', '<p <'],
  htmlFormat: ['<div><p>hi</p></div>', '<div'],
  replace: ['order Order ORDER', 'a.b.c'],
};

/** A second set of options: every value away from its default. */
function otherOptions(op: Operation): Options {
  const out: Options = {};
  for (const s of op.options) {
    if (s.type === 'boolean') out[s.key] = !s.default;
    else if (s.type === 'choice') out[s.key] = s.choices[s.choices.length - 1]!.value;
    else if (s.type === 'number') out[s.key] = s.min;
    else out[s.key] = s.key === 'find' ? '(o)rd' : 'X$1';
  }
  return out;
}

const inputsFor = (op: Operation): Value[] => [...(SPECIFIC[op.id] ?? []), ...(op.input === 'text' || !SPECIFIC[op.id] ? TEXTS : [])];

describe('operation registry', () => {
  it('has ids that are unique and at least the operations the issue lists', () => {
    const ids = OPERATIONS.map((o) => o.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of [
      'case', 'sortLines', 'dedupeLines', 'whitespace', 'replace', 'base64Encode', 'base64Decode', 'urlEncode', 'urlDecode', 'htmlToText',
      'markdownToHtml', 'jsonFormat', 'jsonMinify', 'jsonSortKeys', 'csvToJson', 'jsonToCsv', 'xmlToJson', 'sqlFormat', 'jsMinify', 'cssMinify',
      'htmlMinify', 'md5', 'sha1', 'sha256',
    ]) expect(getOperation(id), id).toBeDefined();
  });

  it.each(OPERATIONS.map((o) => [o.id, o] as const))('%s: a sound schema', (_id, op) => {
    expect(schemaProblems(op)).toEqual([]);
    expect(OP_GROUPS).toContain(op.group);
    // Every default survives validation unchanged; garbage falls back to the defaults.
    const defaults = normalizeOptions(op, {});
    expect(normalizeOptions(op, defaults)).toEqual(defaults);
    expect(normalizeOptions(op, { ...Object.fromEntries(op.options.map((s) => [s.key, { evil: 1 }])), extra: 1 })).toEqual(defaults);
    expect(normalizeOptions(op, otherOptions(op))).toEqual(otherOptions(op));
  });

  it.each(OPERATIONS.map((o) => [o.id, o] as const))('%s: its words in every language', (_id, op) => {
    for (const lng of LOCALES) for (const key of labelKeys(op)) expect(typeof lookup(ops[lng], key), `${lng}: ${key}`).toBe('string');
  });

  it('every error key has its words in every language', () => {
    for (const lng of LOCALES) for (const key of [...ERROR_KEYS, 'withPlace', 'withDetail']) expect(typeof lookup(ops[lng], `errors.${key}`), `${lng}: errors.${key}`).toBe('string');
  });

  it('numbers are bounded: out of range, fractional or not a number falls back to the default', () => {
    const keep = getOperation('keepLines')!;
    for (const count of [0, -1, 1.5, 1e12, Number.NaN, '5', null]) expect(normalizeOptions(keep, { count }).count).toBe(10);
    expect(normalizeOptions(keep, { count: 3 }).count).toBe(3);
  });
});

describe('every operation gives the same result on the main thread and through the recipe worker', () => {
  const api = createRecipeApi();
  it.each(OPERATIONS.map((o) => [o.id, o] as const))('%s', async (_id, op) => {
    for (const options of [normalizeOptions(op, {}), otherOptions(op)]) {
      for (const input of inputsFor(op)) {
        const local = await op.run(input, normalizeOptions(op, options), { locale: 'en' });
        const remote = structuredClone(await api.runOp(op.id, structuredClone(input), structuredClone(options), 'en'));
        expect(remote, `${op.id} ${JSON.stringify(options)} on ${JSON.stringify(typeof input === 'string' ? input.slice(0, 40) : [...input])}`).toEqual(local);
        // Whatever the input, an operation answers with a value of its declared kind or a keyed error: it never throws.
        if (local.ok) expect(typeof local.value === 'string' ? 'text' : 'bytes').toBe(op.output);
        else expect(local.error.key).toMatch(/^[a-z][\w.]*$/);
      }
    }
  }, 60_000);
});

describe('the entries call the tools’ own functions', () => {
  const run = async (id: string, input: string, options: Options = {}) => {
    const op = getOperation(id)!;
    const result = await op.run(input, normalizeOptions(op, options), { locale: 'en' });
    if (!result.ok) throw new Error(JSON.stringify(result.error));
    return result.value;
  };
  const sample = TEXTS[4] as string;

  it('text tools', async () => {
    expect(await run('case', sample, { mode: 'kebab' })).toBe(caseOp(sample, { mode: 'kebab' }));
    expect(await run('sortLines', sample)).toBe(sortOp(sample, { ...DEFAULT_SORT_OPTIONS, locale: 'en' }).text);
    expect(await run('dedupeLines', sample)).toBe(dedupeOp(sample, DEFAULT_DEDUPE_OPTIONS).output);
    expect(await run('whitespace', sample)).toBe(whitespaceOp(sample, DEFAULT_WHITESPACE_OPTIONS).output);
    expect(await run('htmlToText', TEXTS[5] as string)).toBe(htmlToTextOp(TEXTS[5] as string));
  });

  it('encoders and hashes', async () => {
    expect(await run('base64Encode', sample)).toBe((base64EncodeOp(sample, DEFAULT_BASE64_OPTIONS) as { output: string }).output);
    expect(await run('urlEncode', sample)).toBe((urlOp(sample, { mode: 'encode', scope: 'component' }) as { output: string }).output);
    const hashes = await hashText(sample);
    expect(await run('md5', sample)).toBe(hashes.md5);
    expect(await run('sha1', sample)).toBe(hashes.sha1);
    expect(await run('sha256', sample)).toBe(hashes.sha256);
  });
});

describe('kinds chain', () => {
  const step = (op: string) => ({ op, options: normalizeOptions(getOperation(op)!, {}), enabled: true });

  it('text flows into text and bytes steps; bytes only into bytes steps', () => {
    expect(chainKinds([step('base64Decode'), step('jsonFormat'), step('sha256')]).problem).toBeNull();
    expect(chainKinds([step('base64DecodeBytes'), step('sha256')])).toMatchObject({ kinds: ['text', 'bytes'], output: 'text', problem: null });
    expect(chainKinds([step('base64DecodeBytes'), step('utf8Decode'), step('sortLines')]).problem).toBeNull();
    expect(chainKinds([step('hexDecode'), step('sortLines'), step('md5')]).problem).toEqual({ index: 1, problem: 'kindMismatch', given: 'bytes' });
    expect(chainKinds([step('hexDecode')]).output).toBe('bytes');
  });

  it('a step switched off passes its input through and is not checked', () => {
    const off = { ...step('sortLines'), enabled: false };
    expect(chainKinds([step('hexDecode'), off, step('hexEncode')]).problem).toBeNull();
  });

  it('for every pair of operations, the check agrees with running them', async () => {
    const api = createRecipeApi();
    let id = 0;
    for (const a of OPERATIONS) {
      for (const b of OPERATIONS) {
        const { problem } = chainKinds([step(a.id), step(b.id)]);
        expect(problem === null, `${a.id} → ${b.id}`).toBe(!(a.output === 'bytes' && b.input === 'text'));
      }
    }
    // And the runner refuses the mismatch at the step the check names, with the step before kept.
    const reply = await api.run({ steps: [step('hexDecode'), step('sortLines')], input: '4142', inputId: ++id });
    expect(reply).toMatchObject({ ok: false, index: 1, error: { key: 'kindMismatch' } });
    expect(await api.output(0)).toEqual(new Uint8Array([0x41, 0x42]));
  });
});
