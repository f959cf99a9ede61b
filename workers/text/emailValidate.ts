/**
 * Email address validation for the email-validator tool (pure: no DOM, runs on the
 * main thread for small input and in the text worker for large input).
 *
 * The checks run in this order; the first that fails is the address's reason:
 *   1. empty           — the address is empty ("Email is empty");
 *   2. format          — invalid format (see below);
 *   3. localTooLong    — local part over 64 characters;
 *   4. domainTooLong   — domain over 255 characters;
 *   5. localDot        — local part starts or ends with a dot;
 *   6. consecutiveDots — two dots in a row anywhere in the address;
 *   7. domainNoDot     — the domain has no dot.
 *
 * "Invalid format" means any of: not exactly one "@"; an empty local part or domain;
 * a local part with a character outside letters, digits, `.` and
 * ``! # $ % & ' * + / = ? ^ _ ` { | } ~ -`` (RFC 5322 dot-atom; non-ASCII letters and
 * digits are accepted too, as RFC 6531 allows; no quoted strings, spaces or
 * comments); a domain with a character outside letters, digits, `-` and `.`; a domain
 * that starts or ends with a dot; a domain label that starts or ends with a hyphen
 * or is longer than 63 characters. Lengths count characters (code points), as the
 * spec states them.
 *
 * Splitting a list: items are separated by line breaks, commas or semicolons and
 * trimmed. Blank lines and an empty item after a line's last separator
 * ("a@x.com,") are ignored; an empty item between two separators on a line
 * ("a@x.com,,b@x.com") is reported as "Email is empty".
 *
 * Duplicates: two addresses are the same when their local parts are equal and their
 * domains are equal ignoring case (the local part is case-sensitive by the RFC).
 * The first occurrence is not flagged; every later one is.
 */

export type EmailReason = 'empty' | 'format' | 'localTooLong' | 'domainTooLong' | 'localDot' | 'consecutiveDots' | 'domainNoDot';

/** The checks, in the order they run. */
export const EMAIL_CHECK_ORDER: readonly EmailReason[] = ['empty', 'format', 'localTooLong', 'domainTooLong', 'localDot', 'consecutiveDots', 'domainNoDot'];

export const MAX_LOCAL_LENGTH = 64;
export const MAX_DOMAIN_LENGTH = 255;
const MAX_LABEL_LENGTH = 63;

export interface EmailRow {
  address: string;
  valid: boolean;
  reason: EmailReason | null;
  /** An equal address (domain compared case-insensitively) came earlier. */
  duplicate: boolean;
}

/**
 * Rows a result carries (the page shows no more, like the random picker's list). Counts and the valid list cover every
 * address. A 10 MiB list has hundreds of thousands of rows: cloning them all back from the worker took over a second
 * of main thread, and laying out 1,000 rows of arbitrary text (any script, any length) another 0.8 s. 200 rows of a
 * random-bytes file still took 0.33 s of render and layout in one frame on an idle desktop; 100 take about half.
 */
export const SHOWN_ROWS = 100;

export interface EmailValidateResult {
  /** The first SHOWN_ROWS rows. */
  rows: EmailRow[];
  total: number;
  valid: number;
  invalid: number;
  /** Rows flagged as duplicates (valid or not). */
  duplicates: number;
  /** The valid addresses, each once (first spelling), one per line: what "Copy valid" and the download give. */
  validList: string;
}

export type EmailValidateOptions = Record<string, never>;

const LOCAL_CHARS = /^[\p{L}\p{M}\p{N}.!#$%&'*+/=?^_`{|}~-]+$/u;
const DOMAIN_CHARS = /^[\p{L}\p{M}\p{N}.-]+$/u;

const length = (s: string): number => {
  // Counting code points: a character outside the BMP (e.g. a rare CJK ideograph) is one, not two.
  let n = s.length;
  for (let i = 0; i < s.length; i += 1) {
    const c = s.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff) n -= 1;
  }
  return n;
};

function isValidFormat(address: string): boolean {
  const at = address.indexOf('@');
  if (at <= 0 || at !== address.lastIndexOf('@') || at === address.length - 1) return false;
  const local = address.slice(0, at);
  const domain = address.slice(at + 1);
  if (!LOCAL_CHARS.test(local) || !DOMAIN_CHARS.test(domain)) return false;
  if (domain.startsWith('.') || domain.endsWith('.')) return false;
  // Empty labels (consecutive dots) are left to their own, later check.
  return domain.split('.').every((label) => label === '' || (!label.startsWith('-') && !label.endsWith('-') && length(label) <= MAX_LABEL_LENGTH));
}

/** The reason one address is invalid, or null when it is valid (checks in EMAIL_CHECK_ORDER). */
export function emailReason(address: string): EmailReason | null {
  if (address === '') return 'empty';
  if (!isValidFormat(address)) return 'format';
  const at = address.indexOf('@');
  const local = address.slice(0, at);
  const domain = address.slice(at + 1);
  if (length(local) > MAX_LOCAL_LENGTH) return 'localTooLong';
  if (length(domain) > MAX_DOMAIN_LENGTH) return 'domainTooLong';
  if (local.startsWith('.') || local.endsWith('.')) return 'localDot';
  if (address.includes('..')) return 'consecutiveDots';
  if (!domain.includes('.')) return 'domainNoDot';
  return null;
}

/** The items of a list, split on line breaks, commas and semicolons (see the module comment). */
export function splitEmails(text: string): string[] {
  const items: string[] = [];
  for (const line of text.split(/\r\n|\r|\n/)) {
    if (line.trim() === '') continue;
    const parts = line.split(/[,;]/);
    parts.forEach((part, i) => {
      const item = part.trim();
      if (item === '' && i === parts.length - 1 && i > 0) return;
      items.push(item);
    });
  }
  return items;
}

const duplicateKey = (address: string): string => {
  const at = address.lastIndexOf('@');
  return at < 0 ? address : `${address.slice(0, at)}@${address.slice(at + 1).toLowerCase()}`;
};

export function validateEmails(text: string): EmailValidateResult {
  const rows: EmailRow[] = [];
  const validUnique: string[] = [];
  const seen = new Set<string>();
  let total = 0;
  let valid = 0;
  let duplicates = 0;
  for (const address of splitEmails(text)) {
    const reason = emailReason(address);
    let duplicate = false;
    if (address !== '') {
      const key = duplicateKey(address);
      duplicate = seen.has(key);
      seen.add(key);
    }
    total += 1;
    if (reason === null) valid += 1;
    if (duplicate) duplicates += 1;
    if (reason === null && !duplicate) validUnique.push(address);
    if (rows.length < SHOWN_ROWS) rows.push({ address, valid: reason === null, reason, duplicate });
  }
  return { rows, total, valid, invalid: total - valid, duplicates, validList: validUnique.join('\n') };
}

/** The email-validator's operation (workers/text/ops.ts). */
export const emailValidateOp = (text: string, _options: EmailValidateOptions = {}): EmailValidateResult => validateEmails(text);
