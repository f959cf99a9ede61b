import { Fragment, memo, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';
import { segmentText, HIGHLIGHT_MAX_CHARS, HIGHLIGHT_MAX_MATCHES, type Span } from './logic';

const NS = 'tools/regex-tester';

const MARKS = [
  'bg-yellow-200 text-foreground dark:bg-yellow-300/30',
  'bg-sky-200 text-foreground dark:bg-sky-300/30',
];

/** The tested text, read-only, with every match (up to the highlight limits) marked. */
export const Highlight = memo(function Highlight({ text, matches, total }: { text: string; matches: readonly Span[]; total: number }) {
  const { t } = useTranslation(NS);
  const headingId = useId();
  const view = useMemo(() => segmentText(text, matches, total), [text, matches, total]);
  return (
    <div className="flex flex-col gap-1.5">
      <h2 id={headingId} className="text-sm font-medium">{t('highlight')}</h2>
      <div
        role="group"
        aria-labelledby={headingId}
        tabIndex={0}
        data-testid="regex-highlight"
        className="max-h-72 overflow-auto whitespace-pre-wrap break-words rounded-md border border-border bg-muted/40 p-3 font-mono text-sm focus-ring"
      >
        {view.segments.map((s, i) =>
          s.kind === 'text' ? (
            <Fragment key={i}>{s.text}</Fragment>
          ) : (
            <mark
              key={i}
              data-match={s.n}
              className={cn('rounded-sm', s.text === '' ? 'inline-block h-[1.1em] w-0.5 bg-primary align-text-bottom dark:bg-primary' : MARKS[s.n % 2])}
            >
              {s.text}
            </mark>
          ),
        )}
      </div>
      {view.limited && (
        <p className="text-xs text-muted-foreground" data-testid="regex-highlight-limited">
          {text.length > HIGHLIGHT_MAX_CHARS
            ? t('highlightLimited', { matches: view.shownMatches, chars: HIGHLIGHT_MAX_CHARS })
            : t('highlightFirstMatches', { matches: Math.min(HIGHLIGHT_MAX_MATCHES, total) })}
        </p>
      )}
    </div>
  );
});
