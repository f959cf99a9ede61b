/** For large input, the preview waits for this pause in typing before rendering in the worker. */
export const LARGE_MARKDOWN_DELAY_MS = 400;

export const PREVIEW_FILENAME = 'preview.html';
export const PREVIEW_MIME = 'text/html;charset=utf-8';

/** Whitespace alone renders nothing, so it counts as "no Markdown yet". */
export function hasMarkdown(md: string): boolean {
  return md.trim() !== '';
}

