import type { DataError } from '../data/common';
import type { JsonIndent } from '../data/json';
import { CSV_TO_JSON_OPTIONS, JSON_FORMAT_OPTIONS, JSON_SORT_KEYS_OPTIONS, XML_TO_JSON_OPTIONS } from '../data/options';
import { asText, defineOp, fail, ok, opModule, type OpContext, type OpResult } from './schema';

/**
 * JSON, CSV and XML: thin calls into the data worker's modules (workers/data/*), each imported on
 * first use, so a recipe without them never downloads papaparse or fast-xml-parser, and whatever
 * those modules learn (precision, duplicate keys, conformance) reaches recipes as it reaches the tools.
 */

function dataError(error: DataError): OpResult {
  return fail(`data.${error.key}`, {
    ...(error.line !== undefined && error.column !== undefined ? { at: { line: error.line, column: error.column } } : {}),
    ...(error.index !== undefined ? { values: { index: error.index } } : {}),
    ...(error.code ? { detail: error.code } : {}),
  });
}

async function json(input: string, mode: 'format' | 'minify', indent: JsonIndent, sortKeys: boolean, ctx: OpContext): Promise<OpResult> {
  const { formatJson } = await opModule('json');
  const result = formatJson(input, { mode, indent, sortKeys }, ctx.onProgress);
  return result.ok ? ok(result.output) : dataError(result.error);
}

export const DATA_OPERATIONS = [
  defineOp<{ indent: JsonIndent; sortKeys: boolean }>()({
    id: 'jsonFormat',
    group: 'data',
    input: 'text',
    output: 'text',
    options: JSON_FORMAT_OPTIONS,
    inverse: () => [{ op: 'jsonMinify' }],
    run: (input, o, ctx) => json(asText(input), 'format', o.indent, o.sortKeys, ctx),
  }),
  defineOp()({
    id: 'jsonMinify',
    group: 'data',
    input: 'text',
    output: 'text',
    options: [],
    inverse: () => [{ op: 'jsonFormat' }],
    run: (input, _o, ctx) => json(asText(input), 'minify', '2', false, ctx),
  }),
  defineOp<{ indent: JsonIndent | 'none' }>()({
    id: 'jsonSortKeys',
    group: 'data',
    input: 'text',
    output: 'text',
    options: JSON_SORT_KEYS_OPTIONS,
    run: (input, o, ctx) => (o.indent === 'none' ? json(asText(input), 'minify', '2', true, ctx) : json(asText(input), 'format', o.indent, true, ctx)),
  }),
  defineOp<{ inferTypes: boolean }>()({
    id: 'csvToJson',
    group: 'data',
    input: 'text',
    output: 'text',
    options: CSV_TO_JSON_OPTIONS,
    inverse: () => [{ op: 'jsonToCsv' }],
    run: async (input, o, ctx) => {
      const result = (await opModule('csv')).csvToJson(asText(input), o, ctx.onProgress);
      return result.ok ? ok(result.output) : dataError(result.error);
    },
  }),
  defineOp()({
    id: 'jsonToCsv',
    group: 'data',
    input: 'text',
    output: 'text',
    options: [],
    inverse: () => [{ op: 'csvToJson' }],
    run: async (input, _o, ctx) => {
      const result = (await opModule('jsonToCsv')).jsonToCsv(asText(input), ctx.onProgress);
      return result.ok ? ok(result.output) : dataError(result.error);
    },
  }),
  defineOp<{ inferTypes: boolean }>()({
    id: 'xmlToJson',
    group: 'data',
    input: 'text',
    output: 'text',
    options: XML_TO_JSON_OPTIONS,
    run: async (input, o, ctx) => {
      const result = (await opModule('xml')).xmlToJson(asText(input), o, ctx.onProgress);
      return result.ok ? ok(result.output) : dataError(result.error);
    },
  }),
];
