export const HTML_FILENAME = 'document.html';
export const HTML_MIME = 'text/html;charset=utf-8';

export const EXAMPLE_MARKDOWN = `# Project notes

Markdown becomes **clean HTML**: *emphasis*, \`inline code\` and [links](https://example.com).

## Checklist

- [x] Write the draft
- [ ] Review it
- Translate: español, 中文, emoji 🎉

1. Copy the HTML
2. Paste it into your CMS

> Tick **Safe HTML** to strip \`<script>\` tags and \`onclick\` handlers from the output.

| Format | Extension |
| :----- | :-------: |
| HTML   | .html     |
| Text   | .md       |

\`\`\`js
console.log('Hello, world!');
\`\`\`
`;

// Shared with markdown-preview: the large-document path lives in src/lib/markdownJob.ts.
export { PREVIEW_HTML_CHARS, previewCut } from '../../lib/markdownJob';
