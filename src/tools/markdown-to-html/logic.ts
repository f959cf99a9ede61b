export const HTML_FILENAME = 'document.html';
export const HTML_MIME = 'text/html;charset=utf-8';

// Shared with markdown-preview: the large-document path lives in src/lib/markdownJob.ts.
export { PREVIEW_HTML_CHARS, previewCut } from '../../lib/markdownJob';
