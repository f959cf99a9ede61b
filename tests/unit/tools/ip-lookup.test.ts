import { describe, expect, it } from 'vitest';
import { flagEmoji, formatCoords, mapUrl, parseIPv6, parseIp } from '@src/tools/ip-lookup/logic';

describe('IPv4 validation', () => {
  it.each(['8.8.8.8', '1.1.1.1', '0.0.0.0', '255.255.255.255', '203.0.113.7', ' 8.8.4.4 '])('%j is valid', (ip) => {
    expect(parseIp(ip)?.version).toBe(4);
  });

  it.each(['', '8.8.8', '8.8.8.8.8', '256.1.1.1', '1.2.3.-4', '01.2.3.4', '1.2.3.4 5', 'a.b.c.d', '1..2.3', '8.8.8.8/24', 'example.com', '１.２.３.４'])(
    '%j is not an IP address',
    (ip) => {
      expect(parseIp(ip)).toBeNull();
    },
  );
});

describe('IPv6 validation', () => {
  it.each([
    ['2001:4860:4860::8888', [0x2001, 0x4860, 0x4860, 0, 0, 0, 0, 0x8888]],
    ['::1', [0, 0, 0, 0, 0, 0, 0, 1]],
    ['::', [0, 0, 0, 0, 0, 0, 0, 0]],
    ['fe80::', [0xfe80, 0, 0, 0, 0, 0, 0, 0]],
    ['2001:db8:0:0:1:0:0:1', [0x2001, 0xdb8, 0, 0, 1, 0, 0, 1]],
    ['::ffff:192.168.1.1', [0, 0, 0, 0, 0, 0xffff, 0xc0a8, 0x0101]],
    ['64:ff9b::8.8.8.8', [0x64, 0xff9b, 0, 0, 0, 0, 0x0808, 0x0808]],
    ['2606:4700:4700::1111', [0x2606, 0x4700, 0x4700, 0, 0, 0, 0, 0x1111]],
    ['ABCD:EF01:2345:6789:ABCD:EF01:2345:6789', [0xabcd, 0xef01, 0x2345, 0x6789, 0xabcd, 0xef01, 0x2345, 0x6789]],
  ])('%s', (ip, groups) => {
    expect(parseIPv6(ip)).toEqual(groups);
    expect(parseIp(ip)?.version).toBe(6);
  });

  it('accepts brackets', () => {
    expect(parseIp('[2001:db8::1]')?.text).toBe('2001:db8::1');
  });

  it.each([
    '1:2:3:4:5:6:7',
    '1:2:3:4:5:6:7:8:9',
    '1::2::3',
    ':1:2:3:4:5:6:7',
    '1:2:3:4:5:6:7:',
    '12345::1',
    'g::1',
    '1:2:3:4:5:6:7::8',
    '::ffff:999.1.1.1',
    'fe80::1%eth0',
    '2001:db8::1/64',
    ':::',
  ])('%j is not an IP address', (ip) => {
    expect(parseIp(ip)).toBeNull();
  });
});

describe('private and reserved ranges are answered locally', () => {
  it.each([
    ['10.0.0.1', 'private', '10.0.0.0/8'],
    ['10.255.255.255', 'private', '10.0.0.0/8'],
    ['172.16.0.1', 'private', '172.16.0.0/12'],
    ['172.31.255.255', 'private', '172.16.0.0/12'],
    ['192.168.1.1', 'private', '192.168.0.0/16'],
    ['127.0.0.1', 'loopback', '127.0.0.0/8'],
    ['169.254.10.20', 'linkLocal', '169.254.0.0/16'],
    ['100.64.0.1', 'sharedCgnat', '100.64.0.0/10'],
    ['100.127.255.255', 'sharedCgnat', '100.64.0.0/10'],
    ['0.0.0.0', 'unspecified', '0.0.0.0/8'],
    ['192.0.2.5', 'documentation', '192.0.2.0/24'],
    ['198.51.100.5', 'documentation', '198.51.100.0/24'],
    ['203.0.113.5', 'documentation', '203.0.113.0/24'],
    ['198.18.0.1', 'benchmarking', '198.18.0.0/15'],
    ['198.19.255.255', 'benchmarking', '198.18.0.0/15'],
    ['224.0.0.1', 'multicast', '224.0.0.0/4'],
    ['239.255.255.250', 'multicast', '224.0.0.0/4'],
    ['240.0.0.1', 'reserved', '240.0.0.0/4'],
    ['255.255.255.255', 'broadcast', '255.255.255.255/32'],
    ['::1', 'loopback', '::1/128'],
    ['::', 'unspecified', '::/128'],
    ['fd12:3456:789a::1', 'private', 'fc00::/7'],
    ['fc00::1', 'private', 'fc00::/7'],
    ['fe80::1', 'linkLocal', 'fe80::/10'],
    ['febf::1', 'linkLocal', 'fe80::/10'],
    ['ff02::1', 'multicast', 'ff00::/8'],
    ['2001:db8::1', 'documentation', '2001:db8::/32'],
    ['3fff::1', 'documentation', '3fff::/20'],
    ['100::1', 'reserved', '100::/64'],
    ['::ffff:192.168.0.1', 'private', '192.168.0.0/16'],
    ['::ffff:127.0.0.1', 'loopback', '127.0.0.0/8'],
  ])('%s is %s (%s)', (ip, kind, range) => {
    expect(parseIp(ip)?.special).toEqual({ kind, range });
  });

  it.each(['8.8.8.8', '1.1.1.1', '9.255.255.255', '11.0.0.0', '172.15.255.255', '172.32.0.0', '192.167.255.255', '192.169.0.0', '100.63.255.255', '100.128.0.0', '169.253.0.1', '223.255.255.255', '2001:4860:4860::8888', 'fec0::1', '::ffff:8.8.8.8', '2606:4700::1111'])(
    '%s is public: a lookup is needed',
    (ip) => {
      expect(parseIp(ip)?.special).toBeNull();
    },
  );
});

describe('display helpers', () => {
  it.each([['US', '🇺🇸'], ['de', '🇩🇪'], ['CN', '🇨🇳'], ['', ''], ['USA', ''], ['1A', '']])('flag of %j', (cc, flag) => {
    expect(flagEmoji(cc)).toBe(flag);
  });

  it('OpenStreetMap link and coordinates', () => {
    expect(mapUrl(37.386, -122.0838)).toBe('https://www.openstreetmap.org/?mlat=37.3860&mlon=-122.0838#map=11/37.3860/-122.0838');
    expect(formatCoords(37.386, -122.0838)).toBe('37.3860° N, 122.0838° W');
    expect(formatCoords(-33.86, 151.2)).toBe('33.8600° S, 151.2000° E');
  });
});
