import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ClipboardCopy, Flag, Pause, Play, RotateCcw } from 'lucide-react';
import { Button } from '../../ui/Button';
import { useTicker } from '../../ui/timer/useTicker';
import { formatElapsed } from '../../lib/timer';
import { laps, stopwatch, stopwatchElapsed, type StopwatchEvent, type StopwatchState } from './logic';

const NS = 'tools/stopwatch-timer';

interface Props {
  state: StopwatchState;
  setState: (s: StopwatchState) => void;
  onCopyLaps: () => void;
}

export function Stopwatch({ state, setState, onCopyLaps }: Props) {
  const { t } = useTranslation([NS, 'common']);
  const [now, setNow] = useState(0);
  const running = state.clock.status === 'running';
  useTicker(running, setNow);

  const send = (event: StopwatchEvent) => {
    const at = performance.now();
    setNow(at);
    setState(stopwatch(state, event, at));
  };

  const shown = formatElapsed(stopwatchElapsed(state, running ? Math.max(now, state.clock.startedAt ?? 0) : 0));
  const rows = laps(state.splits);
  const lapValues = rows.map((r) => r.lap);
  const fastest = rows.length > 1 ? Math.min(...lapValues) : null;
  const slowest = rows.length > 1 ? Math.max(...lapValues) : null;

  return (
    <section aria-labelledby="stopwatch-heading" className="flex flex-col gap-4 rounded-lg border border-border bg-muted/40 p-4">
      <h2 id="stopwatch-heading" className="text-lg font-semibold">{t('stopwatch.title')}</h2>
      <div role="timer" aria-label={t('stopwatch.title')} data-testid="stopwatch-display"
        className="text-center font-mono text-5xl font-semibold tabular-nums sm:text-6xl">
        {shown}
      </div>
      <div className="flex flex-wrap justify-center gap-2">
        {state.clock.status === 'idle' && (
          <Button onClick={() => send('start')}><Play className="h-4 w-4" aria-hidden="true" /> {t('stopwatch.start')}</Button>
        )}
        {running && (
          <Button onClick={() => send('pause')}><Pause className="h-4 w-4" aria-hidden="true" /> {t('stopwatch.pause')}</Button>
        )}
        {state.clock.status === 'paused' && (
          <Button onClick={() => send('resume')}><Play className="h-4 w-4" aria-hidden="true" /> {t('stopwatch.resume')}</Button>
        )}
        <Button variant="outline" onClick={() => send('lap')} disabled={!running}>
          <Flag className="h-4 w-4" aria-hidden="true" /> {t('stopwatch.lap')}
        </Button>
        <Button variant="outline" onClick={() => send('reset')} disabled={state.clock.status === 'idle'}>
          <RotateCcw className="h-4 w-4" aria-hidden="true" /> {t('stopwatch.reset')}
        </Button>
      </div>
      {rows.length > 0 && (
        <div className="flex flex-col gap-2">
          <div className="max-h-72 overflow-auto">
            <table className="w-full text-sm tabular-nums" data-testid="laps">
              <caption className="sr-only">{t('stopwatch.laps')}</caption>
              <thead>
                <tr className="text-left text-muted-foreground">
                  <th scope="col" className="py-1 font-medium">#</th>
                  <th scope="col" className="py-1 font-medium">{t('stopwatch.lapTime')}</th>
                  <th scope="col" className="py-1 font-medium">{t('stopwatch.split')}</th>
                </tr>
              </thead>
              <tbody>
                {rows.slice().reverse().map((r) => (
                  <tr key={r.n} className="border-t border-border">
                    <td className="py-1">{t('stopwatch.lapN', { n: r.n })}</td>
                    <td className="py-1 font-mono">
                      {formatElapsed(r.lap)}
                      {r.lap === fastest && <span className="ml-2 text-xs text-green-700 dark:text-green-400">{t('stopwatch.fastest')}</span>}
                      {r.lap === slowest && <span className="ml-2 text-xs text-red-700 dark:text-red-400">{t('stopwatch.slowest')}</span>}
                    </td>
                    <td className="py-1 font-mono">{formatElapsed(r.split)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <div>
            <Button variant="outline" size="sm" onClick={onCopyLaps}>
              <ClipboardCopy className="h-4 w-4" aria-hidden="true" /> {t('stopwatch.copyLaps')}
            </Button>
          </div>
        </div>
      )}
    </section>
  );
}
