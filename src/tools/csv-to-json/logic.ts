import type { DataError, DataErrorMessage } from '../../lib/jobs/data';

/** The translation key for the detected delimiter (delimiter.other takes {{char}}). */
export function delimiterKey(delimiter: string): string {
  switch (delimiter) {
    case ',':
      return 'delimiters.comma';
    case ';':
      return 'delimiters.semicolon';
    case '\t':
      return 'delimiters.tab';
    case '|':
      return 'delimiters.pipe';
    default:
      return 'delimiters.other';
  }
}

export function errorMessage(error: DataError): DataErrorMessage {
  if (error.key === 'csvQuotes') {
    return error.line !== undefined && error.column !== undefined
      ? { key: 'quotesAt', values: { line: error.line, column: error.column } }
      : { key: 'quotes' };
  }
  return { key: 'needHeaderAndRow' };
}
