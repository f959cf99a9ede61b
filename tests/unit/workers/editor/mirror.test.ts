import { afterEach, describe, expect, it } from 'vitest';
import { applyChanges, closeDoc, docText, openDoc } from '@workers/editor/mirror';

describe('editor mirror', () => {
  afterEach(() => {
    for (const id of ['a', 'b']) {
      try {
        closeDoc(id);
      } catch {
        // not open
      }
    }
  });

  it('opens, reads and closes a document', () => {
    openDoc('a', 'hello');
    expect(docText('a')).toBe('hello');
    closeDoc('a');
    expect(() => docText('a')).toThrow(/"a"/);
  });

  it('applies one change set of several changes at positions of the old text', () => {
    openDoc('a', '0123456789');
    // As iterChanges yields them: ascending, in the document before the change set.
    applyChanges('a', [
      [0, 0, '>'],
      [2, 4, 'xyz'],
      [5, 5, '+'],
      [8, 10, ''],
    ]);
    expect(docText('a')).toBe('>01xyz4+567');
  });

  it('applies consecutive change sets, each on the text the last one left', () => {
    openDoc('a', 'line 1\nline 2\n');
    applyChanges('a', [[0, 4, 'LINE']]);
    applyChanges('a', [[7, 7, '> '], [14, 14, 'end']]);
    expect(docText('a')).toBe('LINE 1\n> line 2\nend');
    applyChanges('a', []);
    expect(docText('a')).toBe('LINE 1\n> line 2\nend');
  });

  it('keeps documents apart', () => {
    openDoc('a', 'first');
    openDoc('b', 'second');
    applyChanges('b', [[0, 6, 'other']]);
    expect(docText('a')).toBe('first');
    expect(docText('b')).toBe('other');
    openDoc('a', 'reopened');
    expect(docText('a')).toBe('reopened');
  });

  it('throws a clear error for an unknown id or a change outside the text', () => {
    expect(() => applyChanges('nope', [[0, 0, 'x']])).toThrow('No editor document "nope" is open in this worker');
    expect(() => closeDoc('nope')).toThrow(/nope/);
    openDoc('a', 'abc');
    expect(() => applyChanges('a', [[2, 4, 'x']])).toThrow(RangeError);
    expect(() => applyChanges('a', [[2, 3, 'x'], [0, 1, 'y']])).toThrow(RangeError);
    expect(docText('a')).toBe('abc');
  });
});
