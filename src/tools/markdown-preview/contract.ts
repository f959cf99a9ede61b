import { defineContract, NO_RESULT } from '../contract';

export default defineContract({
  // The rendered document (gone when the editor is empty); Copy gives its HTML.
  output: { testId: 'markdown-preview', within: ':scope > div' },
  example: /^Release notes/,
  // Safe HTML of the document: links as written (the preview alone opens them in a new tab).
  copied: /^<h1>Release notes<\/h1>(?=[^]*<table>)(?=[^]*<a href="https:\/\/example\.com\/changelog">)(?![^]*target=)/,
  empty: { waits: 'Copy', hint: NO_RESULT },
});
