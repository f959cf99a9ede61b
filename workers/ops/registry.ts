import { CODE_OPERATIONS } from './codeOps';
import { DATA_OPERATIONS } from './dataOps';
import { ENCODING_OPERATIONS } from './encodingOps';
import { HASH_OPERATIONS } from './hashOps';
import type { Operation } from './schema';
import { TEXT_OPERATIONS } from './textOps';

export * from './schema';

/**
 * The one operation registry: every chainable operation, in the order the recipe builder lists
 * them. Adding an operation is one entry in one of these lists (plus its name and description in
 * locales/<lng>/ops.json); a tool's manifest (src/tools/<id>/tool.ts) names the ones its page
 * does. The tools' own worker jobs (workers/text/ops.ts, the data, code and hash workers) call
 * the same functions these entries call.
 */
export const OPERATIONS: readonly Operation[] = [
  ...TEXT_OPERATIONS,
  ...ENCODING_OPERATIONS,
  ...DATA_OPERATIONS,
  ...CODE_OPERATIONS,
  ...HASH_OPERATIONS,
];

const BY_ID = new Map(OPERATIONS.map((op) => [op.id, op]));

export function getOperation(id: string): Operation | undefined {
  return BY_ID.get(id);
}

/**
 * Every error key an operation or the recipe runner may report (`errors.<key>` in the ops
 * namespace); the locale test checks each has its words in every language.
 */
export const ERROR_KEYS = [
  'failed', 'timeout', 'cancelled', 'kindMismatch', 'unknownOperation', 'invalidRegex', 'loneSurrogate', 'notUtf8', 'hashUnavailable',
  'base64.invalidChar', 'base64.badLength', 'base64.notBase64DataUrl', 'base64.notText',
  'url.decodingFailed', 'url.encodingFailed', 'hex.invalidChar', 'hex.oddLength',
  'data.invalidJson', 'data.notArrayOfObjects', 'data.emptyArray', 'data.noKeys', 'data.needHeaderAndRow', 'data.csvQuotes',
  'data.invalidXml', 'data.tooDeep',
  'code.sql', 'code.minifyHtml', 'code.minifyCss', 'code.minifyJs', 'code.formatHtml', 'code.formatCss', 'code.formatJs',
] as const;
