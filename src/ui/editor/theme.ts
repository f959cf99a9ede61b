import { EditorView } from '@codemirror/view';
import { tags as t, tagHighlighter } from '@lezer/highlight';
import { syntaxHighlighting } from '@codemirror/language';

/**
 * The editor's look, on the site's own colour variables (src/index.css), so light and dark follow the page's theme
 * class with no reconfiguration. Token colours are classes (`tok-*`, ./editor.css) that both the Lezer parsers
 * (small documents) and the viewport tokenizer (large ones, ./viewportHighlight.ts) emit.
 */
const MONO = 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace';

export const editorTheme = EditorView.theme({
  '&': {
    color: 'var(--foreground)',
    backgroundColor: 'var(--background)',
    border: '1px solid var(--input)',
    borderRadius: '0.375rem',
    fontSize: '0.875rem',
    // Grows with its text from the field's rows to about a screen, then scrolls inside (only what is in view is drawn).
    minHeight: 'var(--editor-min-height, 8rem)',
    maxHeight: 'min(70vh, 42rem)',
    // CodeMirror lifts its panels (our status line) to z-index 300: without a stacking context of its own the line
    // showed through the sticky header and through every dialog's overlay (z-index 50) opened over the field.
    isolation: 'isolate',
  },
  '&.cm-focused': { outline: '2px solid var(--ring)', outlineOffset: '-1px' },
  // Fills the editor's height, so the status line stays at the bottom of a short text.
  '.cm-scroller': { fontFamily: MONO, lineHeight: '1.5', overflow: 'auto', flexGrow: '1', minHeight: '0' },
  '.cm-status': { padding: '0.125rem 0.75rem', fontSize: '0.75rem', color: 'var(--muted-foreground)' },
  '.cm-content': { padding: '0.5rem 0', caretColor: 'var(--foreground)' },
  '.cm-line': { padding: '0 0.75rem' },
  '.cm-cursor, .cm-dropCursor': { borderLeftColor: 'var(--foreground)', borderLeftWidth: '2px' },
  '.cm-gutters': { backgroundColor: 'var(--muted)', color: 'var(--muted-foreground)', borderRight: '1px solid var(--border)', borderRadius: '0.375rem 0 0 0.375rem' },
  '.cm-activeLineGutter': { backgroundColor: 'var(--border)', color: 'var(--foreground)' },
  '.cm-activeLine': { backgroundColor: 'color-mix(in srgb, var(--primary) 5%, transparent)' },
  '&.cm-focused > .cm-scroller > .cm-selectionLayer .cm-selectionBackground, .cm-selectionBackground, .cm-content ::selection':
    { backgroundColor: 'color-mix(in srgb, var(--primary) 28%, transparent) !important' },
  '.cm-searchMatch': { backgroundColor: 'color-mix(in srgb, #facc15 45%, transparent)', outline: '1px solid #ca8a04' },
  '.cm-searchMatch.cm-searchMatch-selected': { backgroundColor: 'color-mix(in srgb, #f97316 45%, transparent)' },
  '.cm-selectionMatch': { backgroundColor: 'color-mix(in srgb, var(--primary) 12%, transparent)' },
  '&.cm-focused .cm-matchingBracket': { backgroundColor: 'color-mix(in srgb, var(--primary) 20%, transparent)', outline: '1px solid var(--primary)' },
  '&.cm-focused .cm-nonmatchingBracket': { outline: '1px solid var(--destructive)' },
  '.cm-foldPlaceholder': { backgroundColor: 'var(--muted)', border: '1px solid var(--border)', color: 'var(--muted-foreground)', padding: '0 0.35em', borderRadius: '0.25rem' },
  '.cm-foldGutter .cm-gutterElement': { cursor: 'pointer', padding: '0 0.25rem' },
  '.cm-placeholder': { color: 'var(--muted-foreground)' },
  '.cm-panels': { backgroundColor: 'var(--muted)', color: 'var(--foreground)', fontFamily: 'inherit' },
  '.cm-panels.cm-panels-top': { borderBottom: '1px solid var(--border)' },
  '.cm-panels.cm-panels-bottom': { borderTop: '1px solid var(--border)' },
  '.cm-panel input, .cm-panel button, .cm-panel label': { fontSize: '0.8125rem' },
  '.cm-panel input[type=text], .cm-textfield': {
    backgroundColor: 'var(--background)', color: 'var(--foreground)', border: '1px solid var(--input)', borderRadius: '0.25rem', padding: '0.125rem 0.375rem',
  },
  '.cm-button': { backgroundImage: 'none', backgroundColor: 'var(--background)', color: 'var(--foreground)', border: '1px solid var(--border)', borderRadius: '0.25rem' },
  '.cm-panel.cm-search [name=close]': { color: 'var(--foreground)' },
  '.cm-tooltip': { backgroundColor: 'var(--card)', color: 'var(--card-foreground)', border: '1px solid var(--border)', borderRadius: '0.375rem' },
  '.cm-diagnostic-error': { borderLeftColor: 'var(--destructive)' },
  '.cm-lintRange-error': { backgroundImage: 'none', textDecoration: 'underline wavy var(--destructive)', textDecorationSkipInk: 'none', textUnderlineOffset: '3px' },
  '.cm-lintPoint-error:after': { borderBottomColor: 'var(--destructive)' },
});

/** Lezer's tags to the same classes the viewport tokenizer uses. */
export const lezerHighlighting = syntaxHighlighting(tagHighlighter([
  { tag: [t.propertyName, t.definition(t.propertyName)], class: 'tok-property' },
  { tag: [t.string, t.special(t.string), t.regexp, t.character], class: 'tok-string' },
  { tag: [t.number, t.unit], class: 'tok-number' },
  { tag: [t.bool, t.null, t.atom, t.self, t.special(t.variableName)], class: 'tok-atom' },
  { tag: [t.keyword, t.operatorKeyword, t.controlKeyword, t.definitionKeyword, t.moduleKeyword, t.modifier], class: 'tok-keyword' },
  { tag: [t.tagName, t.typeName, t.className], class: 'tok-tag' },
  { tag: t.attributeName, class: 'tok-attribute' },
  { tag: [t.attributeValue], class: 'tok-string' },
  { tag: [t.comment, t.lineComment, t.blockComment, t.docComment], class: 'tok-comment' },
  { tag: [t.meta, t.processingInstruction, t.documentMeta, t.annotation], class: 'tok-meta' },
  { tag: t.heading, class: 'tok-heading' },
  { tag: t.emphasis, class: 'tok-emphasis' },
  { tag: t.strong, class: 'tok-strong' },
  { tag: [t.link, t.url], class: 'tok-link' },
  { tag: t.monospace, class: 'tok-code' },
  { tag: t.invalid, class: 'tok-invalid' },
]));
