import type { Page } from '@playwright/test';

/** One page's editor field, as tests/e2e/editor/editor.spec.ts checks it. */
export interface EditorRow {
  id: string;
  /** The field's accessible name (its label). */
  field: string;
  /** Sets the tool up before its field is used (a language to choose). */
  prepare?: (page: Page) => Promise<void>;
  /** Text in the field's language, several lines long. */
  sample: string;
  /** A token class (tok-…) the sample shows; null for plain text. */
  token: string | null;
  /** Whether the sample's first line opens a block that folds. */
  folds: boolean;
  /** A broken input, the button that parses it, and where the parser says the error is. */
  error?: { text: string; action: string; line: number; column: number };
}

const JSON_SAMPLE = '{\n  "name": "Ada",\n  "tags": [1, 2.50, true, null]\n}';

export const EDITOR_ROWS: EditorRow[] = [
  {
    id: 'json-formatter',
    field: 'JSON input',
    sample: JSON_SAMPLE,
    token: 'property',
    folds: true,
    error: { text: '{"a": 1,\n "b": [1, 2,, 3]}', action: 'Format', line: 2, column: 13 },
  },
  {
    id: 'xml-to-json',
    field: 'XML input',
    sample: '<catalog>\n  <!-- books -->\n  <book id="1">Dune</book>\n</catalog>',
    token: 'tag',
    folds: true,
    error: { text: '<catalog>\n  <book>\n    <title>Dune</titel>\n  </book>\n</catalog>', action: 'Convert to JSON', line: 3, column: 16 },
  },
  {
    id: 'csv-to-json',
    field: 'CSV input',
    sample: 'name,city,score\nAda,London,1.5\n"Turing, Alan",Wilmslow,2',
    token: 'column1',
    folds: false,
    error: { text: 'name,note\nAda,fine\nAlan,"never closed\nGrace,ok', action: 'Convert to JSON', line: 3, column: 6 },
  },
  {
    id: 'json-to-csv',
    field: 'JSON input',
    sample: '[\n  { "id": 1, "name": "Ada" },\n  { "id": 2, "name": "Alan" }\n]',
    token: 'number',
    folds: true,
    error: { text: '[{"a":1},]', action: 'Convert to CSV', line: 1, column: 10 },
  },
  {
    id: 'sql-formatter',
    field: 'Input',
    sample: 'SELECT id, name\nFROM users\nWHERE id = 1 -- the first\n  AND name = \'Ada\';',
    token: 'keyword',
    folds: false,
    error: { text: 'select a from t where (x = 1\nand y = ', action: 'Format SQL', line: 2, column: 9 },
  },
  {
    id: 'code-minifier',
    field: 'Input',
    prepare: (page) => page.getByLabel('JavaScript', { exact: true }).check(),
    sample: 'function add(a, b) {\n  // the sum\n  return a + b;\n}',
    token: 'keyword',
    folds: true,
    error: { text: 'function (a {\n return 1 }', action: 'Minify', line: 1, column: 10 },
  },
  {
    id: 'markdown-to-html',
    field: 'Markdown input',
    sample: '# Title\n\nSome **bold** text.\n\n## Part\n\nMore.',
    token: 'heading',
    folds: true,
  },
  {
    id: 'markdown-preview',
    field: 'Markdown',
    sample: '# Title\n\nSome *text* and `code`.\n\n## Part\n\nMore.',
    token: 'heading',
    folds: true,
  },
  {
    id: 'html-to-text',
    field: 'HTML',
    sample: '<div class="note">\n  <p>Hello <b>world</b></p>\n</div>',
    token: 'tag',
    folds: true,
  },
  { id: 'regex-tester', field: 'Test text', sample: 'one 2024-03-15\ntwo 2024-04-02', token: null, folds: false },
  { id: 'api-tester', field: 'Request body', prepare: async (page) => { await page.getByLabel('Method', { exact: true }).selectOption('POST'); }, sample: JSON_SAMPLE, token: 'string', folds: true },
  { id: 'text-diff', field: 'Original text', sample: 'The quick brown fox\njumps over\nthe lazy dog.', token: null, folds: false },
  { id: 'text-diff', field: 'Changed text', sample: 'The quick brown fox\nleaps over\nthe lazy dog.', token: null, folds: false },
  { id: 'recipe-builder', field: 'Input', sample: 'b line\na line\nb line', token: null, folds: false },
];
