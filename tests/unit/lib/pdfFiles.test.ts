import { describe, expect, it } from 'vitest';
import { JobError } from '@src/lib/jobs/errors';
import { isPdfFile, pdfProblem, suffixedName, validatePdfFile } from '@src/lib/pdfFiles';
import { PDF_MAX_BYTES } from '@workers/pdf/codes';

describe('validatePdfFile', () => {
  it.each([
    [{ name: 'a.pdf', type: 'application/pdf', size: 10 }, null],
    [{ name: 'a.PDF', type: '', size: 10 }, null],
    [{ name: 'a.pdf', type: 'application/octet-stream', size: 10 }, null],
    [{ name: 'a.txt', type: 'text/plain', size: 10 }, 'notPdf'],
    [{ name: 'a.pdf', type: 'text/plain', size: 10 }, 'notPdf'],
    [{ name: 'a.pdf', type: 'application/pdf', size: PDF_MAX_BYTES }, null],
    [{ name: 'a.pdf', type: 'application/pdf', size: PDF_MAX_BYTES + 1 }, 'tooBig'],
  ])('%j → %s', (file, problem) => expect(validatePdfFile(file)).toBe(problem));

  it('x-pdf counts', () => expect(isPdfFile({ name: 'x', type: 'application/x-pdf' })).toBe(true));
});

describe('pdfProblem', () => {
  it.each([
    ['PDF_NOT_PDF', { key: 'notPdf' }],
    ['PDF_DAMAGED', { key: 'damaged' }],
    ['PDF_PASSWORD', { key: 'password' }],
    ['PDF_TOO_BIG', { key: 'tooBig' }],
    ['PDF_TOO_MANY_PAGES', { key: 'tooManyPages' }],
    ['PDF_PAGE_TOO_BIG:3:212', { key: 'pageTooBig', values: { page: 3, dpi: 212 } }],
    ['PDF_BAD_RANGE:1-9', { key: 'badRange', values: { part: '1-9' } }],
    ['PDF_IMAGE_UNREADABLE:0', { key: 'imageUnreadable', values: { index: 1 } }],
  ])('%s', (message, problem) => expect(pdfProblem(new Error(message))).toEqual(problem));

  it('leaves crashes, time-outs and unknown errors to the stock messages', () => {
    expect(pdfProblem(new JobError('timeout'))).toBeNull();
    expect(pdfProblem(new JobError('crashed', 'PDF_DAMAGED'))).toBeNull();
    expect(pdfProblem(new Error('something else'))).toBeNull();
  });
});

it('suffixedName', () => {
  expect(suffixedName('report.pdf', 'merged')).toBe('report-merged.pdf');
  expect(suffixedName('.pdf', 'x', 'zip')).toBe('document-x.zip');
});
