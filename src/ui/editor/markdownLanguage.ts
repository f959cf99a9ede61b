import { GFM, parser } from '@lezer/markdown';
import { Language, LanguageSupport, defineLanguageFacet } from '@codemirror/language';
import { markdownHeadingFolds } from './markdownFolds';

/**
 * CommonMark with GitHub's extensions (tables, task lists, strikethrough), from the Lezer parser alone:
 * @codemirror/lang-markdown's module also loads the HTML, CSS and JavaScript grammars for embedded code, whatever
 * part of it is used (80 KB gzip more than this). Headings fold their sections (./markdownFolds.ts).
 */
const language = new Language(
  defineLanguageFacet({ commentTokens: { block: { open: '<!--', close: '-->' } } }),
  parser.configure(GFM),
  [],
  'markdown',
);

export function markdown(): LanguageSupport {
  return new LanguageSupport(language, markdownHeadingFolds);
}
