import { describe, expect, it, vi } from 'vitest';
import { getOperation, normalizeOptions, type Options, type Value } from '@workers/ops/registry';
import { createRecipeApi } from '@workers/recipe/api';
import { byteLength } from '@workers/text/utf8';
import { parseRecipe, parseSavedRecipes, reverseRecipe, toPortable, type RecipeStep } from '@workers/recipe/recipe';
import { runSteps, type StepEvent } from '@workers/recipe/run';
import {
  EXAMPLE_INPUT, EXAMPLE_JSON, EXAMPLE_STEPS, LINK_INPUT_MAX_BYTES, fitsInLink, moveStep, parseRecipeFile, readRecipeFragment, readSaved,
  recipeFileText, recipeFragment, withSaved, writeSaved,
} from '@src/tools/recipe-builder/logic';

const step = (op: string, options: Options = {}, enabled = true): RecipeStep => ({
  op,
  options: normalizeOptions(getOperation(op)!, options),
  enabled,
});

async function run(steps: RecipeStep[], input: Value) {
  const outcome = await runSteps(steps, input, { locale: 'en' });
  if (!outcome.ok) throw new Error(`step ${outcome.failed?.index} failed: ${JSON.stringify(outcome.failed?.error)}`);
  return outcome.output;
}

describe('known answers', () => {
  it('Base64 decode → JSON format → sort keys', async () => {
    const json = '{"b":1,"a":{"d":[2,1],"c":"é"}}';
    const output = await run([step('base64Decode'), step('jsonFormat', { indent: '4' }), step('jsonSortKeys')], Buffer.from(json).toString('base64'));
    expect(output).toBe('{\n  "a": {\n    "c": "é",\n    "d": [\n      2,\n      1\n    ]\n  },\n  "b": 1\n}');
  });

  it('the example on the page gives the example JSON, formatted with sorted keys', async () => {
    const output = await run(EXAMPLE_STEPS.map((id) => step(id)), EXAMPLE_INPUT);
    const sorted = (v: unknown): unknown =>
      v && typeof v === 'object' && !Array.isArray(v)
        ? Object.fromEntries(Object.keys(v).sort().map((k) => [k, sorted((v as Record<string, unknown>)[k])]))
        : v;
    expect(output).toBe(JSON.stringify(sorted(JSON.parse(EXAMPLE_JSON)), null, 2));
  });

  it('HTML → text → remove duplicates → sort', async () => {
    const html = '<h2>Fruit</h2><ul><li>pear</li><li>Apple</li><li>pear</li><li>fig</li></ul><p>fig</p><script>alert(1)</script>';
    expect(await run([step('htmlToText'), step('dedupeLines'), step('sortLines')], html)).toBe('• Apple\n• fig\n• pear\nfig\nFruit');
  });

  it('a regex replace with groups', async () => {
    const steps = [step('replace', { find: '^(\\w+)@(\\w+)\\.com$', replacement: '$2: $1', useRegex: true, caseSensitive: true }), step('sortLines')];
    expect(await run(steps, 'ada@math.com\nalan@code.com\nnot an address')).toBe('code: alan\nmath: ada\nnot an address');
  });

  it('Base64 decode to bytes → SHA-256 hashes the binary data, not its text', async () => {
    const bytes = Buffer.from([0xff, 0x00, 0x80]);
    const { createHash } = await import('node:crypto');
    expect(await run([step('base64DecodeBytes'), step('sha256')], bytes.toString('base64'))).toBe(createHash('sha256').update(bytes).digest('hex'));
  });

  it('steps switched off change nothing', async () => {
    expect(await run([step('case', { mode: 'upper' }, false), step('sortLines', { order: 'desc' })], 'a\nc\nb')).toBe('c\nb\na');
  });
});

describe('a failing step', () => {
  it('is named with its error; the steps before it keep their outputs; nothing after it runs', async () => {
    const events: StepEvent[] = [];
    const outcome = await runSteps([step('whitespace'), step('jsonFormat'), step('sha256')], '  {"a": 1,, }  ', { onEvent: (e) => events.push(e) });
    expect(outcome.ok).toBe(false);
    expect(outcome.failed).toMatchObject({ index: 1, error: { key: 'data.invalidJson', at: { line: 1, column: 9 } } });
    expect(outcome.outputs).toEqual(['{"a": 1,, }']);
    expect(outcome.output).toBe('{"a": 1,, }');
    expect(events.filter((e) => e.type !== 'progress').map((e) => `${e.index}:${e.type}`)).toEqual(['0:start', '0:done', '1:start', '1:error']);
  });

  it('an operation that throws is that step’s error, not the run’s', async () => {
    const op = getOperation('md5')!;
    const spy = vi.spyOn(op, 'run').mockRejectedValueOnce(new RangeError('out of memory'));
    try {
      const outcome = await runSteps([step('case'), step('md5'), step('sha1')], 'x');
      expect(outcome.failed).toEqual({ index: 1, error: { key: 'failed', detail: 'out of memory' } });
      expect(outcome.outputs).toEqual(['X']);
    } finally {
      spy.mockRestore();
    }
  });
});

describe('the recipe worker', () => {
  it('asks for the input once, keeps it, and reruns only the steps after the first that changed', async () => {
    const api = createRecipeApi();
    const steps = [step('case', { mode: 'lower' }), step('sortLines'), step('dedupeLines')];
    expect(await api.run({ steps, inputId: 7, input: null })).toEqual({ needInput: true });
    expect(await api.run({ steps, inputId: 7, input: 'B\nA\nb' })).toEqual({ needInput: false, ok: true, output: 'a\nb', span: expect.any(Object) });

    const events: StepEvent[] = [];
    const edited = [steps[0]!, steps[1]!, step('dedupeLines', { caseSensitive: false }), step('case', { mode: 'upper' })];
    expect(await api.run({ steps: edited, inputId: 7, input: null }, (e) => events.push(e))).toEqual({ needInput: false, ok: true, output: 'A\nB', span: expect.any(Object) });
    expect(events.filter((e) => e.type === 'done').map((e) => [e.index, e.type === 'done' && e.cached])).toEqual([[0, true], [1, true], [2, false], [3, false]]);
    expect(await api.output(1)).toBe('a\nb\nb');
    expect(await api.output(9)).toBeNull();
  });

  it('runs only the steps before stopBefore (to rebuild the outputs after a step was stopped)', async () => {
    const api = createRecipeApi();
    const reply = await api.run({ steps: [step('case'), step('replace', { find: '(a+)+$', useRegex: true })], inputId: 1, input: 'ab', stopBefore: 1 });
    expect(reply).toEqual({ needInput: false, ok: true, output: 'AB', span: expect.any(Object) });
    expect(await api.output(1)).toBeNull();
  });

  it('checks options from the page too: garbage runs with the defaults', async () => {
    const api = createRecipeApi();
    const reply = await api.run({ steps: [{ op: 'case', options: { mode: 'shout' }, enabled: true }], inputId: 1, input: 'aB' });
    expect(reply).toEqual({ needInput: false, ok: true, output: 'AB', span: expect.any(Object) });
  });
});

describe('Reverse', () => {
  it('builds the inverse recipe, last step first, and it gives the input back', async () => {
    const steps = [step('csvToJson'), step('jsonMinify'), step('base64Encode', { urlSafe: true, padding: false }), step('urlEncode', { form: true })];
    const reversed = reverseRecipe(steps);
    expect(reversed.ok).toBe(true);
    if (!reversed.ok) return;
    expect(reversed.steps.map((s) => s.op)).toEqual(['urlDecode', 'base64Decode', 'jsonFormat', 'jsonToCsv']);
    expect(reversed.steps[0]!.options).toEqual({ scope: 'component', form: true });
    const csv = 'name,city\nAda,London\n"Lovelace, A",Paris';
    expect(await run(reversed.steps, await run(steps, csv))).toBe(csv);
  });

  it('takes what each step received into account: text → hex comes back as text, bytes → Base64 as bytes', async () => {
    const r1 = reverseRecipe([step('hexEncode')]);
    expect(r1.ok && r1.steps.map((s) => s.op)).toEqual(['hexDecode', 'utf8Decode']);
    const r2 = reverseRecipe([step('base64DecodeBytes'), step('base64Encode')]);
    expect(r2.ok && r2.steps.map((s) => s.op)).toEqual(['base64DecodeBytes', 'base64Encode']);
    expect(await run([step('hexEncode'), ...(r1.ok ? r1.steps : [])], 'héllo 👋')).toBe('héllo 👋');
  });

  it('format ↔ minify, for JSON and code', () => {
    const r = reverseRecipe([step('jsonFormat'), step('jsMinify'), step('cssFormat'), step('htmlMinify')]);
    expect(r.ok && r.steps.map((s) => s.op)).toEqual(['htmlFormat', 'cssMinify', 'jsFormat', 'jsonMinify']);
  });

  it('says which step has no inverse; steps switched off are left out', () => {
    expect(reverseRecipe([step('base64Decode'), step('sortLines'), step('sha256')])).toEqual({ ok: false, index: 1, op: 'sortLines' });
    const r = reverseRecipe([step('sortLines', {}, false), step('urlEncode')]);
    expect(r.ok && r.steps.map((s) => s.op)).toEqual(['urlDecode']);
  });
});

describe('links', () => {
  it('the fragment round trip keeps every step, option and switch; defaults stay out of the link', () => {
    const steps = [
      step('replace', { find: 'a&b=c#d', replacement: '€ 👋', useRegex: true }),
      step('sortLines', { order: 'desc' }, false),
      step('sha256'),
    ];
    const hash = recipeFragment(steps);
    expect(hash).toMatch(/^#recipe=/);
    expect(decodeURIComponent(hash)).not.toContain('natural');
    expect(readRecipeFragment(hash)).toEqual({ recipe: { steps, dropped: 0 }, input: null });
  });

  it('carries the input only when it is small enough', () => {
    const steps = [step('case')];
    expect(readRecipeFragment(recipeFragment(steps, 'héllo & bye')).input).toBe('héllo & bye');
    const big = 'é'.repeat(LINK_INPUT_MAX_BYTES / 2 + 1);
    expect(recipeFragment(steps, big)).not.toContain('input=');
    expect(readRecipeFragment(`#recipe=[]&input=${encodeURIComponent(big)}`).input).toBeNull();
    expect(recipeFragment([], null)).toBe('');
  });

  it('a broken or hostile link opens an empty builder, never an error; unknown steps are dropped and counted', () => {
    for (const hash of ['', '#', '#recipe=', '#recipe=%E0%A4%A', '#recipe={"a":1}', '#recipe=[[1],{"op":5}]', `#recipe=${'['.repeat(5000)}`, '#recipe=null']) {
      const { recipe } = readRecipeFragment(hash);
      expect(recipe === null || recipe.steps.length === 0, hash.slice(0, 30)).toBe(true);
    }
    expect(readRecipeFragment('#recipe=[["fromTheFuture"],["case",{"mode":"lower"}]]').recipe).toEqual({ steps: [step('case', { mode: 'lower' })], dropped: 1 });
    expect(parseRecipe(Array.from({ length: 65 }, () => ['case']))).toBeNull();
  });
});

describe('files and saved recipes', () => {
  it('export → import keeps the recipe and its name', () => {
    const steps = [step('jsonFormat', { indent: 'tab' }), step('md5', {}, false)];
    const file = recipeFileText(steps, 'My recipe');
    expect(JSON.parse(file)).toEqual(toPortable(steps, 'My recipe'));
    expect(parseRecipeFile(file)).toEqual({ steps, dropped: 0, name: 'My recipe' });
    expect(parseRecipeFile('not json')).toBeNull();
    expect(parseRecipeFile('{"format":"something-else","steps":[{"op":"case"}]}')).toBeNull();
    expect(parseRecipeFile('{"steps":[]}')).toBeNull();
  });

  it('saved recipes round trip, newest first, one per name', () => {
    let saved = withSaved([], 'One', [step('case')], 1);
    saved = withSaved(saved, 'Two', [step('md5')], 2);
    saved = withSaved(saved, 'One', [step('sha1')], 3);
    expect(readSaved(writeSaved(saved))).toEqual([
      { name: 'One', steps: [step('sha1')], savedAt: 3 },
      { name: 'Two', steps: [step('md5')], savedAt: 2 },
    ]);
  });

  it('corrupt stored recipes are dropped, the good ones kept, nothing throws', () => {
    const good = { name: 'Good', savedAt: 5, recipe: toPortable([step('case')]) };
    for (const raw of ['{not json', '42', 'null', '[]', '"x"', '{"recipes":5}', '{"recipes":{"a":1}}']) expect(readSaved(raw)).toEqual([]);
    const mixed = JSON.stringify({
      recipes: [
        null, 7, 'x', { name: 5 }, { name: '' }, { name: '   ' }, { name: 'x'.repeat(200), recipe: good.recipe },
        { name: 'No steps', recipe: { steps: [] } }, { name: 'Unknown only', recipe: { steps: [{ op: 'nope' }] } },
        { name: 'Bad recipe', recipe: { steps: 'case' } }, good, { ...good, savedAt: 'yesterday' },
        { name: 'Options fixed', recipe: { steps: [{ op: 'sortLines', options: { order: 'sideways', natural: 'yes' } }] } },
      ],
    });
    expect(readSaved(mixed)).toEqual([
      { name: 'Good', steps: [step('case')], savedAt: 5 },
      { name: 'Options fixed', steps: [step('sortLines')], savedAt: 0 },
    ]);
    expect(parseSavedRecipes({ recipes: Array.from({ length: 500 }, (_, i) => ({ ...good, name: `R${i}` })) })).toHaveLength(100);
  });
});

describe('moving steps', () => {
  it('moves and clamps', () => {
    expect(moveStep(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
    expect(moveStep(['a', 'b', 'c'], 2, -5)).toEqual(['c', 'a', 'b']);
    expect(moveStep(['a', 'b', 'c'], 1, 1)).toEqual(['a', 'b', 'c']);
    expect(moveStep(['a'], 3, 0)).toEqual(['a']);
  });
});

describe('the small operations added for recipes', () => {
  it('keep first / last lines, line endings as they were', async () => {
    expect(await run([step('keepLines', { count: 2 })], 'a\r\nb\nc\n')).toBe('a\r\nb\n');
    expect(await run([step('keepLines', { count: 2, from: 'last' })], 'a\nb\nc\n')).toBe('b\nc\n');
    expect(await run([step('keepLines', { count: 1, from: 'last' })], 'a\nb\nc')).toBe('c');
    expect(await run([step('keepLines', { count: 9 })], 'a\nb')).toBe('a\nb');
    expect(await run([step('keepLines', { count: 9, from: 'last' })], 'a\nb\n')).toBe('a\nb\n');
  });

  it('hex both ways, with white space and either case accepted', async () => {
    expect(await run([step('hexEncode', { uppercase: true })], 'é')).toBe('C3A9');
    expect(await run([step('hexDecode'), step('utf8Decode')], 'c3 A9\n41')).toBe('éA');
    const odd = await runSteps([step('hexDecode')], 'abc');
    expect(odd.failed?.error).toEqual({ key: 'hex.oddLength' });
    const bad = await runSteps([step('hexDecode')], '4g');
    expect(bad.failed?.error).toEqual({ key: 'hex.invalidChar', values: { position: 1, char: 'g' } });
    const notUtf8 = await runSteps([step('hexDecode'), step('utf8Decode')], 'ff');
    expect(notUtf8.failed).toEqual({ index: 1, error: { key: 'notUtf8' } });
  });

  it('a link takes the input only up to 2 KB of UTF-8, without scanning a long text', () => {
    expect(fitsInLink('')).toBe(false);
    expect(fitsInLink('é'.repeat(1024))).toBe(true);
    expect(fitsInLink('é'.repeat(1025))).toBe(false);
    expect(fitsInLink('👋'.repeat(512))).toBe(true);
    expect(fitsInLink('x'.repeat(10_000_000))).toBe(false);
  });
});

describe('the recipe worker says when it ran', () => {
  it('its run as a span of epoch milliseconds, start before end, around now', async () => {
    const api = createRecipeApi();
    const before = performance.timeOrigin + performance.now();
    const reply = await api.run({ steps: [{ op: 'sortLines', options: {}, enabled: true }], inputId: 1, input: 'b\na' });
    const after = performance.timeOrigin + performance.now();
    if (reply.needInput) throw new Error('the input was sent');
    expect(reply.span.start).toBeGreaterThanOrEqual(before - 1);
    expect(reply.span.end).toBeGreaterThanOrEqual(reply.span.start);
    expect(reply.span.end).toBeLessThanOrEqual(after + 1);
  });
});

describe('UTF-8 byte counts (the page API\'s bytes in and out)', () => {
  it.each(['', 'abc', 'é', '你好', '👋🏽', 'a\uD800b', 'x'.repeat(1000) + '€'])('%j counts as TextEncoder writes it', (text) => {
    expect(byteLength(text)).toBe(new TextEncoder().encode(text).length);
  });
  it('bytes are their length', () => expect(byteLength(new Uint8Array(7))).toBe(7));
});
