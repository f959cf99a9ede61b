import { describe, expect, it } from 'vitest';
import {
  EMAIL_CHECK_ORDER,
  emailReason,
  emailValidateOp,
  splitEmails,
  validateEmails,
  SHOWN_ROWS,
  type EmailReason,
} from '@workers/text/emailValidate';

/** A domain of exactly `n` characters, made of labels of at most 63 and ending in ".com". */
function domainOf(n: number): string {
  const labels: string[] = [];
  let left = n - 4; // ".com"
  while (left > 0) {
    const size = Math.min(63, left);
    // Each label but the first takes a dot too.
    const take = labels.length === 0 ? size : Math.min(63, left - 1);
    if (take <= 0) break;
    labels.push('d'.repeat(take));
    left -= labels.length === 1 ? take : take + 1;
  }
  const domain = `${labels.join('.')}.com`;
  if (domain.length !== n) throw new Error(`domainOf(${n}) gave ${domain.length}`);
  return domain;
}

describe('the checks run in the documented order', () => {
  it('is the spec order', () => {
    expect(EMAIL_CHECK_ORDER).toEqual(['empty', 'format', 'localTooLong', 'domainTooLong', 'localDot', 'consecutiveDots', 'domainNoDot']);
  });

  // Each address fails every check from its reason on where possible, so the earliest one must win.
  it.each<[string, string, EmailReason | null]>([
    ['empty', '', 'empty'],
    ['format beats the lengths and dots', `.${'a'.repeat(70)}..b@@x`, 'format'],
    ['local length beats domain length, dots', `.${'a'.repeat(64)}..@${domainOf(256)}`, 'localTooLong'],
    ['domain length beats the dot rules', `.a..@${domainOf(256)}`, 'domainTooLong'],
    ['local dot beats consecutive dots and no-dot domain', '.a..b@localhost', 'localDot'],
    ['consecutive dots beat no-dot domain', 'a..b@localhost', 'consecutiveDots'],
    ['domain without a dot', 'user@localhost', 'domainNoDot'],
    ['valid', 'user@example.com', null],
  ])('%s', (_name, address, reason) => {
    expect(emailReason(address)).toBe(reason);
  });
});

describe('boundary lengths', () => {
  it.each<[string, string, EmailReason | null]>([
    ['local 64', `${'a'.repeat(64)}@example.com`, null],
    ['local 65', `${'a'.repeat(65)}@example.com`, 'localTooLong'],
    ['domain 255', `a@${domainOf(255)}`, null],
    ['domain 256', `a@${domainOf(256)}`, 'domainTooLong'],
    ['local 64 in code points (CJK, incl. supplementary-plane ideographs)', `${'邮'.repeat(62)}𠀀𠀀@example.com`, null],
    ['local 65 in code points', `${'邮'.repeat(63)}𠀀𠀀@example.com`, 'localTooLong'],
  ])('%s', (_name, address, reason) => {
    expect(emailReason(address)).toBe(reason);
  });
});

describe('format', () => {
  it.each<[string, EmailReason | null]>([
    ['plainaddress', 'format'],
    ['@example.com', 'format'],
    ['user@', 'format'],
    ['a@b@example.com', 'format'],
    ['user name@example.com', 'format'],
    ['"quoted"@example.com', 'format'],
    ['user@exa_mple.com', 'format'],
    ['user@.example.com', 'format'],
    ['user@example.com.', 'format'],
    ['user@-example.com', 'format'],
    ['user@example-.com', 'format'],
    [`user@${'a'.repeat(64)}.com`, 'format'],
    [`user@${'a'.repeat(63)}.com`, null],
    ["o'brien+tag!#$%&*/=?^_`{|}~-x@sub.example.co.uk", null],
    ['josé@correo.españa.es', null],
    ['用户@例子.中国', null],
    ['user@[127.0.0.1]', 'format'],
    ['user.@example.com', 'localDot'],
    ['user@example..com', 'consecutiveDots'],
  ])('%s → %s', (address, reason) => {
    expect(emailReason(address)).toBe(reason);
  });
});

describe('splitting a list', () => {
  it.each<[string, string, string[]]>([
    ['lines, commas and semicolons', 'a@x.com\r\nb@x.com, c@x.com;d@x.com\n', ['a@x.com', 'b@x.com', 'c@x.com', 'd@x.com']],
    ['blank lines and a trailing separator are ignored', '\n  a@x.com;\n\n   \nb@x.com,', ['a@x.com', 'b@x.com']],
    ['an empty item between separators is kept', 'a@x.com,,b@x.com; ;c@x.com', ['a@x.com', '', 'b@x.com', '', 'c@x.com']],
    ['a lone separator', ',', ['']],
    ['empty', '', []],
  ])('%s', (_name, text, items) => {
    expect(splitEmails(text)).toEqual(items);
  });
});

describe('validateEmails', () => {
  it('counts, reasons and duplicates (domain case-insensitive, local part case-sensitive)', () => {
    const result = validateEmails('Ann@Example.com\nann@example.com, Ann@example.COM\nbad\nbad\n.x@y.com');
    expect(result.rows).toEqual([
      { address: 'Ann@Example.com', valid: true, reason: null, duplicate: false },
      { address: 'ann@example.com', valid: true, reason: null, duplicate: false },
      { address: 'Ann@example.COM', valid: true, reason: null, duplicate: true },
      { address: 'bad', valid: false, reason: 'format', duplicate: false },
      { address: 'bad', valid: false, reason: 'format', duplicate: true },
      { address: '.x@y.com', valid: false, reason: 'localDot', duplicate: false },
    ]);
    expect(result).toMatchObject({ total: 6, valid: 3, invalid: 3, duplicates: 2 });
    expect(result.validList).toBe('Ann@Example.com\nann@example.com');
  });

  it('empty items are not duplicates of each other', () => {
    const result = validateEmails('a@x.com,,b@x.com,,c@x.com');
    expect(result.rows.filter((r) => r.reason === 'empty')).toHaveLength(2);
    expect(result.duplicates).toBe(0);
  });

  it('empty input gives no rows', () => {
    expect(emailValidateOp('')).toEqual({ rows: [], total: 0, valid: 0, invalid: 0, duplicates: 0, validList: '' });
  });

  it('a large list: counts and the valid list cover every address, rows only the first SHOWN_ROWS', () => {
    const text = Array.from({ length: 50_000 }, (_, i) => `user${i % 40_000}@example.com`).join('\n');
    const result = emailValidateOp(text);
    expect(result).toMatchObject({ total: 50_000, valid: 50_000, invalid: 0, duplicates: 10_000 });
    expect(result.validList.split('\n')).toHaveLength(40_000);
    expect(result.validList.split('\n').at(-1)).toBe('user39999@example.com');
    expect(result.rows).toHaveLength(SHOWN_ROWS);
    expect(result.rows.at(-1)?.address).toBe(`user${SHOWN_ROWS - 1}@example.com`);
  });
});
