import type { DataError } from '../../lib/jobs/data';

export const JSON_FILENAME = 'data.json';
export const JSON_MIME = 'application/json;charset=utf-8';

export const EXAMPLE_XML = `<?xml version="1.0" encoding="UTF-8"?>
<library name="City Library">
  <!-- Attributes become "@_" keys; repeated <book> elements become an array -->
  <book id="1" lang="en">
    <title>Pride &amp; Prejudice</title>
    <author>Jane Austen</author>
    <year>1813</year>
  </book>
  <book id="2" lang="es">
    <title>Cien años de soledad</title>
    <author>Gabriel García Márquez</author>
    <year>1967</year>
  </book>
  <book id="3" lang="zh">
    <title>红楼梦</title>
    <author>曹雪芹</author>
    <note><![CDATA[Also known as "The Story of the Stone"]]></note>
  </book>
</library>`;

/** The well-formedness check's reasons (workers/data/xmlCheck.ts) that get a translated explanation (reasons.<code>). */
const KNOWN_CODES = new Set([
  'InvalidTag', 'InvalidAttr', 'InvalidChar', 'InvalidXml', 'InvalidRoot', 'InvalidEntity', 'InvalidDtd', 'InvalidDeclaration',
]);

export interface Message {
  key: string;
  values?: Record<string, number>;
}

export function errorMessage(error: DataError): Message {
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
