/**
 * The tools "Send to…" offers: those whose main input is the shared big-text field (it takes the
 * handed-over text, src/ui/useToolInput.ts), in the order the dialog lists them. A tool whose first
 * text field is not its main input (api-tester's headers, prompt-generator's context) is left out.
 */
export const SEND_TARGETS: readonly string[] = [
  'recipe-builder',
  'case-converter', 'word-counter', 'text-sorter', 'duplicate-remover', 'whitespace-remover', 'text-replacer', 'html-to-text',
  'text-diff', 'markdown-preview', 'markdown-to-html',
  'base64', 'url-encoder', 'hash-generator',
  'json-formatter', 'csv-to-json', 'json-to-csv', 'xml-to-json', 'sql-formatter', 'code-minifier', 'regex-tester', 'jwt-decoder',
  'email-validator', 'random-picker', 'qr-generator',
];
