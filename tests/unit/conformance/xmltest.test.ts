import { describe, expect, it } from 'vitest';
import { xmlToJson } from '@workers/data/xml';
import { readSuiteBytes, suiteFiles } from './suites';

/**
 * James Clark's xmltest (W3C XML Conformance Test Suite 20020606), standalone
 * documents: every `valid/sa` file must convert, every `not-wf/sa` file must be
 * refused. The tool receives text, so each file is decoded first as a browser
 * reads it (byte-order mark, else UTF-8).
 */
const ROOT = 'xmltest/tests/xmltest/';

/**
 * not-wf/sa 168–170 are not-well-formed only as bytes (UTF-8 encodings of
 * surrogates and of a code point past U+10FFFF): decoding turns them into
 * U+FFFD, a legal character, before the tool ever sees the text.
 */
const BYTE_LEVEL = new Set(['168.xml', '169.xml', '170.xml']);

function decode(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes);
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes);
  return new TextDecoder('utf-8').decode(bytes);
}

function run(folder: string): { file: string; ok: boolean; code?: string }[] {
  return suiteFiles(ROOT + folder, '.xml').map((file) => {
    const r = xmlToJson(decode(readSuiteBytes(`${ROOT}${folder}/${file}`)), { inferTypes: false });
    return { file, ok: r.ok, code: r.ok ? undefined : (r.error.code ?? r.error.key) };
  });
}

describe('xmltest', () => {
  it('valid/sa: well-formed documents are accepted (≥ 116 / 119)', () => {
    const results = run('valid/sa');
    const accepted = results.filter((r) => r.ok);
    console.log(`xmltest valid/sa accepted: ${accepted.length} / ${results.length}`);
    console.log('refused:', results.filter((r) => !r.ok).map((r) => `${r.file} ${r.code}`).join(', '));
    expect(results).toHaveLength(119);
    expect(accepted.length).toBeGreaterThanOrEqual(116);
  });

  it('not-wf/sa: documents that are not well-formed are refused (≥ 178 / 183)', () => {
    const results = run('not-wf/sa').filter((r) => !BYTE_LEVEL.has(r.file));
    const refused = results.filter((r) => !r.ok);
    console.log(`xmltest not-wf/sa refused: ${refused.length} / ${results.length}`);
    console.log('accepted:', results.filter((r) => r.ok).map((r) => r.file).join(', '));
    expect(results).toHaveLength(183);
    expect(refused.length).toBeGreaterThanOrEqual(178);
  });
});
