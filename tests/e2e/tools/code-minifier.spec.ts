import { test, expect, expectToast } from '../fixtures';
import { fieldText, outputHead } from '../editor';
import type { Page, Request } from '@playwright/test';
import { toolExample } from '../../shared/examples';
import { download, pasteGenerated, startAndCancel, toolActions } from './data-helpers';
import { openTool } from './tool-steps';
import { expectAccessibleStates, expectKeptThenNext, expectResponsiveJob } from './worker-jobs';

const EXAMPLES = toolExample<Record<'html' | 'css' | 'js', string>>('code-minifier');

const input = (page: Page) => page.getByLabel('Input', { exact: true });
const output = (page: Page) => page.getByTestId('tool-output');
const action = (page: Page, name: 'Minify' | 'Format') => page.getByRole('button', { name, exact: true });

const MINIFIED_HTML =
  '<!doctype html><html lang="en"><head><title>Example</title><style>body{margin:0;font-family:sans-serif}</style></head>' +
  '<body><h1 class="title">Hello, world!</h1><button type="button" disabled>Click me</button>' +
  '<script>var greeting="Hello, world";console.log(greeting)</script></body></html>';

/** Prettier's chunks: they must load only when Format is used. */
const PRETTIER_CHUNK = /\/assets\/(standalone|babel|estree)-[\w-]+\.js$/;

test.beforeEach(({ page }) => openTool(page, 'code-minifier', 'Code Minifier'));

test('load example minifies the HTML example, with sizes', async ({ page }) => {
  await toolActions(page).getByRole('button', { name: 'Load example' }).click();
  await expect(input(page)).toHaveFieldValue(EXAMPLES.html);
  await expectToast(page, 'Code minified');
  await expect(page.getByTestId('size-before')).toHaveText(`${Buffer.byteLength(EXAMPLES.html)} B`);
  await expect(page.getByTestId('size-after')).toHaveText(`${Buffer.byteLength(MINIFIED_HTML)} B`);
  const saved = (1 - Buffer.byteLength(MINIFIED_HTML) / Buffer.byteLength(EXAMPLES.html)) * 100;
  await expect(page.getByTestId('size-saved')).toHaveText(`${Math.round(saved * 10) / 10}%`);
  await expect(page.getByTestId('size-stats')).toContainText('Saved');
});

test('download saves minified.html; clear removes the sizes', async ({ page }) => {
  await toolActions(page).getByRole('button', { name: 'Load example' }).click();
  await expect(output(page)).toHaveFieldValue(MINIFIED_HTML);

  const file = await download(page);
  expect(file.name).toBe('minified.html');
  expect(file.text).toBe(MINIFIED_HTML);

  await toolActions(page).getByRole('button', { name: 'Clear' }).click();
  await expect(input(page)).toHaveFieldValue('');
  await expect(page.getByTestId('size-stats')).toHaveCount(0);
});

test('empty input asks for the code in Format mode too', async ({ page }) => {
  await page.getByLabel('Format (beautify)').check();
  await action(page, 'Format').click();
  await expectToast(page, 'Please enter the code first');
});

test('CSS and JavaScript minify; the download is named for the language', async ({ page }) => {
  await page.getByLabel('CSS', { exact: true }).check();
  await input(page).fill('/* buttons */\n.button {\n  color: #ff0000;\n  margin: 0px 0px;\n}\n');
  await action(page, 'Minify').click();
  await expect(output(page)).toHaveFieldValue('.button{color:red;margin:0}');
  expect((await download(page)).name).toBe('minified.css');

  await page.getByLabel('JavaScript').check();
  await expect(output(page)).toHaveFieldValue('');
  await input(page).fill('function add(a, b) {\n  return a + b;\n}\nconsole.log(add(1, 2)); // café 🎉');
  await action(page, 'Minify').click();
  await expect(output(page)).toHaveFieldValue('function add(d,n){return d+n}console.log(add(1,2));');
  expect((await download(page)).name).toBe('minified.js');
});

test.describe('errors name the language, line and column, and keep the input', () => {
  for (const [language, code, message] of [
    ['JavaScript', 'function (a {\n return 1 }', 'Error minifying JS (line 1, column 10): Unexpected token: punc (()'],
    ['CSS', 'a { color: red; \n b {', 'Error minifying CSS (line 2, column 4): Colon is expected'],
    ['HTML', '<div>\n  <p <<a>>\n</div>', 'Error minifying HTML (line 2, column 3): Parse Error: <p <<a>>'],
  ] as const) {
    test(language, async ({ page }) => {
      await page.getByLabel(language, { exact: true }).check();
      await input(page).fill(code);
      await action(page, 'Minify').click();
      await expectToast(page, message);
      await expect(page.getByTestId('tool-error').locator('p').first()).toHaveText(message);
      await expect(input(page)).toHaveFieldValue(code);
      await expect(output(page)).toHaveFieldValue('');
    });
  }

  test('format errors too', async ({ page }) => {
    await page.getByLabel('JavaScript').check();
    await page.getByLabel('Format (beautify)').check();
    await input(page).fill('const a = {\n');
    await action(page, 'Format').click();
    await expectToast(page, 'Error formatting JS (line 2, column 1): Unexpected token');
  });
});

test('templated HTML (<?php ?>) minifies in the browser; with CSS too once clean-css is aliased', async ({ page }) => {
  await input(page).fill('<div>\n  <?php echo $name; ?>\n</div>\n<p>  <% x %>  </p>');
  await action(page, 'Minify').click();
  await expect(output(page)).toHaveFieldValue('<div> <?php echo $name; ?> </div><p> <% x %> </p>');

  // With CSS, html-minifier-terser calls clean-css itself; the real one cannot run in a worker.
  // Without the workers/shims/clean-css.ts alias the tool says so plainly (never "r.resolve is not a function").
  await toolActions(page).getByRole('button', { name: 'Clear' }).click();
  await input(page).fill('<div style="color : red"><?php echo 1 ?></div>\n<style> a { color : red } </style>');
  await action(page, 'Minify').click();
  await page.waitForFunction(
    () => document.querySelector('[data-testid="tool-error"]') ||
      (document.querySelector('[data-testid="tool-output"] .cm-editor') as (Element & { toolboxEditor?: { text(): string } }) | null)?.toolboxEditor?.text(),
  );
  const minified = await fieldText(output(page));
  if (minified) expect(minified).toBe('<div style="color:red"><?php echo 1 ?></div><style>a{color:red}</style>');
  else {
    await expect(page.getByTestId('tool-error').locator('p').first()).toHaveText(
      'Error minifying HTML: Template tags (<?…?>, <%…%>) in HTML that also has CSS are not supported yet',
    );
  }
});

test('format mode loads prettier only when used', async ({ page }) => {
  const prettierRequests: string[] = [];
  const onRequest = (request: Request) => {
    if (PRETTIER_CHUNK.test(request.url())) prettierRequests.push(request.url());
  };
  page.on('request', onRequest);
  page.context().on('request', onRequest);

  await page.getByLabel('JavaScript').check();
  await input(page).fill('const a={b:1,c:[1,2]};function f(){return a}');
  await action(page, 'Minify').click();
  await expect(output(page)).toHaveFieldValue('const a={b:1,c:[1,2]};function f(){return a}');
  expect(prettierRequests, 'prettier is not loaded by the page or by minifying').toEqual([]);

  await page.getByLabel('Format (beautify)').check();
  await action(page, 'Format').click();
  await expect(output(page)).toHaveFieldValue('const a = { b: 1, c: [1, 2] };\nfunction f() {\n  return a;\n}\n');
  await expectToast(page, 'Code formatted');
  await expect(page.getByTestId('size-stats')).toContainText('Larger by');
  expect((await download(page)).name).toBe('formatted.js');
  expect(prettierRequests.length, 'prettier chunks were fetched for Format').toBeGreaterThan(0);
});

test('10 MB of CSS minifies while the page stays responsive', { tag: '@large' }, async ({ page }) => {
  test.setTimeout(300_000);
  await page.getByLabel('CSS', { exact: true }).check();
  // Icon sprites inlined as data URIs: the usual way a stylesheet reaches megabytes.
  await expectResponsiveJob(page, {
    input: input(page), button: action(page, 'Minify'), toast: 'Code minified', arg: 10,
    generate: (mb: number) => {
      const rules: string[] = [];
      let size = 0;
      for (let i = 0; size < mb * 1024 * 1024; i++) {
        const data = `${i.toString(36)}iVBORw0KGgoAAAANSUhEUgAA${'AAAAEAAAABAQMAAAAl21bKAAAAA1BMVEX'.repeat(3000)}`;
        const rule = `.icon-${i} {\n  background-image: url("data:image/png;base64,${data}");\n  width: 16px;\n  margin: 0px 0px;\n}\n`;
        rules.push(rule);
        size += rule.length;
      }
      return rules.join('');
    },
  });
  const shown = await outputHead(page, 100);
  expect(shown.length, 'the whole result is in the field').toBeGreaterThan(1_000_000);
  expect(shown.head.startsWith('.icon-0{background-image:url(data:image/png;base64,0iVBOR')).toBe(true);
  await expect(page.getByTestId('size-before')).toHaveText(/MB$/);
});

test('cancel stops a running minification without an error; the next one works', async ({ page }) => {
  test.setTimeout(120_000);
  await page.getByLabel('JavaScript').check();
  // About 2 MB of functions: terser needs seconds for it on any machine.
  await pasteGenerated(
    input(page),
    (n: number) =>
      Array.from({ length: n }, (_, i) => `function handler${i}(event) {\n  const value = event.target.value + ${i};\n  return value * 2;\n}\n`).join(''),
    20_000,
  );
  await startAndCancel(page, action(page, 'Minify'), 'Minifying…', output(page));

  await expectKeptThenNext(input(page), action(page, 'Minify'), output(page), 'var a = 1 + 2;', 'var a=3;');
});

for (const theme of ['light', 'dark'] as const) {
  test(`sizes and errors are accessible (${theme})`, ({ page }) => expectAccessibleStates(page, theme, [
    async () => {
      await toolActions(page).getByRole('button', { name: 'Load example' }).click();
      await expect(page.getByTestId('size-saved')).toBeVisible();
    },
    async () => {
      await page.getByLabel('JavaScript').check();
      await input(page).fill('let = ;');
      await action(page, 'Minify').click();
      await expect(page.getByTestId('tool-error')).toBeVisible();
    },
  ]));
}
