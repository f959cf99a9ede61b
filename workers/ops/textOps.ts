import { CASE_MODES, caseOp, convertCase, type CaseMode } from '../text/caseConvert';
import { DEFAULT_DEDUPE_OPTIONS, dedupeOp } from '../text/dedupeLines';
import { keepLines } from '../text/keepLines';
import { replacePlainOp, replaceText } from '../text/replace';
import { DEFAULT_SORT_OPTIONS, sortOp, type SortOrder } from '../text/sortLines';
import { DEFAULT_WHITESPACE_OPTIONS, whitespaceOp } from '../text/whitespace';
import { asText, choice, defineOp, fail, flag, number, ok, opModule, text } from './schema';

/**
 * The text tools' operations as recipe steps: each calls the very function its tool calls
 * (workers/text/*), which is the entry's `job` where the tool's page shows more than the step gives.
 * parse5 (HTML → text) and marked (Markdown → HTML) are imported on first use.
 */
export const TEXT_OPERATIONS = [
  defineOp<{ mode: CaseMode }>()({
    id: 'case',
    group: 'text',
    input: 'text',
    output: 'text',
    options: [choice('mode', 'options.case', CASE_MODES, 'upper', 'choices.case')],
    job: caseOp,
    run: (input, o) => ok(convertCase(asText(input), o.mode)),
  }),
  defineOp<{ order: SortOrder; natural: boolean; removeDuplicates: boolean; trimLines: boolean; removeEmpty: boolean }>()({
    id: 'sortLines',
    group: 'lines',
    input: 'text',
    output: 'text',
    options: [
      choice('order', 'options.order', ['asc', 'desc'], DEFAULT_SORT_OPTIONS.order, 'choices.order'),
      flag('natural', 'options.natural', DEFAULT_SORT_OPTIONS.natural),
      flag('removeDuplicates', 'options.removeDuplicates', DEFAULT_SORT_OPTIONS.removeDuplicates),
      flag('trimLines', 'options.trimLines', DEFAULT_SORT_OPTIONS.trimLines),
      flag('removeEmpty', 'options.removeEmpty', DEFAULT_SORT_OPTIONS.removeEmpty),
    ],
    job: sortOp,
    run: (input, o, ctx) => ok(sortOp(asText(input), { ...o, locale: ctx.locale }).text),
  }),
  defineOp<{ removeEmpty: boolean; caseSensitive: boolean; trim: boolean }>()({
    id: 'dedupeLines',
    group: 'lines',
    input: 'text',
    output: 'text',
    options: [
      flag('removeEmpty', 'options.removeEmpty', DEFAULT_DEDUPE_OPTIONS.removeEmpty),
      flag('caseSensitive', 'options.caseSensitive', DEFAULT_DEDUPE_OPTIONS.caseSensitive),
      flag('trim', 'options.trimCompare', DEFAULT_DEDUPE_OPTIONS.trim),
    ],
    job: dedupeOp,
    run: (input, o) => ok(dedupeOp(asText(input), o).output),
  }),
  defineOp<{ extraSpaces: boolean; tabs: boolean; trimLines: boolean; lineBreaks: boolean }>()({
    id: 'whitespace',
    group: 'lines',
    input: 'text',
    output: 'text',
    options: [
      flag('extraSpaces', 'options.extraSpaces', DEFAULT_WHITESPACE_OPTIONS.extraSpaces),
      flag('tabs', 'options.tabs', DEFAULT_WHITESPACE_OPTIONS.tabs),
      flag('trimLines', 'options.trimLines', DEFAULT_WHITESPACE_OPTIONS.trimLines),
      flag('lineBreaks', 'options.lineBreaks', DEFAULT_WHITESPACE_OPTIONS.lineBreaks),
    ],
    job: whitespaceOp,
    run: (input, o) => ok(whitespaceOp(asText(input), o).output),
  }),
  defineOp<{ count: number; from: 'first' | 'last' }>()({
    id: 'keepLines',
    group: 'lines',
    input: 'text',
    output: 'text',
    options: [number('count', 'options.count', 10, 1, 100_000_000), choice('from', 'options.from', ['first', 'last'], 'first', 'choices.from')],
    run: (input, o) => ok(keepLines(asText(input), o.count, o.from)),
  }),
  defineOp<{ find: string; replacement: string; caseSensitive: boolean; useRegex: boolean }>()({
    id: 'replace',
    group: 'text',
    input: 'text',
    output: 'text',
    options: [
      text('find', 'options.find', ''),
      text('replacement', 'options.replacement', ''),
      flag('caseSensitive', 'options.caseSensitive', false),
      flag('useRegex', 'options.useRegex', false),
    ],
    // The text replacer's rule: a pattern, or a case-insensitive search (an escaped regex), runs under the time limit.
    timeLimited: (o) => o.useRegex || !o.caseSensitive,
    job: replacePlainOp,
    run: (input, o) => {
      const result = replaceText(asText(input), o.find, o.replacement, { caseSensitive: o.caseSensitive, useRegex: o.useRegex });
      return result.ok ? ok(result.output) : fail('invalidRegex', { detail: result.detail });
    },
  }),
  defineOp()({
    id: 'htmlToText',
    group: 'text',
    input: 'text',
    output: 'text',
    options: [],
    run: async (input) => ok((await opModule('htmlToText')).htmlToText(asText(input))),
  }),
  defineOp()({
    id: 'markdownToHtml',
    group: 'text',
    input: 'text',
    output: 'text',
    options: [],
    // Markup as text (never put into a page here): the site's one Markdown renderer, unsanitised as the tool's worker half gives it.
    run: async (input) => ok((await opModule('markdown')).markdownToRawHtml(asText(input))),
  }),
];
