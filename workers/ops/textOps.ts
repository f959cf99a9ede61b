import { CASE_OPTIONS, caseOp, convertCase, type CaseMode } from '../text/caseConvert';
import { DEDUPE_LINES_OPTIONS, dedupeOp } from '../text/dedupeLines';
import { KEEP_LINES_OPTIONS, keepLines } from '../text/keepLines';
import { REPLACE_OPTIONS, replacePlainOp, replaceText } from '../text/replace';
import { SORT_LINES_OPTIONS, sortOp, type SortOrder } from '../text/sortLines';
import { WHITESPACE_OPTIONS, whitespaceOp } from '../text/whitespace';
import { asText, defineOp, fail, ok, opModule } from './schema';

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
    options: CASE_OPTIONS,
    job: caseOp,
    run: (input, o) => ok(convertCase(asText(input), o.mode)),
  }),
  defineOp<{ order: SortOrder; natural: boolean; removeDuplicates: boolean; trimLines: boolean; removeEmpty: boolean }>()({
    id: 'sortLines',
    group: 'lines',
    input: 'text',
    output: 'text',
    options: SORT_LINES_OPTIONS,
    job: sortOp,
    run: (input, o, ctx) => ok(sortOp(asText(input), { ...o, locale: ctx.locale }).text),
  }),
  defineOp<{ removeEmpty: boolean; caseSensitive: boolean; trim: boolean }>()({
    id: 'dedupeLines',
    group: 'lines',
    input: 'text',
    output: 'text',
    options: DEDUPE_LINES_OPTIONS,
    job: dedupeOp,
    run: (input, o) => ok(dedupeOp(asText(input), o).output),
  }),
  defineOp<{ extraSpaces: boolean; tabs: boolean; trimLines: boolean; lineBreaks: boolean }>()({
    id: 'whitespace',
    group: 'lines',
    input: 'text',
    output: 'text',
    options: WHITESPACE_OPTIONS,
    job: whitespaceOp,
    run: (input, o) => ok(whitespaceOp(asText(input), o).output),
  }),
  defineOp<{ count: number; from: 'first' | 'last' }>()({
    id: 'keepLines',
    group: 'lines',
    input: 'text',
    output: 'text',
    options: KEEP_LINES_OPTIONS,
    run: (input, o) => ok(keepLines(asText(input), o.count, o.from)),
  }),
  defineOp<{ find: string; replacement: string; caseSensitive: boolean; useRegex: boolean }>()({
    id: 'replace',
    group: 'text',
    input: 'text',
    output: 'text',
    options: REPLACE_OPTIONS,
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
