import { defineContract } from '../contract';

export default defineContract({
  // The converter's HTML source (the rendered preview is the tool's own spec).
  example: /^<h1>Project notes<\/h1>\n<p>Markdown becomes <strong>clean HTML<\/strong>(?=[^]*<table>)(?=[^]*<code>&lt;script&gt;<\/code>)/,
  empty: { action: 'Convert to HTML', message: 'Please enter markdown' },
});
