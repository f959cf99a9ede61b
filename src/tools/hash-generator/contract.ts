import { defineContract } from '../contract';

export default defineContract({
  // The SHA-256 field (a dash when empty); Copy gives all three digests of "The quick brown fox jumps over the lazy dog".
  output: { testId: 'digest-sha256' },
  example: 'd7a8fbb307d7809469ca9abcb0082e4f8d5651e46d3cdb762d02d0bf37c9e592',
  copied:
    'MD5: 9e107d9d372bb6826bd81d3542a419d6\n' +
    'SHA-1: 2fd4e1c67a2d28fced849ee1bb76e7391b93eb12\n' +
    'SHA-256: d7a8fbb307d7809469ca9abcb0082e4f8d5651e46d3cdb762d02d0bf37c9e592',
  clearedOutput: '—',
  empty: { action: 'Generate hashes', message: 'Please enter some text first' },
});
