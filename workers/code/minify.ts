import { installProcessShim } from '../shims/process';
import { errorMessage, firstLine, positionAt, success, type CodeResult, type ProgressFn } from './result';

/**
 * Minifiers, each loaded on first use so the worker starts small. No React,
 * no DOM: runs in the code worker and in node.
 */

export type CodeLanguage = 'html' | 'css' | 'js';
export const CODE_LANGUAGES: readonly CodeLanguage[] = ['html', 'css', 'js'];

interface ParseErrorLike {
  message: string;
  line?: number;
  column?: number;
}

type Csso = typeof import('csso');

/**
 * csso's parser is forgiving: what it cannot parse becomes a raw node, and
 * raw nodes inside a rule are then dropped from the output. Silently losing
 * declarations is worse than refusing, so such errors are reported. Raw
 * at-rule preludes are kept verbatim (e.g. `@container (min-width: 400px)`,
 * which csso does not know yet) and are not errors.
 */
function parseCss(csso: Csso, css: string) {
  const errors: { error: ParseErrorLike; node: unknown }[] = [];
  const ast = csso.syntax.parse(css, {
    onParseError: (error: ParseErrorLike, node: unknown) => errors.push({ error, node }),
  } as Parameters<Csso['syntax']['parse']>[1]);
  if (errors.length === 0) return { ast, error: null };
  const lost = new Set<unknown>();
  csso.syntax.walk(ast, {
    visit: 'Raw',
    enter(this: { rule: unknown }, node: unknown) {
      if (this.rule) lost.add(node);
    },
  } as Parameters<Csso['syntax']['walk']>[1]);
  return { ast, error: errors.find((e) => lost.has(e.node))?.error ?? null };
}

export async function minifyCss(css: string): Promise<CodeResult> {
  const csso = await import('csso');
  try {
    const { ast, error } = parseCss(csso, css);
    if (error) return { ok: false, error: { key: 'minifyCss', message: firstLine(error.message), line: error.line, column: error.column } };
    // What csso.minify does, minus a second parse.
    return success(css, csso.syntax.generate(csso.syntax.compress(ast).ast));
  } catch (err) {
    return { ok: false, error: { key: 'minifyCss', message: firstLine(errorMessage(err)) } };
  }
}

const MODULE_SYNTAX = /^\s*(?:import\s*[\w{*'"]|export\s)/m;

export async function minifyJs(js: string): Promise<CodeResult> {
  const { minify } = await import('terser');
  try {
    // Scripts keep their top-level names (they are globals); ES modules may be mangled whole.
    const result = await minify(js, { module: MODULE_SYNTAX.test(js), compress: true, mangle: true });
    return success(js, result.code ?? '');
  } catch (err) {
    const e = err as { message?: string; line?: number; col?: number };
    const position = typeof e.line === 'number' ? { line: e.line, column: (e.col ?? 0) + 1 } : {};
    return { ok: false, error: { key: 'minifyJs', message: firstLine(e.message ?? errorMessage(err)), ...position } };
  }
}

/** html-minifier-terser says "Parse Error: <the rest of the input from where it failed>". */
const HTML_PARSE_ERROR = /^Parse Error: ([\s\S]*)$/;

/**
 * html-minifier-terser's default `ignoreCustomFragments` (<% %> and <? ?>
 * template tags). When the input has one and any CSS, it runs clean-css
 * itself (to find tags inside the CSS), whatever `minifyCSS` is, and the real
 * clean-css needs Node's `path`, which a browser worker lacks. With clean-css
 * aliased to workers/shims/clean-css.ts in the Vite config this works; until
 * then such input gets a clear error instead of "r.resolve is not a function".
 */
export const TEMPLATE_CSS_UNSUPPORTED = 'Template tags (<?…?>, <%…%>) in HTML that also has CSS are not supported yet';
const TEMPLATE_FRAGMENT = /<%[\s\S]*?%>|<\?[\s\S]*?\?>/;

export async function minifyHtml(html: string): Promise<CodeResult> {
  installProcessShim();
  const [{ minify }, csso] = await Promise.all([import('html-minifier-terser'), import('csso')]);
  // Async: html-minifier-terser chains .then() on it when the page has template tags.
  const minifyCSS = async (text: string, type?: string) => {
    try {
      if (type === 'inline') return csso.minifyBlock(text).css;
      if (type === 'media') return text.trim();
      return csso.minify(text).css;
    } catch {
      return text;
    }
  };
  try {
    const output = await minify(html, {
      collapseWhitespace: true,
      collapseBooleanAttributes: true,
      removeComments: true,
      removeRedundantAttributes: true,
      removeScriptTypeAttributes: true,
      removeStyleLinkTypeAttributes: true,
      useShortDoctype: true,
      minifyCSS,
      minifyJS: true,
    });
    return success(html, output);
  } catch (err) {
    const message = errorMessage(err);
    const rest = HTML_PARSE_ERROR.exec(message)?.[1];
    if (rest !== undefined) {
      const at = rest ? html.lastIndexOf(rest) : -1;
      const snippet = firstLine(rest).slice(0, 40);
      return {
        ok: false,
        error: { key: 'minifyHtml', message: `Parse Error: ${snippet}`, ...(at >= 0 ? positionAt(html, at) : {}) },
      };
    }
    if (TEMPLATE_FRAGMENT.test(html)) return { ok: false, error: { key: 'minifyHtml', message: TEMPLATE_CSS_UNSUPPORTED } };
    return { ok: false, error: { key: 'minifyHtml', message: firstLine(message) } };
  }
}

export async function minifyCode(code: string, language: CodeLanguage, onProgress?: ProgressFn): Promise<CodeResult> {
  onProgress?.(0);
  const result = language === 'html' ? await minifyHtml(code) : language === 'css' ? await minifyCss(code) : await minifyJs(code);
  onProgress?.(1);
  return result;
}
