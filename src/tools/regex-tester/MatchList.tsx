import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { SideScroll } from '../../ui/list/SideScroll';
import { VirtualList } from '../../ui/list/VirtualList';
import type { TesterMatch } from '../../lib/jobs/regex';
import { groupCells, showValue } from './logic';

const NS = 'tools/regex-tester';
const ROW_HEIGHT = 32;

/** Every listed match: number, position, text, then its numbered and named groups (with spans under the d flag). */
export const MatchList = memo(function MatchList({ matches, total }: { matches: readonly TesterMatch[]; total: number }) {
  const { t } = useTranslation(NS);
  const renderRow = (i: number) => {
    const m = matches[i]!;
    return (
      <div className="flex h-full items-center gap-3 whitespace-nowrap px-3 font-mono text-xs" data-testid="regex-match">
        <span className="w-10 shrink-0 text-right text-muted-foreground" aria-label={t('matchNumber', { n: i + 1 })}>{i + 1}</span>
        <span className="text-muted-foreground">{t('at', { start: m.index, end: m.end })}</span>
        <span className="font-semibold text-primary">{showValue(m.text)}</span>
        {groupCells(m).map((c) => (
          <span key={c.label} data-group={c.label} className="rounded bg-muted px-1.5 py-0.5">
            <span className="text-muted-foreground">{c.label}</span>{' '}
            {c.value === undefined ? <em className="text-muted-foreground">{t('notSet')}</em> : showValue(c.value)}
            {c.span !== undefined && <span className="text-muted-foreground"> [{c.span ? `${c.span[0]}–${c.span[1]}` : '–'}]</span>}
          </span>
        ))}
      </div>
    );
  };
  return (
    <div className="flex flex-col gap-1.5">
      {/* On a phone the groups start off-screen: SideScroll says the rows scroll sideways. */}
      <SideScroll>
        <VirtualList count={matches.length} rowHeight={ROW_HEIGHT} renderRow={renderRow} label={t('matchList')} maxHeight={320}
          rowClassName={(i) => (i % 2 ? 'bg-muted/40' : undefined)} data-testid="regex-matches" />
      </SideScroll>
      {total > matches.length && (
        <p className="text-xs text-muted-foreground">{t('listTruncated', { shown: matches.length, total })}</p>
      )}
    </div>
  );
});
