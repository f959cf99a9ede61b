import type { DataError, DataErrorMessage } from '../../lib/jobs/data';

export const JSON_FILENAME = 'formatted.json';
export const JSON_MIME = 'application/json;charset=utf-8';


/** What the user reads for a failed parse: "Invalid JSON format" plus the position when known. */
export function errorMessage(error: DataError): DataErrorMessage {
  if (error.key === 'tooDeep') return { key: 'tooDeep' };
  if (error.key === 'outputTooLarge') return { key: 'outputTooLarge' };
  if (error.line !== undefined && error.column !== undefined) {
    return { key: 'invalidAt', values: { line: error.line, column: error.column } };
  }
  return { key: 'invalid' };
}
