import type { Locator, Page } from '@playwright/test';
import { test, expect, expectToast } from '../fixtures';
import { fieldText, outputHead } from '../editor';
import { toolExample } from '../../shared/examples';
import { rowDetails, runRow, type ToolRow } from './page-steps';
import { openTool } from './tool-steps';
import { cancelAndClear, downloadExample, expectAccessibleStates, expectNextJob, expectResponsiveJob, type CancelledJob } from './worker-jobs';

/**
 * The four converters (CSV → JSON, JSON → CSV, XML → JSON, Markdown → HTML): one table of rows each. The example's
 * result, Copy, Clear's result and the empty-input message are the contract's (contract/table.ts).
 */
const output = (page: Page) => page.getByTestId('tool-output');
const status = (page: Page) => page.getByTestId('tool-status');
const errorPanel = (page: Page) => page.getByTestId('tool-error');
const actionButton = (page: Page, name: string) => page.getByRole('group', { name: 'Tool actions' }).getByRole('button', { name });
const themes = ['light', 'dark'] as const;
/** The 10 MB jobs: generous for a loaded machine. */
const LARGE_MS = 300_000;

type PageLocator = (page: Page) => Locator;
/** Types `text` into the converter's input and presses its button. */
const convertWith = (input: PageLocator, button: PageLocator) => async (page: Page, text: string) => {
  await input(page).fill(text);
  await button(page).click();
};
/**
 * Every converter's cancel row: a large job is cancelled (cancelAndClear), then `small` is typed in and converted,
 * which must give `expected` with no error on the way.
 */
const cancelRow = <A>(input: PageLocator, button: PageLocator, job: Pick<CancelledJob<A>, 'progress' | 'generate' | 'arg'>, small: string, expected: string): ToolRow => ({
  title: 'cancel stops a running job without an error; the next job works',
  run: async (page) => {
    await cancelAndClear(page, { ...job, input: input(page), button: button(page), output: output(page) });
    await convertWith(input, button)(page, small);
    await expectNextJob(output(page), expected);
  },
});
/** Every converter's audit rows, one a theme: each state `states` reach has no serious violation. */
const a11yRows = (what: string, states: ((page: Page) => Promise<void>)[]): ToolRow[] => themes.map((theme) => ({
  title: `no serious a11y violation with ${what} (${theme})`,
  run: (page) => expectAccessibleStates(page, theme, states),
}));

const csvInput = (page: Page) => page.getByLabel('CSV input');
const toJson = (page: Page) => page.getByRole('button', { name: 'Convert to JSON' });
const convertCsv = convertWith(csvInput, toJson);
const EXAMPLE_ROWS = [
  { name: 'Ada Lovelace', age: '36', city: 'London', member: 'true', note: 'Wrote the first program, in 1843' },
  { name: 'José Martí', age: '42', city: 'La Habana', member: 'false', note: 'Poet; "Versos sencillos"' },
  { name: '李华', age: '29', city: '北京', member: 'true', note: '' },
  { name: 'Zoë Smith', age: '31', city: 'Zürich', member: 'false', note: 'Two\nlines' },
];
const CSV_ROW = 'Zoë Smith,42,"Main St, 5",true,"line one\nline two",你好 😀\n';
const UNCLOSED = 'Invalid CSV: the quoted field starting at line 3, column 6 is not closed properly';
const NO_DATA = 'CSV must have a header row and at least one data row';

const CSV_ROWS: ToolRow[] = [
  {
    title: 'load example shows its summary; clear removes it',
    steps: [
      { press: 'Load example', fields: { 'CSV input': toolExample('csv-to-json') }, texts: { 'tool-status': 'Rows: 4 · Columns: 5 · Delimiter: comma' } },
      { press: 'Clear', fields: { 'CSV input': '' }, absent: ['tool-status'] },
    ],
  },
  {
    title: 'converts and says so',
    steps: [{ fill: { 'CSV input': 'a,b\n1,2' }, press: 'Convert to JSON', toast: 'Text converted!', output: '[\n  {\n    "a": "1",\n    "b": "2"\n  }\n]' }],
  },
  {
    title: 'type detection turns numbers, booleans and empty cells into JSON types',
    steps: [{
      check: 'Detect numbers, booleans and null (empty cells)', fill: { 'CSV input': 'n,ok,empty\n007,true,\n-1.5,FALSE,x' }, press: 'Convert to JSON',
      output: JSON.stringify([{ n: 7, ok: true, empty: null }, { n: -1.5, ok: false, empty: 'x' }], null, 2),
    }],
  },
  {
    title: 'delimiter is detected: semicolon and tab; a BOM is dropped',
    run: async (page) => {
      await convertCsv(page, '\ufeffname;city\nAda;London\nJosé;"Madrid; Spain"');
      await expect(status(page)).toHaveText('Rows: 2 · Columns: 2 · Delimiter: semicolon');
      expect(JSON.parse(await fieldText(output(page)))).toEqual([{ name: 'Ada', city: 'London' }, { name: 'José', city: 'Madrid; Spain' }]);
      await convertCsv(page, 'a\tb\n1\t2');
      await expect(status(page)).toHaveText('Rows: 1 · Columns: 2 · Delimiter: tab');
    },
  },
  {
    title: 'a header without data rows is refused',
    steps: [{ fill: { 'CSV input': 'name,age\n' }, press: 'Convert to JSON', toast: NO_DATA, has: { 'tool-error': NO_DATA }, output: '' }],
  },
  {
    title: 'an unclosed quote is reported at its line; the input is kept',
    run: async (page) => {
      const csv = 'name,note\nAda,fine\nAlan,"never closed\nGrace,ok';
      await convertCsv(page, csv);
      await expectToast(page, UNCLOSED);
      await expect(errorPanel(page)).toContainText(UNCLOSED);
      await expect(errorPanel(page).locator('pre')).toHaveText('Alan,"never closed\n     ^');
      await expect(csvInput(page)).toHaveFieldValue(csv);
      await expect(output(page)).toHaveFieldValue('');
    },
  },
  {
    title: 'rows with a different number of fields convert with a warning',
    run: async (page) => {
      await convertCsv(page, 'a,b,c\n1,2,3\n4,5\n6,7,8,9');
      await expect(page.getByTestId('tool-warnings')).toContainText('Row 2 has 2 fields, but the header has 3');
      await expect(page.getByTestId('tool-warnings')).toContainText('Row 3 has 4 fields, but the header has 3');
      expect(JSON.parse(await fieldText(output(page)))).toHaveLength(3);
    },
  },
  {
    title: 'a CSV file can be opened into the input',
    run: async (page) => {
      await page.getByLabel('Open a text file').setInputFiles({ name: 'people.csv', mimeType: 'text/csv', buffer: Buffer.from('\ufeffname;age\nAda;36\n', 'utf8') });
      await expect(csvInput(page)).toHaveFieldValue('name;age\nAda;36\n');
      await toJson(page).click();
      await expect(output(page)).toHaveFieldValue('[\n  {\n    "name": "Ada",\n    "age": "36"\n  }\n]');
    },
  },
  {
    title: 'download saves data.json',
    run: async (page) => {
      const file = await downloadExample(page, output(page));
      expect(file.name).toBe('data.json');
      expect(file.text).toBe(JSON.stringify(EXAMPLE_ROWS, null, 2));
    },
  },
  {
    title: '10 MB of CSV converts while the page stays responsive',
    tag: '@large',
    run: async (page) => {
      test.setTimeout(LARGE_MS);
      await expectResponsiveJob(page, {
        input: csvInput(page), button: toJson(page), toast: 'Text converted!', timeout: 240_000, editor: true, arg: { row: CSV_ROW, mb: 10 },
        generate: ({ row, mb }) => `name,age,address,member,note,greeting\n${row.repeat(Math.ceil((mb * 1024 * 1024) / row.length))}`,
      });
      const rows = Math.ceil((10 * 1024 * 1024) / CSV_ROW.length);
      await expect(status(page)).toHaveText(`Rows: ${rows.toLocaleString('en-US')} · Columns: 6 · Delimiter: comma`);
      // The whole result is in the field (the editor shows all of it).
      expect((await outputHead(page, 0)).length).toBeGreaterThan(1_000_000);
    },
  },
  cancelRow(csvInput, toJson, {
    progress: 'Converting CSV…', generate: (n: number) => `a,b\n${'1,2\n'.repeat(n)}`, arg: 100_000,
  }, 'x\n1', '[\n  {\n    "x": "1"\n  }\n]'),
  ...a11yRows('a result, warnings and an error', [
    async (page) => {
      await convertCsv(page, 'a,b,c\n1,2,3\n4,5');
      await expect(page.getByTestId('tool-warnings')).toBeVisible();
      await expect(status(page)).toBeVisible();
    },
    async (page) => {
      await convertCsv(page, 'a,b\n"open');
      await expect(errorPanel(page)).toBeVisible();
    },
  ]),
];

const jsonInput = (page: Page) => page.getByLabel('JSON input');
const toCsv = (page: Page) => page.getByRole('button', { name: 'Convert to CSV' });
const convertJson = convertWith(jsonInput, toCsv);
const EXAMPLE_CSV = [
  'id,name,email,address.city,address.zip,tags,active,note',
  '1,Ada Lovelace,ada@example.com,London,NW1,"[""math"",""poetry""]",,',
  '2,José Martí,jose@example.com,La Habana,,,true,',
  '3,李华,,,,,,"Says ""hi"", often"',
].join('\n');

const JSON_ROWS: ToolRow[] = [
  {
    title: 'load example shows its summary; clear removes it',
    steps: [
      { press: 'Load example', fields: { 'JSON input': toolExample('json-to-csv') }, texts: { 'tool-status': 'Rows: 3 · Columns: 8' } },
      { press: 'Clear', fields: { 'JSON input': '' }, absent: ['tool-status'] },
    ],
  },
  {
    title: 'converts and says so',
    steps: [{ fill: { 'JSON input': '[{"a":1,"b":{"c":"x,y"}},{"d":null}]' }, press: 'Convert to CSV', toast: 'Text converted!', output: 'a,b.c,d\n1,"x,y",\n,,' }],
  },
  {
    title: 'numbers keep their digits; a repeated key gets its own column and is listed',
    steps: [
      {
        fill: { 'JSON input': '[\n{"id": 12345678901234567890, "x": 1.0, "id": 7}\n]' }, press: 'Convert to CSV',
        output: 'id,x,id\n12345678901234567890,1.0,7', has: { 'duplicate-keys': '[0].id: line 2 (first on line 2)' },
      },
      { fill: { 'JSON input': '[{"id": 1}]' }, press: 'Convert to CSV', output: 'id\n1', absent: ['duplicate-keys'] },
    ],
  },
  {
    title: 'every message: invalid, not an array, empty array',
    steps: [
      {
        fill: { 'JSON input': '[{"a":1},]' }, press: 'Convert to CSV',
        toast: 'Invalid JSON: line 1, column 10', has: { 'tool-error': 'Invalid JSON: line 1, column 10' },
      },
      { fill: { 'JSON input': '{"a":1}' }, press: 'Convert to CSV', toast: 'JSON must be an array of objects' },
      { fill: { 'JSON input': '[{"a":1}, 2]' }, press: 'Convert to CSV', toast: 'JSON must be an array of objects: the element at index 1 is not an object' },
      { fill: { 'JSON input': '[]' }, press: 'Convert to CSV', toast: 'Array is empty', fields: { 'JSON input': '[]' }, output: '' },
    ],
  },
  {
    title: 'download: waits for a result, then data.csv with a BOM',
    run: async (page) => {
      await expect(actionButton(page, 'Download')).toBeDisabled();
      const file = await downloadExample(page, output(page));
      expect(file.name).toBe('data.csv');
      expect(file.text).toBe(`\ufeff${EXAMPLE_CSV}`);
    },
  },
  {
    title: '10 MB of JSON converts while the page stays responsive',
    tag: '@large',
    run: async (page) => {
      test.setTimeout(LARGE_MS);
      await expectResponsiveJob(page, {
        input: jsonInput(page), button: toCsv(page), toast: 'Text converted!', timeout: 240_000, editor: true, arg: 10,
        generate: (mb: number) => {
          const parts: string[] = [];
          let size = 2;
          for (let i = 0; size < mb * 1024 * 1024; i += 1) {
            const s = JSON.stringify({ id: i, name: `Zoë "Z" ${i}`, city: '北京', tags: ['x', 'y'], geo: { lat: 1.5, lng: -2 } });
            size += s.length + 1;
            parts.push(s);
          }
          return `[${parts.join(',')}]`;
        },
      });
      await expect(status(page)).toContainText('Columns: 6');
      // The whole result is in the field (the editor shows all of it).
      expect((await outputHead(page, 0)).length).toBeGreaterThan(1_000_000);
      expect((await outputHead(page, 200)).head.startsWith('id,name,city,tags,geo.lat,geo.lng\n0,"Zoë ""Z"" 0",北京,"[""x"",""y""]",1.5,-2\n')).toBe(true);
    },
  },
  cancelRow(jsonInput, toCsv, {
    progress: 'Converting JSON…', generate: (n: number) => JSON.stringify(Array.from({ length: n }, (_, i) => ({ id: i }))), arg: 20_000,
  }, '[{"x":1}]', 'x\n1'),
  ...a11yRows('a result and an error', [
    async (page) => {
      await actionButton(page, 'Load example').click();
      await expect(status(page)).toBeVisible();
    },
    async (page) => {
      await convertJson(page, '[{"a":1},]');
      await expect(errorPanel(page)).toBeVisible();
    },
  ]),
];

const xmlInput = (page: Page) => page.getByLabel('XML input');
const convertXml = convertWith(xmlInput, toJson);
const EXAMPLE_LIBRARY = {
  library: {
    '@_name': 'City Library',
    book: [
      { '@_id': '1', '@_lang': 'en', title: 'Pride & Prejudice', author: 'Jane Austen', year: '1813' },
      { '@_id': '2', '@_lang': 'es', title: 'Cien años de soledad', author: 'Gabriel García Márquez', year: '1967' },
      { '@_id': '3', '@_lang': 'zh', title: '红楼梦', author: '曹雪芹', note: 'Also known as "The Story of the Stone"' },
    ],
  },
};
const MISSPELT = '<catalog>\n  <book>\n    <title>Dune</titel>\n  </book>\n</catalog>';

const XML_ROWS: ToolRow[] = [
  {
    title: 'converts and says so: attributes under @_, after the children',
    steps: [{ fill: { 'XML input': '<a x="1"><b>2</b></a>' }, press: 'Convert to JSON', toast: 'Text converted!', output: '{\n  "a": {\n    "b": "2",\n    "@_x": "1"\n  }\n}' }],
  },
  {
    title: 'invalid XML shows the line, column and what is wrong; the input is kept',
    run: async (page) => {
      await convertXml(page, MISSPELT);
      await expectToast(page, 'Invalid XML format: line 3, column 16');
      await expect(errorPanel(page)).toContainText('Invalid XML format: line 3, column 16');
      await expect(errorPanel(page)).toContainText('A tag is malformed, not closed, or closed in the wrong order.');
      await expect(errorPanel(page).locator('pre')).toHaveText('    <title>Dune</titel>\n               ^');
      await expect(xmlInput(page)).toHaveFieldValue(MISSPELT);
      await expect(output(page)).toHaveFieldValue('');
      await convertXml(page, 'not xml');
      await expectToast(page, 'Invalid XML format: line 1, column 1');
    },
  },
  {
    title: 'XML 1.0 well-formedness: a second root is refused with its reason; a DTD with parameter entities converts',
    run: async (page) => {
      await convertXml(page, '<a>1</a>\n<b>2</b>');
      await expect(errorPanel(page)).toContainText('Invalid XML format: line 2, column 1');
      await expect(errorPanel(page)).toContainText('An XML document has exactly one root element');
      await expect(output(page)).toHaveFieldValue('');
      await convertXml(page, '<!DOCTYPE doc [\n<!ENTITY who "Ada">\n<!ENTITY % e "<!ELEMENT doc (#PCDATA)>">\n%e;\n]>\n<doc>Hi &who;</doc>');
      await expectToast(page, 'Text converted!');
      await expect(errorPanel(page)).toHaveCount(0);
      expect(JSON.parse(await fieldText(output(page)))).toEqual({ doc: 'Hi Ada' });
    },
  },
  {
    title: 'number and boolean detection',
    run: async (page) => {
      await page.getByLabel('Detect numbers and booleans').check();
      await convertXml(page, '<a n="2"><v>42</v><ok>true</ok><s>abc</s></a>');
      await expect(output(page)).not.toHaveFieldValue('');
      expect(JSON.parse(await fieldText(output(page)))).toEqual({ a: { '@_n': 2, v: 42, ok: true, s: 'abc' } });
    },
  },
  {
    title: 'download saves data.json',
    run: async (page) => {
      const file = await downloadExample(page, output(page));
      expect(file.name).toBe('data.json');
      expect(JSON.parse(file.text)).toEqual(EXAMPLE_LIBRARY);
    },
  },
  {
    title: '10 MB of XML converts while the page stays responsive',
    tag: '@large',
    run: async (page) => {
      test.setTimeout(LARGE_MS);
      const item = '<item id="42"><title>Zoë &amp; 你好 😀</title><price>12.50</price><tag>a</tag><tag>b</tag></item>\n';
      await expectResponsiveJob(page, {
        input: xmlInput(page), button: toJson(page), toast: 'Text converted!', timeout: 240_000, editor: true,
        arg: { item, count: Math.ceil((10 * 1024 * 1024) / item.length) },
        generate: ({ item: it, count }) => `<catalog>\n${it.repeat(count)}</catalog>`,
      });
      // The whole result is in the field (the editor shows all of it).
      expect((await outputHead(page, 0)).length).toBeGreaterThan(1_000_000);
      expect((await outputHead(page, 200)).head.startsWith('{\n  "catalog": {\n    "item": [\n      {\n        "title": "Zoë & 你好 😀"')).toBe(true);
    },
  },
  cancelRow(xmlInput, toJson, {
    progress: 'Converting XML…', generate: (n: number) => `<r>${'<i>1</i>'.repeat(n)}</r>`, arg: 30_000,
  }, '<a>1</a>', '{\n  "a": "1"\n}'),
  ...a11yRows('a result and an error', [
    async (page) => {
      await actionButton(page, 'Load example').click();
      await expect(output(page)).not.toHaveFieldValue('');
    },
    async (page) => {
      await convertXml(page, '<a><b></a>');
      await expect(errorPanel(page)).toBeVisible();
    },
  ]),
];

const mdInput = (page: Page) => page.getByLabel('Markdown input');
const preview = (page: Page) => page.getByRole('region', { name: 'Rendered preview' });
const toHtml = (page: Page) => page.getByRole('button', { name: 'Convert to HTML' });
const convertMarkdown = convertWith(mdInput, toHtml);
const HOSTILE_MARKDOWN = [
  '# Safe',
  '<img src=x onerror="window.__pwned=1">',
  '<script>window.__pwned=1</script>',
  '<svg onload="window.__pwned=1"></svg>',
  '[click me](javascript:window.__pwned=1)',
  '[up](#safe) ![logo](/logo.png)',
].join('\n\n');
const MD_BLOCK =
  '## Section\n\nSome *text* with a [link](https://example.com) and `code`, café 你好 😀.\n\n' +
  '- item <img src=x onerror=alert(1)>\n- two\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n';

const MARKDOWN_ROWS: ToolRow[] = [
  {
    title: 'load example shows the HTML source and a rendered preview',
    run: async (page) => {
      await expect(preview(page)).toContainText('The rendered HTML appears here.');
      await actionButton(page, 'Load example').click();
      await expect(mdInput(page)).toHaveFieldValue(toolExample('markdown-to-html'));
      const region = preview(page);
      await expect(region.getByRole('heading', { level: 1, name: 'Project notes' })).toBeVisible();
      await expect(region.getByRole('table')).toBeVisible();
      await expect(region.getByRole('checkbox')).toHaveCount(2);
      const link = region.getByRole('link', { name: 'links' });
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(region.locator('h1')).toHaveCSS('font-size', '24px');
      // The source is the converter's own HTML: the preview's new-tab links are the preview's alone.
      const html = await fieldText(output(page));
      expect(html).toContain('<a href="https://example.com">links</a>');
      expect(html).not.toMatch(/target=|rel=|user-content-/);
    },
  },
  {
    title: 'converts and says so; clear empties the input and the preview',
    run: async (page) => {
      await convertMarkdown(page, '# Hi\n\n_café_ 你好 😀');
      await expectToast(page, 'Text converted!');
      await expect(output(page)).toHaveFieldValue('<h1>Hi</h1>\n<p><em>café</em> 你好 😀</p>\n');
      await expect(preview(page).getByRole('heading', { level: 1, name: 'Hi' })).toBeVisible();
      await actionButton(page, 'Clear').click();
      await expect(mdInput(page)).toHaveFieldValue('');
      await expect(preview(page)).toContainText('The rendered HTML appears here.');
    },
  },
  {
    title: 'download saves a standalone document.html',
    run: async (page) => {
      const file = await downloadExample(page, output(page));
      expect(file.name).toBe('document.html');
      expect(file.text.startsWith('<!doctype html>')).toBe(true);
      expect(file.text).toContain('<meta charset="utf-8">');
      expect(file.text).toContain('<title>Markdown to HTML</title>');
      expect(file.text).toContain(`<body>\n${await fieldText(output(page))}\n</body>`);
    },
  },
  {
    title: 'the source keeps raw HTML as written, Safe HTML strips scripts and handlers; the preview runs nothing',
    run: async (page) => {
      await convertMarkdown(page, HOSTILE_MARKDOWN);
      await expect(preview(page).getByRole('heading', { name: 'Safe' })).toBeVisible();
      const raw = await fieldText(output(page));
      expect(raw).toContain('<script>window.__pwned=1</script>');
      expect(raw).toContain('<img src=x onerror="window.__pwned=1">');
      expect(raw).toContain('<a href="#safe">up</a> <img src="/logo.png" alt="logo">');
      await expect(preview(page).locator('[onerror], [onload], script, svg, style')).toHaveCount(0);

      await page.getByLabel('Safe HTML: strip scripts and event handlers').check();
      await toHtml(page).click();
      await expect(output(page)).not.toHaveFieldValue(raw);
      const safe = await fieldText(output(page));
      expect(safe).not.toMatch(/onerror|onload|<script|javascript:/i);
      expect(safe).toContain('<h1>Safe</h1>');
      expect(safe).toContain('<a href="#safe">up</a> <img src="/logo.png" alt="logo">');
      expect(safe).toContain('<a>click me</a>');
      expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    },
  },
  {
    title: '10 MB of Markdown converts while the page stays responsive; the preview shows the beginning',
    tag: '@large',
    run: async (page) => {
      test.setTimeout(480_000); // marked in the worker, then DOMPurify on ~20 MB of HTML in main-thread slices
      await expectResponsiveJob(page, {
        input: mdInput(page), button: toHtml(page), toast: 'Text converted!', timeout: 360_000, editor: true, arg: { block: MD_BLOCK, mb: 10 },
        generate: ({ block, mb }) => `# Start\n\n${block.repeat(Math.ceil((mb * 1024 * 1024) / block.length))}# The end\n`,
      });
      await expect(page.getByTestId('preview-truncated')).toContainText('The preview shows the first');
      await expect(preview(page).getByRole('heading', { level: 1, name: 'Start' })).toBeVisible();
      await expect(preview(page).getByRole('heading', { level: 1, name: 'The end' })).toHaveCount(0);
      const shown = await preview(page).locator(':scope > div').evaluate((el) => el.innerHTML.length);
      expect(shown).toBeLessThan(250_000);
      // The whole result is in the field (the editor shows all of it).
      expect((await outputHead(page, 0)).length).toBeGreaterThan(1_000_000);
      await expect(preview(page).locator('[onerror]')).toHaveCount(0);
    },
  },
  cancelRow(mdInput, toHtml, {
    progress: 'Converting Markdown…', generate: (n: number) => '# Title\n\nparagraph\n\n'.repeat(n), arg: 10_000,
  }, '**ok**', '<p><strong>ok</strong></p>\n'),
  ...a11yRows('the source and the rendered preview', [
    async (page) => {
      await actionButton(page, 'Load example').click();
      await expect(preview(page).getByRole('table')).toBeVisible();
    },
  ]),
];

const CONVERTERS = {
  'csv-to-json': { heading: 'CSV to JSON', rows: CSV_ROWS },
  'json-to-csv': { heading: 'JSON to CSV', rows: JSON_ROWS },
  'xml-to-json': { heading: 'XML to JSON', rows: XML_ROWS },
  'markdown-to-html': { heading: 'Markdown to HTML', rows: MARKDOWN_ROWS },
};
for (const [tool, { heading, rows }] of Object.entries(CONVERTERS)) {
  test.describe(tool, () => {
    test.beforeEach(({ page }) => openTool(page, tool, heading));
    for (const row of rows) test(`${tool}: ${row.title}`, rowDetails(row), ({ page }) => runRow(page, row));
  });
}
