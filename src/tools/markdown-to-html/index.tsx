import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FileCode2 } from 'lucide-react';
import { toHtmlDocument } from '../../lib/markdown';
import { renderMarkdownJob, type RenderedMarkdown } from '../../lib/markdownJob';
import { BigTextArea } from '../../ui/BigTextArea';
import { RunButton } from '../../ui/RunButton';
import { CheckboxField } from '../../ui/Field';
import { OutputArea } from '../../ui/OutputArea';
import { ToolLayout } from '../../ui/ToolLayout';
import { useConvertJob } from '../../ui/data/useConvertJob';
import { HTML_FILENAME, HTML_MIME } from './logic';
import { HtmlPreview } from '../../ui/markdown/HtmlPreview';

const NS = 'tools/markdown-to-html';

const FILE_ACCEPT = '.md,.markdown,.txt,text/markdown,text/plain';

type Result = { ok: true } & RenderedMarkdown;

export default function MarkdownToHtml() {
  const { t, i18n } = useTranslation([NS, 'common', 'catalog']);
  const [safe, setSafe] = useState(false);
  const { input, onInput, result, convert, layout } = useConvertJob<Result>({
    emptyMessage: t('enterMarkdown'),
    task: async (md, ctx) => ({ ok: true, ...(await renderMarkdownJob(md, ctx, { safe })) }),
  });

  const html = result?.html ?? '';

  return (
    <ToolLayout
      toolId="markdown-to-html"
      {...layout(t, html)}
      download={{
        filename: HTML_FILENAME,
        mime: HTML_MIME,
        content: () => (html ? toHtmlDocument(html, t('catalog:tools.markdown-to-html.title'), i18n.resolvedLanguage) : ''),
      }}
    >
      <BigTextArea label={t('inputLabel')} placeholder={t('inputPlaceholder')} value={input} onChange={onInput} rows={12} fileAccept={FILE_ACCEPT}
        language="markdown" />
      <CheckboxField label={t('safeHtml')} checked={safe} onChange={setSafe} />
      <RunButton icon={FileCode2} label={t('convert')} onClick={() => void convert(input)} />

      <div className="grid gap-4 lg:grid-cols-2">
        <OutputArea label={t('htmlLabel')} value={html} language="html" />
        <HtmlPreview
          label={t('preview')}
          // Safe: result.preview has been through the preview sanitiser (src/lib/markdown.ts), whatever the output mode.
          html={result ? result.preview : null}
          empty={t('emptyPreview')}
          testId="html-preview"
          footnote={result?.truncated && (
            <p data-testid="preview-truncated" className="text-xs text-muted-foreground">
              {t('previewTruncated', {
                shown: result.preview.length.toLocaleString(),
                total: result.html.length.toLocaleString(),
              })}
            </p>
          )}
        />
      </div>
    </ToolLayout>
  );
}
