import { useCallback, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FileCode2 } from 'lucide-react';
import { dataJobs } from '../../lib/jobs/data';
import { sanitizeHtml, sanitizeHtmlChunks, toHtmlDocument } from '../../lib/markdown';
import { BigTextArea } from '../../ui/BigTextArea';
import { Button } from '../../ui/Button';
import { OutputArea } from '../../ui/OutputArea';
import { notifyError, notifyStock } from '../../ui/notify';
import { notifyJobError } from '../../ui/jobMessages';
import { ToolLayout } from '../../ui/ToolLayout';
import { useJob } from '../../ui/useJob';
import { EXAMPLE_MARKDOWN, HTML_FILENAME, HTML_MIME, PREVIEW_HTML_CHARS, previewCut } from './logic';
import { PROSE } from '../../ui/prose';

const NS = 'tools/markdown-to-html';

// BigTextArea keeps megabyte inputs out of the DOM (summary + preview); memoised
// so job progress re-renders skip it.
const FILE_ACCEPT = '.md,.markdown,.txt,text/markdown,text/plain';

/** Share of the progress bar for the worker (marked); the rest is main-thread sanitising. */
const WORKER_SHARE = 0.6;

interface Result {
  /** The whole sanitised HTML: source output, copy and download. */
  html: string;
  /** What the rendered preview shows (sanitised). */
  preview: string;
  truncated: boolean;
}

export default function MarkdownToHtml() {
  const { t, i18n } = useTranslation([NS, 'common', 'catalog']);
  const previewLabelId = useId();
  const [input, setInput] = useState('');
  const [result, setResult] = useState<Result | null>(null);
  const { run, cancel, job } = useJob('data');

  const onInput = useCallback((value: string) => setInput(value), []);

  const convert = async (md: string, quiet = false) => {
    if (!md.trim()) {
      notifyError(t('enterMarkdown'));
      return;
    }
    try {
      // marked runs in the worker (no DOM needed); DOMPurify needs the DOM, so the
      // raw HTML comes back and is sanitised here, a slice at a time.
      const chunks = await run(async ({ onProgress, signal }) => {
        const raw = await dataJobs.markdownToHtmlChunks(md, { onProgress: (f) => onProgress(f * WORKER_SHARE), signal });
        return sanitizeHtmlChunks(raw, { onProgress: (f) => onProgress(WORKER_SHARE + f * (1 - WORKER_SHARE)), signal });
      });
      const html = chunks.join('');
      const cut = previewCut(chunks, PREVIEW_HTML_CHARS);
      const truncated = cut.chars < html.length;
      // Whole chunks are whole sanitised elements; a cut inside a chunk may leave
      // an element open, so that cut goes through DOMPurify again.
      const preview = cut.midChunk ? sanitizeHtml(html.slice(0, cut.chars)) : html.slice(0, cut.chars);
      setResult({ html, preview, truncated });
      if (!quiet) notifyStock('converted');
    } catch (err) {
      notifyJobError(err);
    }
  };

  const html = result?.html ?? '';

  return (
    <ToolLayout
      toolId="markdown-to-html"
      job={{ state: job, onCancel: cancel, label: t('working') }}
      onExample={() => {
        setInput(EXAMPLE_MARKDOWN);
        void convert(EXAMPLE_MARKDOWN, true);
      }}
      onClear={() => {
        cancel();
        setInput('');
        setResult(null);
      }}
      copyValue={() => html}
      download={{
        filename: HTML_FILENAME,
        mime: HTML_MIME,
        content: () => (html ? toHtmlDocument(html, t('catalog:tools.markdown-to-html.title'), i18n.resolvedLanguage) : ''),
      }}
    >
      <BigTextArea label={t('inputLabel')} placeholder={t('inputPlaceholder')} value={input} onChange={onInput} rows={12} fileAccept={FILE_ACCEPT} />
      <div>
        <Button onClick={() => void convert(input)}>
          <FileCode2 className="h-4 w-4" aria-hidden="true" /> {t('convert')}
        </Button>
      </div>

      <div className="grid gap-4 lg:grid-cols-2">
        <OutputArea label={t('htmlLabel')} value={html} />
        <div className="flex min-w-0 flex-col gap-1.5">
          <span id={previewLabelId} className="text-sm font-medium">{t('preview')}</span>
          {/* tabIndex: a scrollable region must be reachable by keyboard. */}
          <div
            role="region"
            aria-labelledby={previewLabelId}
            tabIndex={0}
            data-testid="html-preview"
            className="min-h-32 overflow-auto rounded-md border border-input bg-background p-4 lg:max-h-[32rem] focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            {result ? (
              // Safe: result.preview has been through DOMPurify (src/lib/markdown.ts).
              <div className={PROSE} dangerouslySetInnerHTML={{ __html: result.preview }} />
            ) : (
              <p className="text-sm text-muted-foreground">{t('emptyPreview')}</p>
            )}
          </div>
          {result?.truncated && (
            <p data-testid="preview-truncated" className="text-xs text-muted-foreground">
              {t('previewTruncated', {
                shown: result.preview.length.toLocaleString(),
                total: result.html.length.toLocaleString(),
              })}
            </p>
          )}
        </div>
      </div>
    </ToolLayout>
  );
}
