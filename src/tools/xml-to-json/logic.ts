import type { DataError, DataErrorMessage } from '../../lib/jobs/data';

/** The well-formedness check's reasons (workers/data/xmlCheck.ts) that get a translated explanation (reasons.<code>). */
const KNOWN_CODES = new Set([
  'InvalidTag', 'InvalidAttr', 'InvalidChar', 'InvalidXml', 'InvalidRoot', 'InvalidEntity', 'InvalidDtd', 'InvalidDeclaration',
]);

export function errorMessage(error: DataError): DataErrorMessage {
  if (error.key === 'tooDeep') return { key: 'tooDeep' };
  if (error.key === 'entitiesTooLarge') return { key: 'entitiesTooLarge' };
  return error.line !== undefined && error.column !== undefined
    ? { key: 'invalidAt', values: { line: error.line, column: error.column } }
    : { key: 'invalid' };
}

/** The key of the sentence that says what kind of mistake it is, if the validator gave a known code. */
export function reasonKey(error: DataError): string | null {
  return error.code && KNOWN_CODES.has(error.code) ? `reasons.${error.code}` : null;
}
