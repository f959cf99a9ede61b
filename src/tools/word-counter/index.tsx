import { useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ToolLayout } from '../../ui/ToolLayout';
import { TextAreaField } from '../../ui/Field';
import { computeStats, splitDuration, statsSummary, type TextStats } from './logic';

type StatKey = 'words' | 'characters' | 'charactersNoSpaces' | 'sentences' | 'paragraphs' | 'lines' | 'readingTime' | 'speakingTime';

const STAT_KEYS: readonly StatKey[] = [
  'words', 'characters', 'charactersNoSpaces', 'sentences', 'paragraphs', 'lines', 'readingTime', 'speakingTime',
];

export default function WordCounter() {
  const { t, i18n } = useTranslation(['tools/word-counter', 'common']);
  const [text, setText] = useState('');
  // Typing stays responsive in a megabyte of text: the counts catch up when React is idle.
  const deferredText = useDeferredValue(text);
  const stats = useMemo(() => computeStats(deferredText), [deferredText]);

  const number = useMemo(() => new Intl.NumberFormat(i18n.resolvedLanguage), [i18n.resolvedLanguage]);

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
    const current = text === deferredText ? stats : computeStats(text);
    return statsSummary(STAT_KEYS.map((key) => [t(`stats.${key}`), value(key, current)] as const));
  };

  return (
    <ToolLayout
      toolId="word-counter"
      onExample={() => setText(t('example'))}
      onClear={() => setText('')}
      copyValue={copyValue}
    >
      <TextAreaField
        label={t('common:tool.input')}
        placeholder={t('common:tool.inputPlaceholder')}
        value={text}
        rows={10}
        className="font-sans"
        onChange={(e) => setText(e.target.value)}
      />
      <section aria-label={t('statsLabel')}>
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
