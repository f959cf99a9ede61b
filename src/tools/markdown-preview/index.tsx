import { useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ToolLayout } from '../../ui/ToolLayout';
import { BigTextArea } from '../../ui/BigTextArea';
import { notifyJobError } from '../../ui/jobMessages';
import { useJob } from '../../ui/useJob';
import { WORKER_TEXT_CHARS } from '../../ui/useTextOp';
import { renderMarkdown, safeMarkdown, toHtmlDocument } from '../../lib/markdown';
import { renderMarkdownDraftJob, safeDraftHtml, type MarkdownDraft } from '../../lib/markdownJob';
import { hasMarkdown, LARGE_MARKDOWN_DELAY_MS, PREVIEW_FILENAME, PREVIEW_MIME } from './logic';
import { HtmlPreview } from '../../ui/markdown/HtmlPreview';

const NS = 'tools/markdown-preview';
const FILE_ACCEPT = '.md,.markdown,.txt,text/markdown,text/plain';

export default function MarkdownPreview() {
  const { t, i18n } = useTranslation([NS, 'common', 'catalog']);
  const [markdown, setMarkdown] = useState('');
  const large = markdown.length > WORKER_TEXT_CHARS;

  // Small documents render here, live; the preview catches up when React is idle.
  const deferred = useDeferredValue(large ? '' : markdown);
  const smallHtml = useMemo(() => renderMarkdown(deferred), [deferred]);

  // Large ones follow markdown-to-html's path once typing pauses: marked in the data
  // worker, DOMPurify here in time slices, a capped preview.
  const [rendered, setRendered] = useState<{ source: string; result: MarkdownDraft } | null>(null);
  const { run, cancel, job } = useJob('data');
  useEffect(() => {
    if (!large) return undefined;
    const timer = window.setTimeout(() => {
      run((ctx) => renderMarkdownDraftJob(markdown, ctx)).then((result) => setRendered({ source: markdown, result }), notifyJobError);
    }, LARGE_MARKDOWN_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [markdown, large, run]);

  const html = large ? (rendered?.result.preview ?? '') : smallHtml;
  const stale = large ? rendered?.source !== markdown : deferred !== markdown;
  const truncated = large && rendered?.result.truncated === true;

  // Copy and download give the whole document as safe HTML (markdown-to-html's "Safe HTML": scripts
  // and handlers stripped, none of the preview's own changes): rendered now when small; when large,
  // the worker's latest result, made safe only now (in slices: the page stays responsive).
  const currentHtml = async () => {
    if (!hasMarkdown(markdown)) return '';
    if (!large) return safeMarkdown(markdown);
    return rendered ? safeDraftHtml(rendered.result) : '';
  };

  const onChange = useCallback((value: string) => setMarkdown(value), []);

  return (
    <ToolLayout
      toolId="markdown-preview"
      onExample={() => setMarkdown(t('example'))}
      onClear={() => { cancel(); setMarkdown(''); setRendered(null); }}
      copyValue={currentHtml}
      hasResult={hasMarkdown(markdown) && (!large || !!rendered)}
      job={{ state: job, onCancel: cancel }}
      download={{
        filename: PREVIEW_FILENAME,
        mime: PREVIEW_MIME,
        content: async () => {
          const body = await currentHtml();
          return body ? toHtmlDocument(body, t('catalog:tools.markdown-preview.title'), i18n.resolvedLanguage) : '';
        },
      }}
    >
      <div className="grid gap-4 lg:grid-cols-2">
        <BigTextArea label={t('editor')} placeholder={t('editorPlaceholder')} value={markdown} onChange={onChange} rows={20} fileAccept={FILE_ACCEPT}
          language="markdown" />
        <HtmlPreview
          label={t('preview')}
          // Safe: renderMarkdown's and renderMarkdownJob's output has been through DOMPurify (src/lib/markdown.ts).
          html={html || null}
          empty={t('emptyHint')}
          testId="markdown-preview"
          stale={stale}
          footnote={truncated && rendered && (
            <p data-testid="preview-truncated" className="text-xs text-muted-foreground">
              {t('previewTruncated', { shown: rendered.result.preview.length.toLocaleString() })}
            </p>
          )}
        />
      </div>
    </ToolLayout>
  );
}
