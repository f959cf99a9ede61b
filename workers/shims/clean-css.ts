import { minify } from 'csso';

/**
 * A stand-in for clean-css, for html-minifier-terser in the browser, wired in
 * by the `clean-css` alias in vite.config.ts (build and vitest alike).
 * Real clean-css needs Node's path, fs, http and os, and pulls them into the
 * code worker as broken stubs. html-minifier-terser only ever calls
 * `new CleanCSS(options).minify(css, callback?)` and reads `styles`,
 * `errors` and `warnings`; csso does the minifying, as everywhere else here.
 */
interface Output {
  styles: string;
  errors: string[];
  warnings: string[];
}

export default class CleanCSS {
  minify(css: string, callback?: (error: null, output: Output) => void): Output {
    let output: Output;
    try {
      output = { styles: minify(css).css, errors: [], warnings: [] };
    } catch (err) {
      output = { styles: css, errors: [err instanceof Error ? err.message : String(err)], warnings: [] };
    }
    callback?.(null, output);
    return output;
  }
}
