export const HTML_FILENAME = 'document.html';
export const HTML_MIME = 'text/html;charset=utf-8';

/**
 * Putting megabytes of HTML into the live page is itself a long main-thread
 * task (parse, style, layout), so the rendered preview shows about this much
 * of the sanitised HTML; copy, download and the HTML source output use all of it.
 */
export const PREVIEW_HTML_CHARS = 100_000;

export const EXAMPLE_MARKDOWN = `# Project notes

Markdown becomes **clean HTML**: *emphasis*, \`inline code\` and [links](https://example.com).

## Checklist

- [x] Write the draft
- [ ] Review it
- Translate: español, 中文, emoji 🎉

1. Copy the HTML
2. Paste it into your CMS

> Unsafe HTML such as \`<script>\` or \`onclick\` handlers is removed.

| Format | Extension |
| :----- | :-------: |
| HTML   | .html     |
| Text   | .md       |

\`\`\`js
console.log('Hello, world!');
\`\`\`
`;

/**
 * How much of the joined HTML the preview shows: whole chunks (runs of whole
 * top-level blocks, each sanitised on its own) while they fit in `limit`, so
 * no paragraph is cut in half; `midChunk` when even the first chunk is larger
 * than the limit and had to be cut inside it: the caller then sanitises the
 * cut again, which closes any element left open.
 */
export function previewCut(chunks: readonly string[], limit = PREVIEW_HTML_CHARS): { chars: number; midChunk: boolean } {
  let total = 0;
  for (const chunk of chunks) {
    if (total + chunk.length > limit) return total === 0 ? { chars: limit, midChunk: true } : { chars: total, midChunk: false };
    total += chunk.length;
  }
  return { chars: total, midChunk: false };
}
