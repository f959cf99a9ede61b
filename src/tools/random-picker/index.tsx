import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dices, Shuffle, Users } from 'lucide-react';
import { ToolLayout } from '../../ui/ToolLayout';
import { BigTextArea } from '../../ui/BigTextArea';
import { InputField } from '../../ui/Field';
import { OutputArea } from '../../ui/OutputArea';
import { Button } from '../../ui/Button';
import { notifyError } from '../../ui/notify';
import { REDUCED_MOTION_QUERY, useMediaQuery } from '../../lib/useMediaQuery';
import { randomBelow, shuffle } from '../../lib/cryptoRandom';
import { clip, firstOf, HISTORY_TEXT_MAX, parseItems, pick, resultText, SHOWN_ITEMS_MAX, teams, type Mode } from './logic';

const NS = 'tools/random-picker';
const ANIMATION_MS = 800;
const FRAME_MS = 70;
const HISTORY_MAX = 20;

const EXAMPLE_ITEMS = ['Alice', 'Bob', 'Carmen', 'David', 'Elena', 'Farid', 'Grace', 'Hiro'];

interface HistoryEntry {
  id: number;
  mode: Mode;
  text: string;
  at: number;
}

export default function RandomPicker() {
  const { t, i18n } = useTranslation([NS, 'common']);
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY);
  const [input, setInput] = useState('');
  const [countText, setCountText] = useState('1');
  const [teamsText, setTeamsText] = useState('2');
  const [mode, setMode] = useState<Mode>('pick');
  const [result, setResult] = useState<string[][] | null>(null);
  const [rolling, setRolling] = useState<string | null>(null);
  const [history, setHistory] = useState<HistoryEntry[]>([]);
  const [error, setError] = useState<string | null>(null);
  const timers = useRef<{ interval?: ReturnType<typeof setInterval>; timeout?: ReturnType<typeof setTimeout> }>({});
  const nextId = useRef(1);

  const items = useMemo(() => parseItems(input), [input]);
  const teamLabel = (n: number) => t('team', { n });

  const stopAnimation = () => {
    clearInterval(timers.current.interval);
    clearTimeout(timers.current.timeout);
    setRolling(null);
  };
  useEffect(() => () => {
    clearInterval(timers.current.interval);
    clearTimeout(timers.current.timeout);
  }, []);

  const show = (m: Mode, value: string[][]) => {
    setMode(m);
    setResult(value);
    setHistory((h) => [{ id: nextId.current++, mode: m, text: clip(resultText(m, value, teamLabel), HISTORY_TEXT_MAX), at: Date.now() }, ...h].slice(0, HISTORY_MAX));
  };

  const run = (m: Mode) => {
    stopAnimation();
    setError(null);
    if (items.length === 0) {
      // Nothing to work on: the previous result is not this input's, so it goes.
      setResult(null);
      setError(t('enterItems'));
      notifyError(t('enterItems'));
      return;
    }
    let value: string[][];
    if (m === 'pick') {
      const n = Number(countText);
      if (!Number.isInteger(n) || n < 1 || n > items.length) {
        setError(t('badCount', { max: items.length }));
        return;
      }
      value = [pick(items, n)];
    } else if (m === 'teams') {
      const n = Number(teamsText);
      if (!Number.isInteger(n) || n < 2 || n > items.length) {
        setError(t('badTeams', { max: items.length }));
        return;
      }
      value = teams(items, n);
    } else {
      value = [shuffle(items)];
    }
    if (reducedMotion || items.length < 2) {
      show(m, value);
      return;
    }
    setResult(null);
    const any = () => items[randomBelow(items.length)] ?? '';
    setRolling(any());
    timers.current.interval = setInterval(() => setRolling(any()), FRAME_MS);
    timers.current.timeout = setTimeout(() => {
      clearInterval(timers.current.interval);
      setRolling(null);
      show(m, value);
    }, ANIMATION_MS);
  };

  const output = result ? resultText(mode, result, teamLabel) : '';
  const timeFmt = useMemo(() => new Intl.DateTimeFormat(i18n.resolvedLanguage, { timeStyle: 'medium' }), [i18n.resolvedLanguage]);

  return (
    <ToolLayout
      toolId="random-picker"
      onExample={() => {
        stopAnimation();
        setError(null);
        setInput(EXAMPLE_ITEMS.join('\n'));
        setCountText('1');
        show('pick', [pick(EXAMPLE_ITEMS, 1)]);
      }}
      onClear={() => {
        stopAnimation();
        setInput('');
        setResult(null);
        setError(null);
      }}
      copyValue={() => output}
      hasResult={!!output}
    >
      <BigTextArea label={t('items')} value={input} onChange={setInput} placeholder={t('itemsPlaceholder')} rows={8} fileAccept=".txt,.csv,text/plain" />
      <p className="text-xs text-muted-foreground" data-testid="item-count">{t('itemCount', { count: items.length })}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="flex items-end gap-2">
          <div className="flex-1">
            <InputField label={t('howMany')} type="number" inputMode="numeric" min={1} max={Math.max(1, items.length)}
              value={countText} onChange={(e) => setCountText(e.target.value)} />
          </div>
          <Button onClick={() => run('pick')}><Dices className="h-4 w-4" aria-hidden="true" /> {t('pick')}</Button>
        </div>
        <div className="flex items-end gap-2">
          <div className="flex-1">
            <InputField label={t('teamCount')} type="number" inputMode="numeric" min={2} max={Math.max(2, items.length)}
              value={teamsText} onChange={(e) => setTeamsText(e.target.value)} />
          </div>
          <Button variant="secondary" onClick={() => run('teams')}><Users className="h-4 w-4" aria-hidden="true" /> {t('makeTeams')}</Button>
        </div>
      </div>
      <div>
        <Button variant="secondary" onClick={() => run('shuffle')}><Shuffle className="h-4 w-4" aria-hidden="true" /> {t('shuffle')}</Button>
      </div>
      {error && <p role="alert" className="text-sm font-medium text-destructive">{error}</p>}

      <div className="flex min-h-24 flex-col items-center justify-center gap-3 rounded-lg border border-border bg-muted/40 p-4" aria-live="polite">
        {rolling !== null && (
          <p className="animate-pulse text-3xl font-bold text-muted-foreground" aria-hidden="true">{clip(rolling, 80)}</p>
        )}
        {rolling === null && result && mode !== 'teams' && (
          <ol className="flex flex-wrap justify-center gap-2" aria-label={t('result')}>
            {firstOf(result[0] ?? [], SHOWN_ITEMS_MAX).shown.map((item, i) => (
              <li key={`${i}-${item}`} className="rounded-full border border-primary/40 bg-primary/10 px-4 py-1.5 text-lg font-semibold text-foreground">
                {mode === 'shuffle' && <span className="mr-1.5 text-sm text-muted-foreground">{i + 1}.</span>}{clip(item, HISTORY_TEXT_MAX)}
              </li>
            ))}
            {firstOf(result[0] ?? [], SHOWN_ITEMS_MAX).more > 0 && (
              <li className="px-2 py-1.5 text-sm text-muted-foreground" data-testid="more-items">
                {t('moreItems', { count: firstOf(result[0] ?? [], SHOWN_ITEMS_MAX).more })}
              </li>
            )}
          </ol>
        )}
        {rolling === null && result && mode === 'teams' && (
          <div className="grid w-full gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {result.map((team, i) => (
              <div key={i} className="rounded-md border border-border bg-background p-3">
                <h3 className="mb-1 font-semibold">{teamLabel(i + 1)}</h3>
                <ul className="text-sm">
                  {firstOf(team, SHOWN_ITEMS_MAX).shown.map((m, j) => <li key={`${j}-${m}`}>{clip(m, HISTORY_TEXT_MAX)}</li>)}
                  {firstOf(team, SHOWN_ITEMS_MAX).more > 0 && (
                    <li className="text-muted-foreground">{t('moreItems', { count: firstOf(team, SHOWN_ITEMS_MAX).more })}</li>
                  )}
                </ul>
              </div>
            ))}
          </div>
        )}
        {rolling === null && !result && <p className="text-sm text-muted-foreground">{t('resultPlaceholder')}</p>}
      </div>
      <OutputArea label={t('result')} value={rolling === null ? output : ''} />

      {history.length > 0 && (
        <section aria-labelledby="picker-history" className="flex flex-col gap-2">
          <div className="flex items-center justify-between gap-2">
            <h2 id="picker-history" className="text-sm font-semibold">{t('history')}</h2>
            <Button variant="ghost" size="sm" onClick={() => setHistory([])}>{t('clearHistory')}</Button>
          </div>
          <ol className="flex flex-col gap-1 text-sm" data-testid="pick-history">
            {history.map((h) => (
              <li key={h.id} className="rounded-md border border-border bg-muted/40 px-3 py-1.5">
                <span className="mr-2 text-xs text-muted-foreground">{timeFmt.format(h.at)} · {t(`modes.${h.mode}`)}</span>
                <span className="whitespace-pre-line">{h.text}</span>
              </li>
            ))}
          </ol>
          <p className="text-xs text-muted-foreground">{t('historyNote')}</p>
        </section>
      )}
    </ToolLayout>
  );
}
