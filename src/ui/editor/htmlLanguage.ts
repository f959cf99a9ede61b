import { parser } from '@lezer/html';
import { LRLanguage, LanguageSupport, foldNodeProp } from '@codemirror/language';

/**
 * HTML without the CSS and JavaScript parsers that @codemirror/lang-html nests for <style> and <script>: those two
 * grammars are 43 KB of the 57 KB it weighs, and a page that minifies HTML does not need them to read its markup.
 * Scripts and styles show as plain text.
 */
const language = LRLanguage.define({
  name: 'html',
  parser: parser.configure({
    props: [
      foldNodeProp.add({
        Element(node) {
          const first = node.firstChild;
          const last = node.lastChild;
          if (!first || first.name !== 'OpenTag' || !last) return null;
          return { from: first.to, to: last.name === 'CloseTag' ? last.from : node.to };
        },
      }),
    ],
  }),
  languageData: { commentTokens: { block: { open: '<!--', close: '-->' } } },
});

export function html(): LanguageSupport {
  return new LanguageSupport(language);
}
