import { choice, flag } from '../ops/optionSpec';

/** The JSON, CSV and XML operations' options, for the recipe steps and the tool pages alike (workers/ops/optionSpec.ts). */

const INDENTS = ['2', '4', 'tab'] as const;

export const JSON_FORMAT_OPTIONS = [
  choice('indent', 'options.indent', INDENTS, '2', 'choices.indent'),
  flag('sortKeys', 'options.sortKeys', false),
] as const;

export const JSON_SORT_KEYS_OPTIONS = [choice('indent', 'options.indent', [...INDENTS, 'none'], '2', 'choices.indent')] as const;

/** The same flag with each format's own words: CSV also reads empty cells as null, XML does not. */
export const CSV_TO_JSON_OPTIONS = [flag('inferTypes', 'options.inferTypesCsv', false)] as const;

export const XML_TO_JSON_OPTIONS = [flag('inferTypes', 'options.inferTypesXml', false)] as const;
