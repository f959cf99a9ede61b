import { useDeferredValue, useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ToolLayout } from '../../ui/ToolLayout';
import { TextAreaField } from '../../ui/Field';
import { renderMarkdown, toHtmlDocument } from '../../lib/markdown';
import { cn } from '../../lib/cn';
import { EXAMPLE_MARKDOWN, hasMarkdown, LARGE_MARKDOWN_CHARS, LARGE_MARKDOWN_DELAY_MS, PREVIEW_FILENAME, PREVIEW_MIME } from './logic';
import { PROSE } from '../../ui/prose';

const NS = 'tools/markdown-preview';

export default function MarkdownPreview() {
  const { t, i18n } = useTranslation([NS, 'common', 'catalog']);
  const previewLabelId = useId();
  const [markdown, setMarkdown] = useState('');

  // Large input (> ~200 KB): one parse + sanitise pass is a long task that
  // cannot be interrupted, so the preview must not run on every keystroke.
  // It waits until typing pauses (settled), then renders from a deferred value
  // (useDeferredValue), so React commits the textarea first and renders the
  // preview in a low-priority pass. Small input renders in step with typing.
  const large = markdown.length > LARGE_MARKDOWN_CHARS;
  const [settled, setSettled] = useState(markdown);
  useEffect(() => {
    const id = setTimeout(() => setSettled(markdown), large ? LARGE_MARKDOWN_DELAY_MS : 0);
    return () => clearTimeout(id);
  }, [markdown, large]);
  const deferred = useDeferredValue(settled);
  const source = large ? deferred : markdown;
  const html = useMemo(() => renderMarkdown(source), [source]);
  const stale = source !== markdown;

  // Copy and download always use what is in the editor now, even while the preview catches up.
  const currentHtml = () => (hasMarkdown(markdown) ? (stale ? renderMarkdown(markdown) : html) : '');

  return (
    <ToolLayout
      toolId="markdown-preview"
      onExample={() => setMarkdown(EXAMPLE_MARKDOWN)}
      onClear={() => setMarkdown('')}
      copyValue={currentHtml}
      download={{
        filename: PREVIEW_FILENAME,
        mime: PREVIEW_MIME,
        content: () => {
          const body = currentHtml();
          return body ? toHtmlDocument(body, t('catalog:tools.markdown-preview.title'), i18n.resolvedLanguage) : '';
        },
      }}
    >
      <div className="grid gap-4 lg:grid-cols-2">
        <TextAreaField
          label={t('editor')}
          placeholder={t('editorPlaceholder')}
          value={markdown}
          onChange={(e) => setMarkdown(e.target.value)}
          rows={20}
        />
        <div className="flex min-w-0 flex-col gap-1.5">
          <span id={previewLabelId} className="text-sm font-medium">{t('preview')}</span>
          {/* tabIndex: a scrollable region must be reachable by keyboard. */}
          <div
            role="region"
            aria-labelledby={previewLabelId}
            aria-busy={stale}
            tabIndex={0}
            data-testid="markdown-preview"
            className={cn(
              'min-h-32 overflow-auto rounded-md border border-input bg-background p-4 lg:max-h-[32rem]',
              'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
              stale && 'opacity-70',
            )}
          >
            {hasMarkdown(source) ? (
              // Safe: renderMarkdown's output has been through DOMPurify (src/lib/markdown.ts).
              <div className={PROSE} dangerouslySetInnerHTML={{ __html: html }} />
            ) : (
              <p className="text-sm text-muted-foreground">{t('emptyHint')}</p>
            )}
          </div>
        </div>
      </div>
    </ToolLayout>
  );
}
