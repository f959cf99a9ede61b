import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FileCode2 } from 'lucide-react';
import { toHtmlDocument } from '../../lib/markdown';
import { renderMarkdownJob, type RenderedMarkdown } from '../../lib/markdownJob';
import { BigTextArea } from '../../ui/BigTextArea';
import { Button } from '../../ui/Button';
import { CheckboxField } from '../../ui/Field';
import { OutputArea } from '../../ui/OutputArea';
import { ToolLayout } from '../../ui/ToolLayout';
import { useConvertJob } from '../../ui/data/useConvertJob';
import { HTML_FILENAME, HTML_MIME } from './logic';
import { PROSE } from '../../ui/markdown/prose';
import { SanitizedHtml } from '../../ui/markdown/SanitizedHtml';

const NS = 'tools/markdown-to-html';

const FILE_ACCEPT = '.md,.markdown,.txt,text/markdown,text/plain';

type Result = { ok: true } & RenderedMarkdown;

export default function MarkdownToHtml() {
  const { t, i18n } = useTranslation([NS, 'common', 'catalog']);
  const previewLabelId = useId();
  const [safe, setSafe] = useState(false);
  const { input, onInput, result, convert, loadExample, clear, job } = useConvertJob<Result>({
    emptyMessage: t('enterMarkdown'),
    task: async (md, ctx) => ({ ok: true, ...(await renderMarkdownJob(md, ctx, { safe })) }),
  });

  const html = result?.html ?? '';

  return (
    <ToolLayout
      toolId="markdown-to-html"
      job={{ ...job, label: t('working') }}
      onExample={() => loadExample(t('example'))}
      onClear={clear}
      copyValue={() => html}
      hasResult={!!html}
      download={{
        filename: HTML_FILENAME,
        mime: HTML_MIME,
        content: () => (html ? toHtmlDocument(html, t('catalog:tools.markdown-to-html.title'), i18n.resolvedLanguage) : ''),
      }}
    >
      <BigTextArea label={t('inputLabel')} placeholder={t('inputPlaceholder')} value={input} onChange={onInput} rows={12} fileAccept={FILE_ACCEPT}
        language="markdown" />
      <CheckboxField label={t('safeHtml')} checked={safe} onChange={setSafe} />
      <div>
        <Button onClick={() => void convert(input)}>
          <FileCode2 className="h-4 w-4" aria-hidden="true" /> {t('convert')}
        </Button>
      </div>

      <div className="grid gap-4 lg:grid-cols-2">
        <OutputArea label={t('htmlLabel')} value={html} language="html" />
        <div className="flex min-w-0 flex-col gap-1.5">
          <span id={previewLabelId} className="text-sm font-medium">{t('preview')}</span>
          {/* tabIndex: a scrollable region must be reachable by keyboard. */}
          <div
            role="region"
            aria-labelledby={previewLabelId}
            tabIndex={0}
            data-testid="html-preview"
            className="min-h-32 overflow-auto rounded-md border border-input bg-background p-4 lg:max-h-[32rem] focus-ring"
          >
            {result ? (
              // Safe: result.preview has been through the preview sanitiser (src/lib/markdown.ts), whatever the output mode.
              <SanitizedHtml className={PROSE} html={result.preview} />
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
