/** For large input, the preview waits for this pause in typing before rendering in the worker. */
export const LARGE_MARKDOWN_DELAY_MS = 400;

export const PREVIEW_FILENAME = 'preview.html';
export const PREVIEW_MIME = 'text/html;charset=utf-8';

/** Whitespace alone renders nothing, so it counts as "no Markdown yet". */
export function hasMarkdown(md: string): boolean {
  return md.trim() !== '';
}

export const EXAMPLE_MARKDOWN = `# Release notes

Version **2.4** brings *faster* exports and a few fixes.
Read the [full changelog](https://example.com/changelog).

## Highlights

- Export to \`CSV\` and JSON
- Dark mode for the editor
  - follows your system setting
- [x] Tested on mobile
- [ ] Translations (in progress)

1. Open **Settings**
2. Choose **Export**

> Tip: keep your browser up to date for the best results.

\`\`\`js
const total = items.reduce((sum, item) => sum + item.price, 0);
\`\`\`

| Plan  | Price | Exports |
| :---- | ----: | :-----: |
| Free  |    $0 |   10    |
| Pro   |    $9 |   ∞     |

~~Old sync engine~~ has been removed.
`;
