import { useId, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { PROSE } from './prose';
import { SanitizedHtml } from './SanitizedHtml';

export interface HtmlPreviewProps {
  label: string;
  /** Sanitised HTML (the rule of SanitizedHtml), or null while there is nothing to show. */
  html: string | null;
  /** Said in the region while `html` is null. */
  empty: string;
  testId: string;
  /** The preview is behind the text: marked busy and dimmed. */
  stale?: boolean;
  /** Under the region (that the preview was cut short). */
  footnote?: ReactNode;
}

/** A labelled, scrollable region showing rendered Markdown as a reader sees it: both Markdown tools' preview. */
export function HtmlPreview({ label, html, empty, testId, stale, footnote }: HtmlPreviewProps) {
  const labelId = useId();
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <span id={labelId} className="text-sm font-medium">{label}</span>
      {/* tabIndex: a scrollable region must be reachable by keyboard. */}
      <div
        role="region"
        aria-labelledby={labelId}
        aria-busy={stale}
        tabIndex={0}
        data-testid={testId}
        className={cn('min-h-32 overflow-auto rounded-md border border-input bg-background p-4 lg:max-h-[32rem]', 'focus-ring', stale && 'opacity-70')}
      >
        {html !== null ? <SanitizedHtml className={PROSE} html={html} /> : <p className="text-sm text-muted-foreground">{empty}</p>}
      </div>
      {footnote}
    </div>
  );
}
