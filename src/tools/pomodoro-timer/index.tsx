import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Bell, Pause, Play, RotateCcw, SkipForward } from 'lucide-react';
import { ToolLayout } from '../../ui/ToolLayout';
import { Button } from '../../ui/Button';
import { useTicker } from '../../ui/timer/useTicker';
import { formatRemaining } from '../../lib/timer';
import { readRaw, writeJson } from '../../lib/storage';
import { beep, notificationPermission, prepareAudio, requestNotifications, systemNotify, type NotifyPermission } from '../../lib/alarm';
import { Settings } from './Settings';
import {
  DEFAULT_SETTINGS, INITIAL, STORAGE_KEY, parseStoredSettings, phaseMs, pomodoro, remaining, tick,
  type Phase, type PomodoroEvent, type PomodoroSettings, type PomodoroState,
} from './logic';

const NS = 'tools/pomodoro-timer';
/** The example: a 50/10 "deep work" rhythm with a 30-minute long break. */
const EXAMPLE: PomodoroSettings = { focus: 50, short: 10, long: 30, longEvery: 4, autoAdvance: false, sound: true };

const PHASE_STYLE: Record<Phase, string> = {
  focus: 'border-primary/40 bg-primary/10 text-foreground',
  short: 'border-green-600/40 bg-green-600/10 text-green-800 dark:text-green-300',
  long: 'border-purple-600/40 bg-purple-600/10 text-purple-800 dark:text-purple-300',
};

export default function PomodoroTimer() {
  const { t } = useTranslation([NS, 'common']);
  const [settings, setSettings] = useState<PomodoroSettings>(DEFAULT_SETTINGS);
  const [loaded, setLoaded] = useState(false);
  const [state, setState] = useState<PomodoroState>(INITIAL);
  const [now, setNow] = useState(0);
  const [permission, setPermission] = useState<NotifyPermission>('unsupported');
  const [announce, setAnnounce] = useState('');
  const stateRef = useRef(state);
  useEffect(() => {
    stateRef.current = state;
  }, [state]);

  // Storage is read after mount only (the page is prerendered); a corrupt value gives the defaults.
  useEffect(() => {
    setSettings(parseStoredSettings(readRaw(STORAGE_KEY)));
    setLoaded(true);
    setPermission(notificationPermission());
  }, []);

  const changeSettings = (next: PomodoroSettings) => {
    setSettings(next);
    if (loaded) writeJson(STORAGE_KEY, next);
  };

  const running = state.clock.status === 'running';
  const at = running ? Math.max(now, state.clock.startedAt ?? 0) : 0;
  const left = remaining(state, settings, at);
  const shown = formatRemaining(left);
  const phaseName = t(`phase.${state.phase}`);

  useTicker(running, (time) => {
    setNow(time);
    const { state: next, switches } = tick(stateRef.current, settings, time);
    const last = switches[switches.length - 1];
    if (!last) return;
    stateRef.current = next;
    setState(next);
    const message = t(last.to === 'focus' ? 'switch.toFocus' : 'switch.toBreak', { phase: t(`phase.${last.to}`) });
    setAnnounce(message);
    if (settings.sound) beep();
    systemNotify(t('switch.title'), message);
  });

  // The remaining time in the tab title while running; the page's own title comes back after.
  const shownRef = useRef('');
  const originalTitle = useRef<string | null>(null);
  useEffect(() => {
    if (!running) {
      if (originalTitle.current !== null) {
        document.title = originalTitle.current;
        originalTitle.current = null;
      }
      return;
    }
    if (originalTitle.current === null) originalTitle.current = document.title;
    const title = `${shown} · ${phaseName}`;
    if (shownRef.current !== title) {
      shownRef.current = title;
      document.title = title;
    }
  }, [running, shown, phaseName]);
  useEffect(() => () => {
    if (originalTitle.current !== null) document.title = originalTitle.current;
  }, []);

  const send = (event: PomodoroEvent) => {
    if (event === 'start') prepareAudio();
    const time = performance.now();
    setNow(time);
    setAnnounce('');
    setState(pomodoro(state, event, settings, time));
  };

  const total = phaseMs(state.phase, settings);
  const progress = total > 0 ? 1 - left / total : 0;
  const inCycle = state.completed % settings.longEvery;

  return (
    <ToolLayout toolId="pomodoro-timer" onExample={() => { changeSettings(EXAMPLE); setState(INITIAL); }}>
      <section aria-labelledby="pomodoro-phase" className="flex flex-col items-center gap-4 rounded-lg border border-border bg-muted/40 p-4">
        <h2 id="pomodoro-phase" data-testid="pomodoro-phase"
          className={`rounded-full border px-3 py-1 text-sm font-semibold ${PHASE_STYLE[state.phase]}`}>
          {phaseName}
        </h2>
        <div role="timer" aria-label={phaseName} data-testid="pomodoro-display"
          className="font-mono text-6xl font-semibold tabular-nums sm:text-7xl">
          {shown}
        </div>
        <div className="h-1.5 w-full max-w-md overflow-hidden rounded-full bg-border" aria-hidden="true">
          <div className="h-full bg-primary" style={{ width: `${(progress * 100).toFixed(2)}%` }} />
        </div>
        <div className="flex flex-wrap justify-center gap-2">
          {running ? (
            <Button onClick={() => send('pause')}><Pause className="h-4 w-4" aria-hidden="true" /> {t('pause')}</Button>
          ) : (
            <Button onClick={() => send('start')}>
              <Play className="h-4 w-4" aria-hidden="true" /> {state.clock.status === 'paused' ? t('resume') : t('start')}
            </Button>
          )}
          <Button variant="outline" onClick={() => send('reset')} disabled={state.clock.status === 'idle'}>
            <RotateCcw className="h-4 w-4" aria-hidden="true" /> {t('reset')}
          </Button>
          <Button variant="outline" onClick={() => send('skip')}>
            <SkipForward className="h-4 w-4" aria-hidden="true" /> {t('skip')}
          </Button>
        </div>
        <p data-testid="pomodoro-completed" className="text-sm">
          {t('completed', { count: state.completed })}
          <span className="ml-2 text-muted-foreground">{t('untilLong', { count: settings.longEvery - inCycle })}</span>
        </p>
        <div className="flex gap-1.5" aria-hidden="true">
          {Array.from({ length: settings.longEvery }, (_, i) => (
            <span key={i} className={`h-2.5 w-2.5 rounded-full ${i < inCycle ? 'bg-primary' : 'bg-border'}`} />
          ))}
        </div>
        <p role="status" aria-live="polite" data-testid="pomodoro-announce" className="min-h-5 text-sm font-medium">
          {announce}
        </p>
        <div className="flex flex-wrap items-center justify-center gap-2">
          <Button variant="ghost" size="sm" onClick={() => send('resetAll')}>{t('resetCycle')}</Button>
          {permission === 'default' && (
            <Button variant="ghost" size="sm" onClick={() => void requestNotifications().then(setPermission)}>
              <Bell className="h-4 w-4" aria-hidden="true" /> {t('enableNotifications')}
            </Button>
          )}
        </div>
        {permission === 'denied' && <p className="text-xs text-muted-foreground">{t('notificationsBlocked')}</p>}
      </section>
      <Settings settings={settings} onChange={changeSettings} />
    </ToolLayout>
  );
}
