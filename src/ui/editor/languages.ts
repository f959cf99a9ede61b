import type { Extension } from '@codemirror/state';
import type { EditorLanguage } from '../editorTypes';
import type { TokenLanguage } from './tokenize';
import type { FoldLanguage } from '../../lib/jobs/editor';

/**
 * Each language's Lezer support, loaded when an editor first needs it: a JSON page never downloads the Markdown
 * grammar. CSV has no grammar, and JavaScript's (30 KB gzip, with TypeScript and JSX in the same tables) would take
 * the code minifier's page over its budget: the viewport tokenizer colours both at every size, and the worker finds
 * JavaScript's folds.
 */
const LEZER: Partial<Record<EditorLanguage, () => Promise<Extension>>> = {
  json: () => import('@codemirror/lang-json').then((m) => m.json()),
  xml: () => import('@codemirror/lang-xml').then((m) => m.xml()),
  html: () => import('./htmlLanguage').then((m) => m.html()),
  sql: () => import('@codemirror/lang-sql').then((m) => m.sql()),
  css: () => import('./cssLanguage').then((m) => m.css()),
  markdown: () => import('./markdownLanguage').then((m) => m.markdown()),
};

const loaded = new Map<EditorLanguage, Promise<Extension | null>>();

/** The language's parser, or null for plain text and CSV (or when its chunk cannot load, offline before caching). */
export function lezerSupport(language: EditorLanguage): Promise<Extension | null> {
  let support = loaded.get(language);
  if (!support) {
    const load = LEZER[language];
    support = load ? load().catch(() => null) : Promise.resolve(null);
    loaded.set(language, support);
  }
  return support;
}

/** Whether the language has a Lezer parser here (the others are tokenized on screen at every size). */
export function hasLezer(language: EditorLanguage): boolean {
  return language in LEZER;
}

/** The viewport tokenizer's language for large documents (null: plain text). */
export function tokenLanguage(language: EditorLanguage): TokenLanguage | null {
  return language === 'text' ? null : language;
}

/** Which worker folding suits a language's large documents (null: none). */
export function foldLanguage(language: EditorLanguage): FoldLanguage | null {
  return language === 'json' || language === 'javascript' || language === 'css' || language === 'sql' || language === 'xml' || language === 'html'
    ? language
    : null;
}
