import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Bell, BellRing, Pause, Play, RotateCcw } from 'lucide-react';
import { Button } from '../../ui/Button';
import { InputField } from '../../ui/Field';
import { useTicker } from '../../ui/timer/useTicker';
import { formatRemaining } from '../../lib/timer';
import { beep, notificationPermission, prepareAudio, requestNotifications, systemNotify, type NotifyPermission } from '../../lib/alarm';
import { PRESET_MINUTES, countdown, countdownRemaining, countdownTick, parseHms, splitHms, type CountdownState } from './logic';

const NS = 'tools/stopwatch-timer';

export interface CountdownFields {
  h: string;
  m: string;
  s: string;
}

interface Props {
  state: CountdownState;
  setState: (s: CountdownState) => void;
  fields: CountdownFields;
  setFields: (f: CountdownFields) => void;
}

export function Countdown({ state, setState, fields, setFields }: Props) {
  const { t } = useTranslation([NS, 'common']);
  const [now, setNow] = useState(0);
  const [invalid, setInvalid] = useState(false);
  const [permission, setPermission] = useState<NotifyPermission>('unsupported');
  const running = state.clock.status === 'running';
  const stateRef = useRef(state);
  useEffect(() => {
    stateRef.current = state;
  }, [state]);

  useEffect(() => setPermission(notificationPermission()), []);

  useTicker(running, (at) => {
    setNow(at);
    const { state: next, finishedNow } = countdownTick(stateRef.current, at);
    if (!finishedNow) return;
    stateRef.current = next;
    setState(next);
    beep();
    systemNotify(t('countdown.doneTitle'), t('countdown.doneBody'));
  });

  const fieldsMs = parseHms(fields.h, fields.m, fields.s);

  const start = () => {
    prepareAudio();
    const at = performance.now();
    setNow(at);
    if (state.clock.status === 'paused' && !state.finished) {
      setState(countdown(state, { type: 'start' }, at));
      return;
    }
    if (fieldsMs === null) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    setState(countdown(countdown(state, { type: 'set', duration: fieldsMs }, at), { type: 'start' }, at));
  };

  const preset = (minutes: number) => {
    const ms = minutes * 60_000;
    setInvalid(false);
    setFields({ h: '0', m: String(minutes), s: '0' });
    setState(countdown(state, { type: 'set', duration: ms }, performance.now()));
  };

  const editField = (key: keyof CountdownFields) => (value: string) => {
    const next = { ...fields, [key]: value };
    setFields(next);
    setInvalid(false);
    if (state.clock.status === 'running') return;
    const ms = parseHms(next.h, next.m, next.s);
    setState(countdown(state, { type: 'set', duration: ms ?? 0 }, performance.now()));
  };

  const enableNotifications = async () => {
    setPermission(await requestNotifications());
  };

  const remaining = countdownRemaining(state, running ? Math.max(now, state.clock.startedAt ?? 0) : 0);
  const total = state.duration;
  const progress = total > 0 ? 1 - remaining / total : 0;

  return (
    <section aria-labelledby="countdown-heading" className="flex flex-col gap-4 rounded-lg border border-border bg-muted/40 p-4">
      <h2 id="countdown-heading" className="text-lg font-semibold">{t('countdown.title')}</h2>
      {total > 0 ? (
        <div className="flex flex-col gap-2">
          <div role="timer" aria-label={t('countdown.title')} data-testid="countdown-display"
            className="text-center font-mono text-5xl font-semibold tabular-nums sm:text-6xl">
            {formatRemaining(remaining)}
          </div>
          <div className="h-1.5 overflow-hidden rounded-full bg-border" aria-hidden="true">
            <div className="h-full bg-primary" style={{ width: `${(progress * 100).toFixed(2)}%` }} />
          </div>
        </div>
      ) : (
        <p className="text-center text-sm text-muted-foreground">{t('countdown.noTime')}</p>
      )}
      <div className="flex flex-wrap items-center justify-center gap-2" role="group" aria-label={t('countdown.presets')}>
        {PRESET_MINUTES.map((m) => (
          <Button key={m} variant="secondary" size="sm" onClick={() => preset(m)} disabled={running}>
            {t('countdown.presetMinutes', { count: m })}
          </Button>
        ))}
      </div>
      <fieldset className="grid grid-cols-3 gap-2" disabled={running}>
        <legend className="mb-1.5 text-sm font-medium">{t('countdown.custom')}</legend>
        <InputField label={t('countdown.hours')} inputMode="numeric" autoComplete="off" value={fields.h} placeholder="0"
          onChange={(e) => editField('h')(e.target.value)} />
        <InputField label={t('countdown.minutes')} inputMode="numeric" autoComplete="off" value={fields.m} placeholder="0"
          onChange={(e) => editField('m')(e.target.value)} />
        <InputField label={t('countdown.seconds')} inputMode="numeric" autoComplete="off" value={fields.s} placeholder="0"
          onChange={(e) => editField('s')(e.target.value)} />
      </fieldset>
      {invalid && <p role="alert" className="text-sm font-medium text-destructive">{t('countdown.invalid')}</p>}
      <div className="flex flex-wrap justify-center gap-2">
        {running ? (
          <Button onClick={() => setState(countdown(state, { type: 'pause' }, performance.now()))}>
            <Pause className="h-4 w-4" aria-hidden="true" /> {t('countdown.pause')}
          </Button>
        ) : (
          <Button onClick={start}>
            <Play className="h-4 w-4" aria-hidden="true" /> {state.clock.status === 'paused' && !state.finished ? t('countdown.resume') : t('countdown.start')}
          </Button>
        )}
        <Button variant="outline" onClick={() => setState(countdown(state, { type: 'reset' }, performance.now()))}
          disabled={state.clock.status === 'idle' && !state.finished}>
          <RotateCcw className="h-4 w-4" aria-hidden="true" /> {t('countdown.reset')}
        </Button>
      </div>
      {state.finished && (
        <p role="alert" data-testid="countdown-done"
          className="flex items-center justify-center gap-2 rounded-md border border-primary/40 bg-primary/10 p-3 font-semibold text-foreground">
          <BellRing className="h-5 w-5" aria-hidden="true" /> {t('countdown.done')}
        </p>
      )}
      {permission === 'default' && (
        <div className="text-center">
          <Button variant="ghost" size="sm" onClick={() => void enableNotifications()}>
            <Bell className="h-4 w-4" aria-hidden="true" /> {t('countdown.enableNotifications')}
          </Button>
        </div>
      )}
      {permission === 'denied' && <p className="text-center text-xs text-muted-foreground">{t('countdown.notificationsBlocked')}</p>}
    </section>
  );
}

export const fieldsFor = (ms: number): CountdownFields => {
  const [h, m, s] = splitHms(ms);
  return { h, m, s };
};
