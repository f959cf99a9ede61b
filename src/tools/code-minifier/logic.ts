import type { CodeError, CodeLanguage } from '../../lib/jobs/code';

export type Mode = 'minify' | 'format';
export const LANGUAGES: readonly CodeLanguage[] = ['html', 'css', 'js'];
export const MODES: readonly Mode[] = ['minify', 'format'];

export const EXTENSIONS: Record<CodeLanguage, string> = { html: 'html', css: 'css', js: 'js' };
export const MIME_TYPES: Record<CodeLanguage, string> = {
  html: 'text/html;charset=utf-8',
  css: 'text/css;charset=utf-8',
  js: 'text/javascript;charset=utf-8',
};

export const EXAMPLES: Record<CodeLanguage, string> = {
  html: `<!DOCTYPE html>
<html lang="en">
  <head>
    <title>Example</title>
    <style>
      body { margin: 0px; font-family: sans-serif; }
    </style>
  </head>
  <body>
    <!-- main content -->
    <h1 class="title">  Hello,   world!  </h1>
    <button type="button" disabled="disabled">Click me</button>
    <script type="text/javascript">
      var greeting = "Hello" + ", " + "world";
      console.log(greeting);
    </script>
  </body>
</html>
`,
  css: `/* Buttons */
.button {
  color: #ffffff;
  background-color: #ff0000;
  margin: 0px 0px 0px 0px;
  padding: 10px 20px 10px 20px;
}

.button:hover {
  background-color: #cc0000;
}
`,
  js: `// Sum the prices of the items in a cart
function cartTotal(items) {
  let total = 0;
  for (const item of items) {
    total += item.price * item.quantity;
  }
  return total;
}

console.log(cartTotal([{ price: 2.5, quantity: 4 }, { price: 10, quantity: 1 }]));
`,
};

/** Share of the original size saved (negative when the result is larger), or null for an empty input. */
export function savedFraction(inputBytes: number, outputBytes: number): number | null {
  if (inputBytes <= 0) return null;
  return (inputBytes - outputBytes) / inputBytes;
}

/** Translation key and values for an error: "errors.minifyCss" or, with a position, "errors.minifyCssAt". */
export function errorMessageKey(error: CodeError): { key: string; values: Record<string, string | number> } {
  const key = `errors.${error.key}`;
  if (error.line !== undefined && error.column !== undefined) {
    return { key: `${key}At`, values: { line: error.line, column: error.column, detail: error.message } };
  }
  return { key, values: { detail: error.message } };
}

/** True when the text has no visible character; stops at the first one instead of copying megabytes like trim(). */
export function isBlank(text: string): boolean {
  return !/\S/.test(text);
}
