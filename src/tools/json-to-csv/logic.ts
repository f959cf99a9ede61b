import type { DataError, DataErrorMessage } from '../../lib/jobs/data';

export const CSV_FILENAME = 'data.csv';
export const CSV_MIME = 'text/csv;charset=utf-8';
/** Excel opens a UTF-8 CSV as the local code page unless it starts with a byte-order mark. */
export const UTF8_BOM = '\ufeff';

/** The downloaded file: the CSV text with a BOM so spreadsheets read accents and CJK correctly. */
export function csvFile(csv: string): string {
  return csv ? UTF8_BOM + csv : '';
}

export function errorMessage(error: DataError): DataErrorMessage {
  switch (error.key) {
    case 'invalidJson':
      return error.line !== undefined && error.column !== undefined
        ? { key: 'invalidAt', values: { line: error.line, column: error.column } }
        : { key: 'invalid' };
    case 'notArrayOfObjects':
      return error.index !== undefined ? { key: 'notObjectAt', values: { index: error.index } } : { key: 'notArrayOfObjects' };
    case 'emptyArray':
      return { key: 'emptyArray' };
    case 'noKeys':
      return { key: 'noKeys' };
    default:
      return { key: 'tooDeep' };
  }
}
