import { useCallback, useEffect, useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Copy, Play, X } from 'lucide-react';
import { useRouteContentLive } from '../lib/appLive';
import {
  clearStoredResults, readShareFragment, readStoredResults, shareFragment, storeResult, totalMs, type BenchResult,
} from '../lib/deviceBench/results';
import { BENCH_ROWS, REFERENCE, formatInputSize, formatSeconds, type BenchMode } from '../lib/deviceBench/suite';
import { useDocumentMeta } from '../lib/useDocumentMeta';
import { Button } from '../ui/Button';
import { Card } from '../ui/Card';
import { CheckboxField } from '../ui/Field';
import { LiveProgressBar } from '../ui/JobProgress';
import { copyWithNotice, notifySuccess } from '../ui/notify';
import { BenchChart, type ChartSeries } from './bench/BenchChart';
import { BenchHistory, formatWhen } from './bench/BenchHistory';
import { useBenchRun, type RunState } from './bench/useBenchRun';

type Shared = { kind: 'none' } | { kind: 'invalid' } | { kind: 'shared'; result: BenchResult };

/** The status line under the controls (read out politely as it changes: twice per row at most). */
function statusLine(run: RunState | null, t: TFunction<'bench'>, locale: string): string {
  if (!run) return t('status.idle');
  const total = BENCH_ROWS.length;
  if (run.phase === 'running') {
    const spec = BENCH_ROWS[run.current]!;
    const phase = run.status[run.current] === 'running' ? 'running' : 'preparing';
    const row = t(`rows.${spec.id}`, { size: formatInputSize(spec.input[run.mode], locale) });
    return t(`status.${phase}`, { current: run.current + 1, total, row });
  }
  if (run.phase === 'cancelled') return t('status.cancelled');
  if (!run.result) return t('status.allFailed');
  const failed = run.status.filter((s) => typeof s === 'object').length;
  const time = formatSeconds(totalMs(run.result), locale);
  return failed ? t('status.doneWithFailures', { time, count: failed, total }) : t('status.done', { total, time });
}

/**
 * /bench: how fast this device runs the site's heavy jobs, in the site's own workers (src/lib/deviceBench), with
 * progress and Cancel, beside this repo's machine's figures; past results stay on the device and a link carries one.
 * Server-rendered with the reference chart only: storage, the address's fragment and ?quick=1 are read in effects.
 */
export default function BenchPage() {
  const { t, i18n } = useTranslation(['bench', 'common']);
  const locale = i18n.language;
  const title = t('title');
  useDocumentMeta(t('common:meta.infoTitle', { page: title }), t('metaDescription'));
  useRouteContentLive();

  const [mode, setMode] = useState<BenchMode>('full');
  const [history, setHistory] = useState<BenchResult[]>([]);
  const [picked, setPicked] = useState<BenchResult | null>(null);
  const [shared, setShared] = useState<Shared>({ kind: 'none' });

  const onFinished = useCallback((result: BenchResult) => {
    setHistory(storeResult(result));
  }, []);
  const { run, progress, start, cancel, dismiss } = useBenchRun(onFinished);
  const running = run?.phase === 'running';

  useEffect(() => {
    setHistory(readStoredResults());
    if (new URLSearchParams(window.location.search).get('quick') === '1') setMode('quick');
    const readHash = () => {
      const found = readShareFragment(window.location.hash);
      setShared(found);
      if (found.kind === 'shared') {
        setMode(found.result.mode);
        setPicked(null);
      }
    };
    readHash();
    window.addEventListener('hashchange', readHash);
    return () => window.removeEventListener('hashchange', readHash);
  }, []);

  const chartMode: BenchMode = run?.mode ?? picked?.mode ?? mode;
  const stored = picked ?? history.find((r) => r.mode === chartMode) ?? null;
  const sharedResult = shared.kind === 'shared' ? shared.result : null;
  const series: ChartSeries[] = [];
  if (run) series.push({ key: 'device', label: t('chart.device'), ms: run.ms });
  else if (stored) series.push({ key: 'device', label: t('chart.device'), ms: stored.ms });
  if (sharedResult && sharedResult.mode === chartMode) series.push({ key: 'shared', label: t('chart.shared'), ms: sharedResult.ms });
  series.push({ key: 'reference', label: t('chart.reference'), ms: REFERENCE.ms[chartMode] });
  const shareable = run ? run.result : stored;

  const begin = () => {
    setPicked(null);
    start(mode);
  };
  const chooseMode = (quick: boolean) => {
    setMode(quick ? 'quick' : 'full');
    setPicked(null);
    dismiss();
  };
  const copyLink = async (result: BenchResult) => {
    await copyWithNotice(new URL(`#${shareFragment(result)}`, window.location.href).href);
  };

  return (
    <article className="mx-auto flex max-w-3xl flex-col gap-6" data-testid="bench-page">
      <header className="flex flex-col gap-3">
        <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
        <p className="text-lg">{t('intro')}</p>
        <p className="text-sm text-muted-foreground">{t('privacy')}</p>
      </header>

      <Card className="flex flex-col gap-4 p-4 sm:p-6">
        <h2 className="text-xl font-semibold">{t('controls.heading')}</h2>
        <div className="flex flex-col gap-1">
          <CheckboxField label={t('controls.quick')} checked={mode === 'quick'} onChange={chooseMode} />
          <p className="text-sm text-muted-foreground">{mode === 'quick' ? t('controls.quickHint') : t('controls.fullHint')}</p>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <Button onClick={begin} disabled={running} data-testid="bench-run">
            <Play className="h-4 w-4" aria-hidden="true" /> {run ? t('controls.runAgain') : t('controls.run')}
          </Button>
          {running && (
            <Button variant="outline" onClick={cancel} data-testid="bench-cancel">
              <X className="h-4 w-4" aria-hidden="true" /> {t('controls.cancel')}
            </Button>
          )}
        </div>
        {running && <LiveProgressBar source={progress} label={t('controls.progress')} />}
        <p role="status" className="text-sm" data-testid="bench-status" data-phase={run?.phase ?? 'idle'}>{statusLine(run, t, locale)}</p>
      </Card>

      <Card className="flex flex-col gap-4 p-4 sm:p-6">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 className="text-xl font-semibold">{t('chart.heading')}</h2>
          <span className="text-sm text-muted-foreground" data-testid="bench-chart-mode">{t(`chart.${chartMode}`)}</span>
        </div>
        {shared.kind === 'invalid' && <p role="status" className="text-sm text-destructive" data-testid="bench-share-invalid">{t('share.invalid')}</p>}
        {sharedResult && (
          <p className="text-sm" data-testid="bench-shared-note">
            {sharedResult.cores
              ? t('share.fromCores', { date: formatWhen(sharedResult.at, locale), cores: sharedResult.cores })
              : t('share.from', { date: formatWhen(sharedResult.at, locale) })}
            {sharedResult.mode !== chartMode && ` ${t('chart.sharedOtherMode', { mode: t(`chart.${sharedResult.mode}`) })}`}
          </p>
        )}
        {!run && stored && <p className="text-sm text-muted-foreground" data-testid="bench-showing">{t('chart.showing', { date: formatWhen(stored.at, locale) })}</p>}
        <BenchChart mode={chartMode} series={series} status={run?.status} />
        {shareable && (
          <div className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm" data-testid="bench-share">
            <span>{t('share.text')}</span>
            <a href={`#${shareFragment(shareable)}`} className="font-medium text-primary-strong underline underline-offset-2" data-testid="bench-share-link">{t('share.link')}</a>
            <Button variant="outline" size="sm" onClick={() => void copyLink(shareable)}>
              <Copy className="h-4 w-4" aria-hidden="true" /> {t('share.copy')}
            </Button>
          </div>
        )}
        <p className="text-xs text-muted-foreground" data-testid="bench-reference-note">
          {t('reference.note', { browser: REFERENCE.browser, cores: REFERENCE.cores, date: REFERENCE.date })}
        </p>
      </Card>

      <Card className="p-4 sm:p-6">
        <BenchHistory
          results={history}
          shown={run ? null : stored}
          onShow={(r) => {
            dismiss();
            setPicked(r);
            setMode(r.mode);
          }}
          onClear={() => {
            clearStoredResults();
            setHistory([]);
            setPicked(null);
            notifySuccess(t('history.cleared'));
          }}
        />
      </Card>
    </article>
  );
}
