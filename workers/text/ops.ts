import { caseOp } from './caseConvert';
import { dedupeOp } from './dedupeLines';
import { emailValidateOp } from './emailValidate';
import { htmlToTextOp } from './htmlToText';
import { replacePlainOp } from './replace';
import { sortOp } from './sortLines';
import { whitespaceOp } from './whitespace';
import { statsOp } from './wordStats';
import { urlOp } from './urlCode';
import { base64DecodeOp, base64EncodeOp } from './base64';

/**
 * Every text tool's work, by name: the one pure function a tool calls on the main
 * thread while its input is small (imported from the tool's logic), and the text
 * worker calls once it is large (src/ui/useTextOp.ts decides). Results must survive
 * structured cloning (tests/unit/jobs/textOps.test.ts checks both sides agree).
 */
export const TEXT_OPS = {
  case: caseOp,
  stats: statsOp,
  sort: sortOp,
  dedupe: dedupeOp,
  email: emailValidateOp,
  whitespace: whitespaceOp,
  htmlToText: htmlToTextOp,
  replacePlain: replacePlainOp,
  url: urlOp,
  base64Encode: base64EncodeOp,
  base64Decode: base64DecodeOp,
};

export type TextOps = typeof TEXT_OPS;
export type TextOpName = keyof TextOps;
export type TextOpOptions<K extends TextOpName> = Parameters<TextOps[K]>[1];
export type TextOpResult<K extends TextOpName> = ReturnType<TextOps[K]>;

export function runTextOp<K extends TextOpName>(op: K, text: string, options: TextOpOptions<K>): TextOpResult<K> {
  const fn = TEXT_OPS[op] as (text: string, options: TextOpOptions<K>) => TextOpResult<K>;
  return fn(text, options);
}
