import { describe, expect, it } from 'vitest';
import {
  ERROR_KEYS, OPERATIONS, OP_GROUPS, getOperation, normalizeOptions, schemaProblems,
  type Operation, type Options, type OptionSpec,
} from '@workers/ops/registry';
import { createRecipeApi } from '@workers/recipe/api';
import { chainKinds } from '@workers/recipe/recipe';
import { caseOp } from '@workers/text/caseConvert';
import { sortOp, DEFAULT_SORT_OPTIONS } from '@workers/text/sortLines';
import { dedupeOp, DEFAULT_DEDUPE_OPTIONS } from '@workers/text/dedupeLines';
import { whitespaceOp, DEFAULT_WHITESPACE_OPTIONS } from '@workers/text/whitespace';
import { htmlToTextOp } from '@workers/text/htmlToText';
import { base64EncodeOp, DEFAULT_BASE64_OPTIONS } from '@src/tools/base64/logic';
import { urlOp } from '@src/tools/url-encoder/logic';
import { hashText } from '@workers/hash/hashing';
import { TEXTS, inputsFor } from '../../../shared/opSamples';
import { localeTexts } from '../../helpers/locales';

/**
 * The operation registry (workers/ops): every entry's schema is sound and has its words in every
 * language, every operation gives the same result on the main thread and through the recipe
 * worker's API (with structured cloning, as a real message), and kinds chain.
 */

const LOCALES = ['en', 'zh', 'es'] as const;
const ops = Object.fromEntries(LOCALES.map((l) => [l, localeTexts(l, 'ops')]));

function lookup(tree: unknown, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), tree);
}

const labelKeys = (op: Operation): string[] => [
  `names.${op.id}`,
  `descriptions.${op.id}`,
  `groups.${op.group}`,
  ...op.options.flatMap((s: OptionSpec) => [s.label, ...(s.type === 'choice' ? s.choices.map((c) => c.label) : [])]),
];

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
