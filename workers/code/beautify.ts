import type { Plugin } from 'prettier';
import type { CodeLanguage } from './minify';
import { errorMessage, firstLine, success, type CodeErrorKey, type CodeResult, type ProgressFn } from './result';

/**
 * "Format" mode: prettier's standalone build and its plugins (about 1 MB)
 * are imported on first use only, so they are in neither the main bundle nor
 * the worker's start-up. No React, no DOM.
 */

const PARSERS: Record<CodeLanguage, string> = { html: 'html', css: 'css', js: 'babel' };
const ERROR_KEYS: Record<CodeLanguage, CodeErrorKey> = { html: 'formatHtml', css: 'formatCss', js: 'formatJs' };

async function pluginsFor(language: CodeLanguage): Promise<Plugin[]> {
  const load = (p: Promise<unknown>) => p as Promise<Plugin>;
  if (language === 'css') return [await load(import('prettier/plugins/postcss'))];
  const js = [await load(import('prettier/plugins/babel')), await load(import('prettier/plugins/estree'))];
  if (language === 'js') return js;
  // HTML formats its <script> and <style> contents with the JS and CSS printers.
  return [await load(import('prettier/plugins/html')), await load(import('prettier/plugins/postcss')), ...js];
}

/** Prettier appends "(line:column)" and a code frame to its messages; the position is reported separately. */
const POSITION_SUFFIX = /\s*\(\d+:\d+\)\s*$/;

export async function beautifyCode(code: string, language: CodeLanguage, onProgress?: ProgressFn): Promise<CodeResult> {
  onProgress?.(0);
  const [prettier, plugins] = await Promise.all([import('prettier/standalone'), pluginsFor(language)]);
  onProgress?.(0.2);
  try {
    const output = await prettier.format(code, { parser: PARSERS[language], plugins });
    onProgress?.(1);
    return success(code, output);
  } catch (err) {
    const e = err as { loc?: { start?: { line?: number; column?: number } } };
    const start = e.loc?.start;
    const message = firstLine(errorMessage(err)).replace(POSITION_SUFFIX, '');
    return {
      ok: false,
      error: {
        key: ERROR_KEYS[language],
        message,
        ...(typeof start?.line === 'number' ? { line: start.line, column: start.column ?? 1 } : {}),
      },
    };
  }
}
