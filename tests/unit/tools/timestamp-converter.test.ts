import { describe, expect, it } from 'vitest';
import {
  MAX_MS, dayOfYear, detectUnit, epochValues, isValidTimeZone, isoWithOffset, parseDateInput, parseTimestamp, relativeParts,
  rfc2822, toDatetimeLocal, wallTimeToMs, zoneParts, alternativeUnit, type TsUnit, type UnitChoice,
} from '@src/tools/timestamp-converter/logic';

describe('detectUnit at the boundaries', () => {
  it.each<[number, TsUnit]>([
    [0, 's'], [1, 's'], [1_700_000_000, 's'], [9_999_999_999, 's'], [99_999_999_999, 's'],
    // 12 digits are seconds: 253402300799 is 9999-12-31T23:59:59Z.
    [253_402_300_799, 's'], [999_999_999_999, 's'],
    [1_000_000_000_000, 'ms'], [1_700_000_000_000, 'ms'], [999_999_999_999_999, 'ms'],
    [1e15, 'us'], [1_700_000_000_000_000, 'us'], [9e17, 'us'],
    [1e18, 'ns'], [1_700_000_000_000_000_000, 'ns'],
    [-999_999_999_999, 's'], [-1_000_000_000_000, 'ms'], [-1e15, 'us'], [-1e18, 'ns'],
  ])('%i → %s', (value, unit) => expect(detectUnit(value)).toBe(unit));
});

describe('alternativeUnit: the one-click other reading', () => {
  it.each<[string, TsUnit, TsUnit | null]>([
    ['253402300799', 's', 'ms'],
    ['1700000000000', 'ms', 's'],
    ['1700000000000000', 'us', 'ms'],
    ['1700000000000000000', 'ns', 'us'],
    // As seconds this would be past what a Date holds: no switch offered.
    ['9000000000000', 'ms', null],
  ])('%s read as %s → %s', (raw, unit, other) => expect(alternativeUnit(raw, unit)).toBe(other));
});

describe('parseTimestamp', () => {
  it.each<[string, UnitChoice, number, TsUnit, boolean]>([
    ['1700000000', 'auto', 1_700_000_000_000, 's', true],
    ['1700000000123', 'auto', 1_700_000_000_123, 'ms', true],
    ['1700000000123456', 'auto', 1_700_000_000_123.456, 'us', true],
    ['1700000000123456789', 'auto', 1_700_000_000_123.4568, 'ns', true],
    ['253402300799', 'auto', 253_402_300_799_000, 's', true],
    ['999999999999', 'auto', 999_999_999_999_000, 's', true],
    ['1000000000000', 'auto', 1_000_000_000_000, 'ms', true],
    ['1700000000.5', 'auto', 1_700_000_000_500, 's', true],
    [' 1_700_000_000 ', 'auto', 1_700_000_000_000, 's', true],
    ['-86400', 'auto', -86_400_000, 's', true],
    ['0', 'auto', 0, 's', true],
    ['1700000000', 'ms', 1_700_000_000, 'ms', false],
    ['1700000000', 'us', 1_700_000, 'us', false],
    ['1700000000', 'ns', 1700, 'ns', false],
    ['1700000000000', 's', 1_700_000_000_000_000, 's', false],
  ])('%j as %s', (raw, choice, ms, unit, detected) => {
    const p = parseTimestamp(raw, choice);
    expect(p).not.toBeNull();
    expect(p!.ms).toBeCloseTo(ms, 3);
    expect(p!.unit).toBe(unit);
    expect(p!.detected).toBe(detected);
  });

  it.each<[string, UnitChoice]>([
    ['', 'auto'], ['abc', 'auto'], ['12a', 'auto'], ['1e10', 'auto'], ['--5', 'auto'], ['1.2.3', 'auto'],
    // Beyond what a Date holds (±8.64e15 ms).
    ['8640000000001', 's'], ['99999999999999999999999', 'auto'],
  ])('rejects %j (%s)', (raw, choice) => expect(parseTimestamp(raw, choice)).toBeNull());

  it('accepts the largest date', () => {
    expect(parseTimestamp(String(MAX_MS), 'ms')!.ms).toBe(MAX_MS);
    expect(parseTimestamp('8640000000000', 's')!.ms).toBe(MAX_MS);
  });
});

describe('formats in a time zone', () => {
  const ms = 1_700_000_000_000; // 2023-11-14T22:13:20Z, a Tuesday
  it.each<[string | undefined, string, string, number]>([
    ['UTC', '2023-11-14T22:13:20.000+00:00', 'Tue, 14 Nov 2023 22:13:20 +0000', 318],
    ['Asia/Tokyo', '2023-11-15T07:13:20.000+09:00', 'Wed, 15 Nov 2023 07:13:20 +0900', 319],
    ['America/New_York', '2023-11-14T17:13:20.000-05:00', 'Tue, 14 Nov 2023 17:13:20 -0500', 318],
    ['Asia/Kolkata', '2023-11-15T03:43:20.000+05:30', 'Wed, 15 Nov 2023 03:43:20 +0530', 319],
    ['America/St_Johns', '2023-11-14T18:43:20.000-03:30', 'Tue, 14 Nov 2023 18:43:20 -0330', 318],
  ])('%s', (tz, iso, rfc, doy) => {
    expect(isoWithOffset(ms, tz)).toBe(iso);
    expect(rfc2822(ms, tz)).toBe(rfc);
    expect(dayOfYear(ms, tz)).toBe(doy);
  });

  it.each<[number, number]>([
    [Date.UTC(2024, 0, 1), 1], [Date.UTC(2024, 11, 31), 366], [Date.UTC(2023, 11, 31), 365], [Date.UTC(2024, 1, 29, 12), 60],
  ])('day of year of %i is %i', (t, doy) => expect(dayOfYear(t, 'UTC')).toBe(doy));

  it('keeps milliseconds and handles dates before 1970', () => {
    expect(isoWithOffset(-1, 'UTC')).toBe('1969-12-31T23:59:59.999+00:00');
    expect(zoneParts(-1, 'UTC').weekday).toBe(3);
    expect(rfc2822(0, 'UTC')).toBe('Thu, 01 Jan 1970 00:00:00 +0000');
  });

  it('daylight saving time changes the offset', () => {
    expect(isoWithOffset(Date.UTC(2024, 6, 1, 12), 'Europe/Madrid')).toBe('2024-07-01T14:00:00.000+02:00');
    expect(isoWithOffset(Date.UTC(2024, 0, 1, 12), 'Europe/Madrid')).toBe('2024-01-01T13:00:00.000+01:00');
  });
});

describe('relativeParts', () => {
  const now = Date.UTC(2024, 0, 1);
  it.each<[number, number, Intl.RelativeTimeFormatUnit]>([
    [0, 0, 'second'], [-999, 0, 'second'], [-1000, -1, 'second'], [-59_000, -59, 'second'], [-60_000, -1, 'minute'],
    [-3 * 3_600_000, -3, 'hour'], [2 * 86_400_000, 2, 'day'], [-14 * 86_400_000, -2, 'week'], [-45 * 86_400_000, -1, 'month'],
    [3 * 365.25 * 86_400_000, 3, 'year'],
  ])('%i ms from now → %i %s', (diff, value, unit) => expect(relativeParts(now + diff, now)).toEqual({ value, unit }));
});

describe('parseDateInput', () => {
  it.each<[string, string | undefined, number]>([
    ['2024-02-29T12:00:00Z', undefined, Date.UTC(2024, 1, 29, 12)],
    ['2024-02-29T12:00:00.250Z', undefined, Date.UTC(2024, 1, 29, 12, 0, 0, 250)],
    ['2024-02-29T12:00:00+02:00', undefined, Date.UTC(2024, 1, 29, 10)],
    ['2024-02-29T12:00:00-0330', undefined, Date.UTC(2024, 1, 29, 15, 30)],
    ['2024-02-29 12:00', 'UTC', Date.UTC(2024, 1, 29, 12)],
    ['2024-02-29', 'UTC', Date.UTC(2024, 1, 29)],
    ['2024-02-29T12:00', 'Asia/Tokyo', Date.UTC(2024, 1, 29, 3)],
    ['2024-07-01T12:00:00', 'Europe/Madrid', Date.UTC(2024, 6, 1, 10)],
    // Skipped by the spring-forward change in New York (02:00 → 03:00): the later reading.
    ['2024-03-10T02:30', 'America/New_York', Date.UTC(2024, 2, 10, 7, 30)],
    // Happens twice when New York falls back (01:00–02:00 on 3 Nov 2024): the earlier, still EDT.
    ['2024-11-03T01:30', 'America/New_York', Date.UTC(2024, 10, 3, 5, 30)],
    ['Tue, 14 Nov 2023 22:13:20 +0000', undefined, 1_700_000_000_000],
    ['14 Nov 2023 23:13:20 +0100', undefined, 1_700_000_000_000],
  ])('%j in %s', (raw, tz, ms) => expect(parseDateInput(raw, tz)).toBe(ms));

  it.each(['', 'yesterday', '2023-02-29', '2024-13-01', '2024-00-10', '2024-01-32', '2024-01-01T24:00', '2024-01-01T12:60', '2024-01-01T12:00+25:00', '12/31/2024', 'Nov 14 2023'])(
    'rejects %j', (raw) => expect(parseDateInput(raw, 'UTC')).toBeNull());

  it('round-trips through the datetime-local value', () => {
    const ms = Date.UTC(2024, 1, 29, 3, 4, 5);
    for (const tz of ['UTC', 'Asia/Kolkata', 'America/Los_Angeles']) {
      expect(parseDateInput(toDatetimeLocal(ms, tz), tz)).toBe(ms);
    }
    expect(wallTimeToMs(2024, 2, 29, 3, 4, 5, 0, 'UTC')).toBe(ms);
  });
});

describe('helpers', () => {
  it.each<[number, string, string]>([[1_700_000_000_123, '1700000000', '1700000000123'], [-1, '-1', '-1'], [-1500, '-2', '-1500']])(
    'epochValues(%i)', (ms, s, msText) => expect(epochValues(ms)).toEqual({ s, ms: msText }));
  it.each<[string, boolean]>([['UTC', true], ['Europe/Madrid', true], ['Mars/Olympus', false], ['', false]])(
    'isValidTimeZone(%j) = %s', (tz, ok) => expect(isValidTimeZone(tz)).toBe(ok));
});
