import type { ToolContract } from './types';
import { format as formatSql } from 'sql-formatter';
import { toolExample } from '../../shared/examples';
import { EXAMPLE_SQL } from '@src/tools/sql-formatter/logic';
import { EXAMPLE_JSON as RECIPE_EXAMPLE_JSON } from '@src/tools/recipe-builder/logic';

/** JSON with every object's keys in order, 2-space indented (JSON format → sort keys). */
function sortedJson(json: string): string {
  const sort = (v: unknown): unknown =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.keys(v).sort().map((k) => [k, sort((v as Record<string, unknown>)[k])]))
      : Array.isArray(v) ? v.map(sort) : v;
  return JSON.stringify(sort(JSON.parse(json)), null, 2);
}

const JSON_FORMATTER_EXAMPLE = toolExample('json-formatter');

/** ToolLayout's hint beside Copy and Download while a tool has no result (common:tool.noResultYet). */
const NO_RESULT = 'No result yet: these buttons turn on once there is one.';

/**
 * One row per catalogue entry (a tool without a row fails the suite). Keep each
 * group's rows together; add a new tool's row to its group.
 */
export const CONTRACTS: Record<string, ToolContract> = {
  // — text —
  'case-converter': {
    example:
      'The Quick Brown Fox Jumps Over The Lazy Dog. It Was A Bright, Cold Day In April.\n' +
      'Javascript And Typescript Power Most Modern Web Apps.',
    empty: { action: 'UPPER CASE', message: 'Please enter some text first' },
  },
  'word-counter': {
    // The words card; Copy gives every statistic.
    output: (page) => page.getByTestId('stat-words').locator('dd'),
    example: '39',
    copied: [
      'Words: 39',
      'Characters: 224',
      'Characters (no spaces): 185',
      'Sentences: 5',
      'Paragraphs: 2',
      'Lines: 4',
      'Reading time: 10 s',
      'Speaking time: 16 s',
    ].join('\n'),
    clearedOutput: '0',
    empty: { waits: 'Copy', hint: NO_RESULT },
  },
  'text-diff': {
    // The "added" count; Copy gives the whole unified diff.
    output: (page) => page.getByTestId('diff-added'),
    example: '3',
    copied:
      '--- original\n+++ modified\n@@ -1,6 +1,7 @@\n The quick brown fox\n-jumps over the lazy dog.\n+leaps over the lazy dog.\n' +
      ' Pack my box with\n five dozen liquor jugs.\n-How vexingly quick\n+How quick\n daft zebras jump!\n+Sphinx of black quartz, judge my vow.\n',
    empty: { action: 'Compare', message: 'Please enter text in both fields' },
    // Both texts emptied.
    stale: { input: (page) => page.getByRole('textbox', { name: /^(Original|Changed) text$/ }) },
  },
  'text-sorter': {
    example: 'Apple\nbanana\nbanana\ncherry\nitem1\nitem2\nitem10',
    empty: { action: 'Sort lines', message: 'Please enter some text first' },
  },
  'html-to-text': {
    example: [
      'Release notes',
      '',
      'Version 2.0 brings faster exports & a new look.',
      '',
      '• Dark mode',
      '• Keyboard shortcuts',
      '',
      '1. Update the app',
      '2. Restart it',
      '',
      'Questions?',
      'Write to us — we answer within a day.',
    ].join('\n'),
    empty: { action: 'Convert', message: 'Please enter some text first' },
  },
  'text-replacer': {
    example:
      'Dear customer,\n' +
      'Thank you for your purchase #1042. Your purchase will ship within 2 business days.\n' +
      'If you have any questions about your purchase, just reply to this email.',
    empty: { action: 'Replace all', message: 'Please enter some text first' },
  },
  'duplicate-remover': {
    example: ['apple@example.com', 'banana@example.com', 'Apple@example.com', 'cherry@example.com', 'date@example.com'].join('\n'),
    empty: { action: 'Remove duplicates', message: 'Please enter some text first' },
  },
  'whitespace-remover': {
    example: 'Meeting notes\nDate: Monday, June 3\nAttendees: Ana, Wei and Sam\n- Review the budget\n- Plan the launch',
    empty: { action: 'Clean whitespace', message: 'Please enter some text first' },
  },
  'markdown-preview': {
    // The rendered document (gone when the editor is empty); Copy gives its HTML.
    output: (page) => page.getByTestId('markdown-preview').locator(':scope > div'),
    example: /^Release notes/,
    // Safe HTML of the document: links as written (the preview alone opens them in a new tab).
    copied: /^<h1>Release notes<\/h1>(?=[^]*<table>)(?=[^]*<a href="https:\/\/example\.com\/changelog">)(?![^]*target=)/,
    empty: { waits: 'Copy', hint: NO_RESULT },
  },
  'lorem-ipsum': {
    // Random words: three paragraphs, the first with the classic opening.
    example: /^Lorem ipsum dolor sit amet, consectetur adipiscing elit\.[^\n]*\.\n\n[A-Z][^\n]*\.\n\n[A-Z][^\n]*\.$/,
    empty: { waits: 'Copy', hint: NO_RESULT },
    // A generator: its only input is a count, and an empty count is clamped and generates afresh.
    stale: null,
  },

  // — data / developer / images / hashing —
  'image-compressor': {
    // The example is a generated 1200×800 picture; the result is its card's saving.
    output: (page) => page.getByTestId('image-note'),
    example: /^Saved \d+(\.\d)?%$/,
    copied: null,
    cleared: 'Images cleared',
    empty: { action: 'Compress', message: 'Please upload an image first' },
    // The input is a picture, not text: removing it is Clear (checked above).
    stale: null,
  },
  'image-resizer': {
    // The example halves a generated 1200×800 picture.
    output: (page) => page.getByTestId('image-after-dims'),
    example: '600 × 400 px',
    copied: null,
    cleared: 'Images cleared',
    empty: { action: 'Resize', message: 'Please upload an image first' },
    // The input is a picture, not text: removing it is Clear (checked above).
    stale: null,
  },
  'csv-to-json': {
    example: JSON.stringify(
      [
        { name: 'Ada Lovelace', age: '36', city: 'London', member: 'true', note: 'Wrote the first program, in 1843' },
        { name: 'José Martí', age: '42', city: 'La Habana', member: 'false', note: 'Poet; "Versos sencillos"' },
        { name: '李华', age: '29', city: '北京', member: 'true', note: '' },
        { name: 'Zoë Smith', age: '31', city: 'Zürich', member: 'false', note: 'Two\nlines' },
      ],
      null,
      2,
    ),
    empty: { action: 'Convert to JSON', message: 'Please enter some text first' },
  },
  'json-to-csv': {
    example: [
      'id,name,email,address.city,address.zip,tags,active,note',
      '1,Ada Lovelace,ada@example.com,London,NW1,"[""math"",""poetry""]",,',
      '2,José Martí,jose@example.com,La Habana,,,true,',
      '3,李华,,,,,,"Says ""hi"", often"',
    ].join('\n'),
    empty: { action: 'Convert to CSV', message: 'Please enter JSON' },
  },
  'xml-to-json': {
    // Children first, then the attributes under "@_".
    example: JSON.stringify(
      {
        library: {
          book: [
            { title: 'Pride & Prejudice', author: 'Jane Austen', year: '1813', '@_id': '1', '@_lang': 'en' },
            { title: 'Cien años de soledad', author: 'Gabriel García Márquez', year: '1967', '@_id': '2', '@_lang': 'es' },
            { title: '红楼梦', author: '曹雪芹', note: 'Also known as "The Story of the Stone"', '@_id': '3', '@_lang': 'zh' },
          ],
          '@_name': 'City Library',
        },
      },
      null,
      2,
    ),
    empty: { action: 'Convert to JSON', message: 'Please enter XML' },
  },
  'markdown-to-html': {
    // The converter's HTML source (the rendered preview is the tool's own spec).
    example: /^<h1>Project notes<\/h1>\n<p>Markdown becomes <strong>clean HTML<\/strong>(?=[^]*<table>)(?=[^]*<code>&lt;script&gt;<\/code>)/,
    empty: { action: 'Convert to HTML', message: 'Please enter markdown' },
  },
  'json-formatter': {
    example: JSON.stringify(JSON.parse(JSON_FORMATTER_EXAMPLE), null, 2),
    empty: { action: 'Format', message: 'Please enter JSON data' },
  },
  'sql-formatter': {
    example: formatSql(EXAMPLE_SQL, { language: 'sql', keywordCase: 'upper', tabWidth: 2, useTabs: false }),
    empty: { action: 'Format SQL', message: 'Please enter the code first' },
  },
  'code-minifier': {
    example:
      '<!doctype html><html lang="en"><head><title>Example</title><style>body{margin:0;font-family:sans-serif}</style></head>' +
      '<body><h1 class="title">Hello, world!</h1><button type="button" disabled>Click me</button>' +
      '<script>var greeting="Hello, world";console.log(greeting)</script></body></html>',
    empty: { action: 'Minify', message: 'Please enter the code first' },
  },
  'hash-generator': {
    // The SHA-256 field (a dash when empty); Copy gives all three digests of "The quick brown fox jumps over the lazy dog".
    output: (page) => page.getByTestId('digest-sha256'),
    example: 'd7a8fbb307d7809469ca9abcb0082e4f8d5651e46d3cdb762d02d0bf37c9e592',
    copied:
      'MD5: 9e107d9d372bb6826bd81d3542a419d6\n' +
      'SHA-1: 2fd4e1c67a2d28fced849ee1bb76e7391b93eb12\n' +
      'SHA-256: d7a8fbb307d7809469ca9abcb0082e4f8d5651e46d3cdb762d02d0bf37c9e592',
    clearedOutput: '—',
    empty: { action: 'Generate hashes', message: 'Please enter some text first' },
  },

  // — converters and generators (issue 7) —
  'qr-generator': {
    output: (page) => page.getByTestId('qr-payload'),
    example: 'https://example.com',
    cleared: 'Content cleared',
    empty: { waits: 'Download PNG', hint: 'Please enter text or URL' },
  },
  'barcode-generator': {
    output: (page) => page.getByTestId('barcode-value'),
    // The example is 12 digits: the EAN-13 check digit (7) is computed and appended.
    example: '5901234123457',
    empty: { waits: 'Download PNG', hint: 'Please enter text to encode' },
    stale: { input: (page) => page.getByLabel('Text to encode'), action: null },
  },
  'color-picker': {
    output: (page) => page.getByTestId('color-hex'),
    example: '#ff6347',
    cleared: 'Colour cleared',
    // A colour is always shown until cleared; an unrecognised one is an inline message (own spec).
    empty: null,
    stale: { input: (page) => page.getByLabel('Colour value') },
  },
  'color-gradient-generator': {
    output: (page) => page.getByTestId('gradient-css'),
    example: 'background: linear-gradient(135deg, #c471f5 0%, #56ccf2 50%, #fa71cd 100%);',
    // A gradient always exists: Clear resets to the default one.
    cleared: 'Gradient reset',
    clearedOutput: 'background: linear-gradient(90deg, #ff7e5f 0%, #feb47b 100%);',
    empty: null,
    // A gradient always exists (its stops are the input): there is nothing to empty.
    stale: null,
  },
  'uuid-generator': {
    // The example: five v7 UUIDs, one per line.
    example: /^(?:[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}\n){4}[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    empty: { waits: 'Download', hint: NO_RESULT },
    // A generator: the button makes UUIDs from options alone, there is no input to empty.
    stale: null,
  },
  'password-generator': {
    example: /^[A-Za-z0-9!@#$%^&*()\-_=+[\]{};:,.<>/?~]{20}$/,
    empty: { waits: 'Download', hint: NO_RESULT },
    // A generator: the button makes passwords from options alone, there is no input to empty.
    stale: null,
  },
  'unit-converter': {
    // 26.2 mi (a marathon) at 6 decimals.
    example: '42.164813',
    // A value is always there (1 mi by default); an invalid one is an inline message (own spec).
    empty: null,
    stale: { input: (page) => page.getByLabel('Value', { exact: true }) },
  },
  base64: {
    // The example (accents, CJK, an emoji) encoded as UTF-8, standard alphabet, padded.
    example: 'SGVsbG8sIOS4lueVjCEg8J+RiyBCYXNlNjQga2VlcHMgZXZlcnkgY2hhcmFjdGVyOiBjYWbDqSwgw7FhbmTDui4=',
    empty: { action: 'Encode', message: 'Please enter some text first' },
  },
  'url-encoder': {
    // The example is a URL with encoded query values, decoded as a component.
    example: 'https://example.com/search?q=café au lait&lang=fr&tags=a,b#résultats',
    empty: { action: 'Encode', message: 'Please enter some text first' },
  },
  'timestamp-converter': {
    example: '2023-11-14T22:13:20.000Z',
    empty: { waits: 'Copy', hint: NO_RESULT },
    stale: { input: (page) => page.getByLabel('Unix timestamp', { exact: true }) },
  },

  // — calculators and finance (issue 8) —
  'percentage-calculator': {
    output: (page) => page.locator('[data-testid="calculator-results"][data-valid="true"]'),
    example: /^15% of 8012/,
    copied: '15% of 80: 12\n15 is what % of 80: 18.75%\nChange from 15 to 80: 433.33% increase\n80 + 15%: 92\n80 − 15%: 68',
    cleared: 'Values cleared',
    empty: { action: 'Calculate', message: 'Please enter valid values for all fields' },
    stale: { input: (page) => page.getByLabel('Number X', { exact: true }) },
  },
  'bmi-calculator': {
    output: (page) => page.locator('[data-testid="calculator-results"][data-valid="true"]'),
    example: /^Your BMI22\.9Category/,
    copied: 'Your BMI: 22.9\nCategory: Normal weight\nHealthy weight for your height: 56.7 kg – 76.3 kg',
    cleared: 'Values cleared',
    empty: { action: 'Calculate', message: 'Please enter valid values for all fields' },
    stale: { input: (page) => page.getByLabel('Weight', { exact: true }) },
  },
  'discount-calculator': {
    output: (page) => page.locator('[data-testid="calculator-results"][data-valid="true"]'),
    example: /^You save70\.00/,
    copied: 'You save: 70.00\nPrice after discount: 180.00\nTotal discount: 28%\nSales tax: 14.85\nFinal price with tax: 194.85',
    cleared: 'Values cleared',
    empty: { action: 'Calculate', message: 'Please enter valid values for all fields' },
    stale: { input: (page) => page.getByLabel('Original price', { exact: true }) },
  },
  'age-calculator': {
    output: (page) => page.locator('[data-testid="calculator-results"][data-valid="true"]'),
    example: /^Age34 years, 7 months, 14 days/,
    copied:
      'Age: 34 years, 7 months, 14 days\nTotal months: 415\nTotal weeks: 1,806 weeks, 6 days\nTotal days: 12,648\n' +
      'Next birthday: July 15, 2025 (turns 35)\nDays until next birthday: 136 days',
    cleared: 'Values cleared',
    empty: { action: 'Calculate', message: 'Please enter valid values for all fields' },
    stale: { input: (page) => page.getByLabel('Date of birth', { exact: true }) },
  },
  'date-calculator': {
    output: (page) => page.locator('[data-testid="calculator-results"][data-valid="true"]'),
    example: /^Days \(end date not counted\)358/,
    copied:
      'Days (end date not counted): 358\nWeeks: 51 weeks, 1 day\nMonths: 11 months, 24 days\n' +
      'Years: 0 years, 11 months, 24 days\nBusiness days (Mon–Fri): 256',
    cleared: 'Values cleared',
    empty: { action: 'Calculate', message: 'Please enter valid values for all fields' },
    stale: { input: (page) => page.getByLabel('Start date', { exact: true }) },
  },
  'tip-calculator': {
    output: (page) => page.locator('[data-testid="calculator-results"][data-valid="true"]'),
    example: /^Each person pays33\.98/,
    copied: 'Each person pays: 33.98\nTip: 15.55\nTotal with tip: 101.95\nTip per person: 5.18',
    cleared: 'Values cleared',
    empty: { action: 'Calculate', message: 'Please enter valid values for all fields' },
    stale: { input: (page) => page.getByLabel('Bill amount', { exact: true }) },
  },
  'loan-calculator': {
    output: (page) => page.locator('[data-testid="calculator-results"][data-valid="true"]'),
    example: /Monthly payment\s*1,264\.14/,
    copied: /^Monthly payment: 1,264\.14\nTotal payment: 455,085\.82\nTotal interest: 255,085\.82\nNumber of payments: 360$/,
    cleared: 'Values cleared',
    empty: { action: 'Calculate', message: 'Please enter valid values for all fields' },
    stale: { input: (page) => page.getByLabel('Loan amount', { exact: true }) },
  },
  'interest-calculator': {
    output: (page) => page.locator('[data-testid="calculator-results"][data-valid="true"]'),
    example: /Total amount\s*1,647\.01/,
    copied: /^Total amount: 1,647\.01\nInterest earned: 647\.01\nEffective annual rate: 5\.1162%$/,
    cleared: 'Values cleared',
    empty: { action: 'Calculate', message: 'Please enter valid values for all fields' },
    stale: { input: (page) => page.getByLabel('Principal', { exact: true }) },
  },
  'investment-calculator': {
    output: (page) => page.locator('[data-testid="calculator-results"][data-valid="true"]'),
    example: /Future value\s*54,713\.58/,
    copied: /^Future value: 54,713\.58\nTotal contributions: 34,000\.00\nTotal earnings: 20,713\.58$/,
    cleared: 'Values cleared',
    empty: { action: 'Calculate', message: 'Please enter valid values for all fields' },
    // Either amount alone is an investment: both are emptied.
    stale: { input: (page) => page.getByLabel(/^(Initial investment|Monthly contribution)$/) },
  },
  'credit-card-calculator': {
    output: (page) => page.locator('[data-testid="calculator-results"][data-valid="true"]'),
    example: /Time to pay off\s*94 months \(7 years 10 months\)/,
    copied: /^Time to pay off: 94 months \(7 years 10 months\)\nTotal paid: 9,311\.18\nTotal interest: 4,311\.18$/,
    cleared: 'Values cleared',
    empty: { action: 'Calculate', message: 'Please enter valid values for all fields' },
    stale: { input: (page) => page.getByLabel('Card balance', { exact: true }) },
  },

  // — timers and productivity (issue 8) —
  'stopwatch-timer': {
    output: (page) => page.getByTestId('countdown-display'),
    example: '03:00',
    copied: null,
    cleared: 'Timers reset',
    empty: { action: 'Start countdown', message: 'Please set a valid time' },
    // A timer: its display is the time that was set, not a result of an input.
    stale: null,
  },
  'pomodoro-timer': {
    output: (page) => page.getByTestId('pomodoro-display'),
    example: '50:00',
    copied: null,
    cleared: null,
    empty: null,
    // A timer: there is no input to empty.
    stale: null,
  },
  'random-picker': {
    example: /^(Alice|Bob|Carmen|David|Elena|Farid|Grace|Hiro)$/,
    empty: { action: 'Pick', message: 'Please enter at least one item' },
  },

  // — developer, security and network (issue 9) —
  'email-validator': {
    output: (page) => page.getByTestId('email-results'),
    // The results table (its text starts with the caption); Copy gives the valid addresses, each once.
    example: /alice@example\.com[\s\S]*frank@localhost\s*Domain must contain a dot$/,
    copied: 'alice@example.com\nbob.smith@mail.example.org\ncarol+news@example.co.uk',
    empty: { action: 'Validate', message: 'Please enter emails' },
  },
  'password-strength-checker': {
    output: (page) => page.getByTestId('strength-result'),
    example: /Estimated strength.*score [0-4] of 4/,
    copied: /^Estimated strength: [A-Za-z ]+ \(score [0-4] of 4\)\nOnline attack, rate-limited/,
    empty: { waits: 'Copy', hint: NO_RESULT },
    stale: { input: (page) => page.getByLabel('Password to check', { exact: true }) },
  },
  'http-status-codes': {
    output: (page) => page.getByTestId('status-results'),
    example: /404\s*Not Found/,
    copied: /^404 Not Found — The server cannot find/,
    cleared: 'Search cleared',
    empty: null,
    stale: { input: (page) => page.getByRole('searchbox', { name: 'Search status codes' }) },
  },
  'jwt-decoder': {
    output: (page) => page.getByTestId('jwt-payload'),
    example: /"name": "José Müller 张伟"/,
    empty: { action: 'Decode', message: 'Please enter a token' },
  },
  'regex-tester': {
    // The replace preview of the example ($<day>/$<month>/$<year> over three dates).
    example: 'Release 2.1 shipped on 15/03/2024, the hotfix on 18/03/2024.\nNext review: 02/04/2024 (moved from 2024-3-30, not a valid date).',
    empty: { action: 'Test', message: 'Please enter text to find' },
  },
  'recipe-builder': {
    // The example recipe: Base64 decode → JSON format → JSON sort keys, on the example's Base64.
    example: sortedJson(RECIPE_EXAMPLE_JSON),
    empty: { action: 'Run', message: 'Please enter some text first' },
  },
  // Network tools: the contract runs with every off-site request stubbed, so the two
  // whose result needs a third party are checked on their input field here; their own
  // specs cover results with page.route fixtures.
  'currency-converter': {
    output: (page) => page.getByLabel('Amount', { exact: true }),
    example: '250',
    copied: null,
    empty: { action: 'Convert', message: 'Please enter a valid amount' },
    // Offline here, the row watches its input field; the tool's own spec covers results.
    stale: null,
  },
  'ip-lookup': {
    output: (page) => page.getByLabel('IP address', { exact: true }),
    example: '8.8.8.8',
    copied: null,
    empty: null,
    // Offline here, the row watches its input field; the tool's own spec covers results.
    stale: null,
  },
  'api-tester': {
    example: /"short_name": "ToolBox"/,
    empty: { action: 'Send', message: 'Please enter a URL' },
    stale: { input: (page) => page.getByLabel('URL', { exact: true }) },
  },
  'prompt-generator': {
    example: /^# Role\nYou are an experienced consultant[\s\S]*# Output format\n/,
    empty: { action: 'Generate prompt', message: 'Please enter a topic or task' },
    stale: { input: (page) => page.getByLabel('Topic or task', { exact: true }) },
  },
  'pdf-merge': {
    // The example merges two generated documents of 3 and 2 pages.
    output: (page) => page.getByTestId('pdf-summary'),
    example: '5 pages · 2 files merged',
    copied: null,
    cleared: 'Files cleared',
    empty: { action: 'Merge PDFs', message: 'Please add a PDF first' },
    // The input is a file, not text: removing it is Clear (checked above).
    stale: null,
  },
  'pdf-split': {
    // The example splits a generated 6-page document by "1-2, 4, 5-".
    output: (page) => page.getByTestId('pdf-summary'),
    example: '3 files',
    copied: null,
    cleared: 'Files cleared',
    empty: { action: 'Split PDF', message: 'Please add a PDF first' },
    // The input is a file, not text: removing it is Clear (checked above).
    stale: null,
  },
  'pdf-organize': {
    // The example saves a generated 6-page document with its second page turned.
    output: (page) => page.getByTestId('pdf-summary'),
    example: '6 pages · 1 rotated',
    copied: null,
    cleared: 'Files cleared',
    empty: { action: 'Save PDF', message: 'Please add a PDF first' },
    // The input is a file, not text: removing it is Clear (checked above).
    stale: null,
  },
  'pdf-compress': {
    // The example compresses a generated 3-page PDF of 200 DPI photos at 150 DPI.
    output: (page) => page.getByTestId('pdf-summary'),
    example: /^[\d.]+ KB → [\d.]+ KB \(saved \d+%\)$/,
    copied: null,
    cleared: 'Files cleared',
    empty: { action: 'Compress PDF', message: 'Please add a PDF first' },
    // The input is a file, not text: removing it is Clear (checked above).
    stale: null,
  },
  'images-to-pdf': {
    // The example puts three generated pictures (JPEG, PNG, WebP) on A4 pages.
    output: (page) => page.getByTestId('pdf-summary'),
    example: '3 pages',
    copied: null,
    cleared: 'Images cleared',
    empty: { action: 'Make PDF', message: 'Please add an image first' },
    // The input is pictures, not text: removing them is Clear (checked above).
    stale: null,
  },
  'pdf-to-images': {
    // The example draws a generated 3-page document at 72 DPI as PNG.
    output: (page) => page.getByTestId('pdf-summary'),
    example: '3 images',
    copied: null,
    cleared: 'Files cleared',
    empty: { action: 'Convert to images', message: 'Please add a PDF first' },
    // The input is a file, not text: removing it is Clear (checked above).
    stale: null,
  },
};
