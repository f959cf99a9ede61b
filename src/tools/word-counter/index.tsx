import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ToolLayout } from '../../ui/ToolLayout';
import { BigTextArea } from '../../ui/BigTextArea';
import { notifyJobError } from '../../ui/jobMessages';
import { useTextOp, WORKER_TEXT_CHARS } from '../../ui/useTextOp';
import { cn } from '../../lib/cn';
import { computeStats, splitDuration, statsOp, statsSummary, type TextStats } from '@workers/text/wordStats';
import { numberFormat } from '../../lib/intlFormat';

/** A large text is counted in the worker once the typing or pasting pauses this long. */
const LARGE_DEBOUNCE_MS = 250;
const NO_TEXT = computeStats('');

type StatKey = 'words' | 'characters' | 'charactersNoSpaces' | 'sentences' | 'paragraphs' | 'lines' | 'readingTime' | 'speakingTime';

const STAT_KEYS: readonly StatKey[] = [
  'words', 'characters', 'charactersNoSpaces', 'sentences', 'paragraphs', 'lines', 'readingTime', 'speakingTime',
];

export default function WordCounter() {
  const { t, i18n } = useTranslation(['tools/word-counter', 'common']);
  const [text, setText] = useState('');
  const large = text.length > WORKER_TEXT_CHARS;
  // Small text is counted here, live; typing stays responsive because the counts catch up when React is idle.
  const deferredText = useDeferredValue(large ? '' : text);
  const smallStats = useMemo(() => computeStats(deferredText), [deferredText]);
  // Large text is counted in the text worker, debounced, so a 10 MB paste never blocks the page.
  const [largeStats, setLargeStats] = useState<{ text: string; stats: TextStats } | null>(null);
  const { compute, cancel, job } = useTextOp('wordStats', statsOp);
  useEffect(() => {
    if (!large) return undefined;
    const timer = window.setTimeout(() => {
      compute(text, {}).then((result) => setLargeStats({ text, stats: result }), notifyJobError);
    }, LARGE_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text, large, compute]);
  const stats = large ? (largeStats?.stats ?? NO_TEXT) : smallStats;
  const counting = large && largeStats?.text !== text;

  const number = numberFormat(i18n.resolvedLanguage);

  const duration = (seconds: number): string => {
    const { hours, minutes, seconds: s } = splitDuration(seconds);
    if (hours > 0) return t('duration.hours', { h: number.format(hours), m: minutes });
    if (minutes > 0) return t('duration.minutes', { m: minutes, s });
    return t('duration.seconds', { s });
  };

  const value = (key: StatKey, st: TextStats): string => {
    if (key === 'readingTime') return duration(st.readingSeconds);
    if (key === 'speakingTime') return duration(st.speakingSeconds);
    return number.format(st[key]);
  };

  const copyValue = () => {
    // Uses the latest text, not the deferred one, so a fast paste-then-copy is never stale.
    if (!text) return '';
    // Large: the worker's latest counts (never a main-thread count of megabytes).
    const current = large ? stats : text === deferredText ? stats : computeStats(text);
    return statsSummary(STAT_KEYS.map((key) => [t(`stats.${key}`), value(key, current)] as const));
  };

  return (
    <ToolLayout
      toolId="word-counter"
      onExample={() => setText(t('example'))}
      onClear={() => { cancel(); setText(''); setLargeStats(null); }}
      copyValue={copyValue}
      hasResult={!!text}
      job={{ state: job, onCancel: cancel }}
    >
      <BigTextArea label={t('common:tool.input')} value={text} rows={10} font="sans" onChange={setText} fileAccept=".txt,.md,text/plain" />
      <section aria-label={t('statsLabel')} aria-busy={counting} className={cn(counting && 'opacity-60')}>
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
          {STAT_KEYS.map((key) => (
            <div key={key} className="flex flex-col gap-1 rounded-lg border border-border bg-muted/40 p-3" data-testid={`stat-${key}`}>
              <dt className="text-xs font-medium text-muted-foreground">{t(`stats.${key}`)}</dt>
              <dd className="text-xl font-semibold tabular-nums break-words sm:text-2xl">{value(key, stats)}</dd>
            </div>
          ))}
        </dl>
      </section>
    </ToolLayout>
  );
}
