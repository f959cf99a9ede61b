import { parser } from '@lezer/css';
import { LRLanguage, LanguageSupport, continuedIndent, foldInside, foldNodeProp, indentNodeProp } from '@codemirror/language';

/**
 * CSS from its Lezer grammar alone: @codemirror/lang-css also brings its completions and with them the autocomplete
 * package, which this editor does not use (and which took the editor with CSS over its 130 KB budget).
 */
const language = LRLanguage.define({
  name: 'css',
  parser: parser.configure({
    props: [
      indentNodeProp.add({ Declaration: continuedIndent() }),
      foldNodeProp.add({ 'Block KeyframeList': foldInside }),
    ],
  }),
  languageData: { commentTokens: { block: { open: '/*', close: '*/' } }, indentOnInput: /^\s*\}$/ },
});

export function css(): LanguageSupport {
  return new LanguageSupport(language);
}
