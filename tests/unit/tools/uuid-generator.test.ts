import { describe, expect, it } from 'vitest';
import { v1, v6, v7 } from 'uuid';
import {
  COUNT_MAX, clampCount, formatUuid, generateUuids, inspectUuid, type UuidFormat, type UuidVersion,
} from '@src/tools/uuid-generator/logic';

const HEX = '[0-9a-f]';
const CANONICAL = new RegExp(`^${HEX}{8}-${HEX}{4}-${HEX}{4}-${HEX}{4}-${HEX}{12}$`);

describe('generateUuids: version and variant bits', () => {
  it.each<[UuidVersion, RegExp]>([
    ['v4', /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/],
    ['v7', /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/],
    ['nil', /^00000000-0000-0000-0000-000000000000$/],
  ])('%s', (version, re) => {
    const list = generateUuids(version, 200);
    expect(list).toHaveLength(200);
    for (const u of list) expect(u).toMatch(re);
    if (version !== 'nil') expect(new Set(list).size).toBe(200);
  });

  it('v7 values of one batch are strictly increasing and carry the current time', () => {
    const before = Date.now();
    const list = generateUuids('v7', 1000);
    const after = Date.now();
    expect([...list].sort()).toEqual(list);
    expect(new Set(list).size).toBe(1000);
    for (const u of [list[0]!, list[999]!]) {
      const ms = inspectUuid(u)!.timestampMs!;
      expect(ms).toBeGreaterThanOrEqual(before);
      expect(ms).toBeLessThanOrEqual(after + 1);
    }
  });

  it.each<[number | string, number]>([[0, 1], [-3, 1], [1, 1], [1000, 1000], [1001, COUNT_MAX], ['25', 25], ['x', 1], ['7.9', 7]])(
    'count %j → %i', (asked, got) => {
      expect(clampCount(asked)).toBe(got);
      expect(generateUuids('nil', Number(clampCount(asked)))).toHaveLength(got);
    });
});

describe('formatUuid', () => {
  const u = '0189a5d0-ac96-774b-bcce-b302099a8057';
  it.each<[Partial<UuidFormat>, string]>([
    [{}, u],
    [{ uppercase: true }, '0189A5D0-AC96-774B-BCCE-B302099A8057'],
    [{ hyphens: false }, '0189a5d0ac96774bbcceb302099a8057'],
    [{ braces: true }, `{${u}}`],
    [{ uppercase: true, hyphens: false, braces: true }, '{0189A5D0AC96774BBCCEB302099A8057}'],
  ])('%j', (f, expected) => {
    expect(formatUuid(u, { uppercase: false, hyphens: true, braces: false, ...f })).toBe(expected);
  });
});

describe('inspectUuid', () => {
  it.each<[string, number, string, string | undefined, number | undefined]>([
    // RFC 9562 appendix A.6: v7 for 2022-02-22T19:22:22Z (0x017F22E279B0 ms)
    ['017F22E2-79B0-7CC3-98C4-DC0C0C07398F', 7, 'rfc', undefined, Date.UTC(2022, 1, 22, 19, 22, 22)],
    // RFC 9562 appendix A.1: v1 for 2022-02-22T19:22:22Z
    ['C232AB00-9414-11EC-B3C8-9F6BDECED846', 1, 'rfc', undefined, Date.UTC(2022, 1, 22, 19, 22, 22)],
    // RFC 9562 appendix A.5: the same time as v6
    ['1EC9414C-232A-6B00-B3C8-9F6BDECED846', 6, 'rfc', undefined, Date.UTC(2022, 1, 22, 19, 22, 22)],
    ['919108f7-52d1-4320-9bac-f847db4148a8', 4, 'rfc', undefined, undefined],
    ['00000000-0000-0000-0000-000000000000', 0, 'ncs', 'nil', undefined],
    ['ffffffff-ffff-ffff-ffff-ffffffffffff', 15, 'future', 'max', undefined],
    ['{919108F7-52D1-4320-CBAC-F847DB4148A8}', 4, 'microsoft', undefined, undefined],
    ['urn:uuid:919108f752d143207bacf847db4148a8', 4, 'ncs', undefined, undefined],
    ['  919108f752d14320ebacf847db4148a8 ', 4, 'future', undefined, undefined],
  ])('%s → v%i %s', (input, version, variant, special, ms) => {
    const info = inspectUuid(input);
    expect(info).not.toBeNull();
    expect(info!.canonical).toMatch(CANONICAL);
    expect(info!.version).toBe(version);
    expect(info!.variant).toBe(variant);
    expect(info!.special).toBe(special);
    expect(info!.timestampMs).toBe(ms);
  });

  it.each(['', 'hello', '919108f7-52d1-4320-9bac-f847db4148a', '919108f7-52d1-4320-9bac-f847db4148a88', 'g19108f7-52d1-4320-9bac-f847db4148a8', '919108f7-52d14320-9bac-f847db4148a8x'])(
    'rejects %j', (input) => expect(inspectUuid(input)).toBeNull());

  it('reads back the time of UUIDs made by the uuid package', () => {
    const msecs = Date.UTC(2024, 4, 17, 8, 30, 15, 123);
    expect(inspectUuid(v7({ msecs }))!.timestampMs).toBe(msecs);
    expect(inspectUuid(v1({ msecs, nsecs: 0 }))!.timestampMs).toBe(msecs);
    expect(inspectUuid(v6({ msecs, nsecs: 0 }))!.timestampMs).toBe(msecs);
  });
});
