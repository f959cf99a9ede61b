import { cleanWhitespace, DEFAULT_WHITESPACE_OPTIONS } from '../../workers/text/whitespace';
import { removeDuplicateLines, DEFAULT_DEDUPE_OPTIONS } from '../../workers/text/dedupeLines';
import { sortLines, DEFAULT_SORT_OPTIONS } from '../../workers/text/sortLines';
import { base64EncodeOp, DEFAULT_BASE64_OPTIONS } from '../../workers/text/base64';
import { digestHex } from '../../workers/hash/hashing';

/**
 * The recipe row's raw baseline (tests/bench/rows/recipe.ts): the five functions the recipe's steps call
 * (whitespace clean-up → remove duplicates → sort → Base64 encode → SHA-256), one after the other, with the
 * recipe's default options, and nothing else: no registry, no runner, no comlink, no kept outputs.
 * Bundled with rolldown into a classic script for a bare worker.
 */
export async function fiveSteps(text: string, locale: string): Promise<string> {
  const clean = cleanWhitespace(text, DEFAULT_WHITESPACE_OPTIONS).output;
  const unique = removeDuplicateLines(clean, DEFAULT_DEDUPE_OPTIONS).output;
  const sorted = sortLines(unique, { ...DEFAULT_SORT_OPTIONS, locale }).text;
  const encoded = base64EncodeOp(sorted, DEFAULT_BASE64_OPTIONS);
  if (!encoded.ok) throw new Error('base64 refused the text');
  return digestHex('sha256', new TextEncoder().encode(encoded.output));
}
