import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ToolLayout } from '../../ui/ToolLayout';
import { copyWithNotice } from '../../ui/notify';
import { Stopwatch } from './Stopwatch';
import { Countdown, fieldsFor, type CountdownFields } from './Countdown';
import { STOPWATCH_IDLE, countdownIdle, lapsText, type CountdownState, type StopwatchState } from './logic';

const NS = 'tools/stopwatch-timer';
/** The example: a 3-minute tea timer. */
const EXAMPLE_MS = 3 * 60_000;
const EMPTY_FIELDS: CountdownFields = { h: '', m: '', s: '' };

export default function StopwatchTimer() {
  const { t } = useTranslation([NS, 'common']);
  const [watch, setWatch] = useState<StopwatchState>(STOPWATCH_IDLE);
  const [timer, setTimer] = useState<CountdownState>(() => countdownIdle(0));
  const [fields, setFields] = useState<CountdownFields>(EMPTY_FIELDS);

  const lapsAsText = () =>
    lapsText(watch.splits, { lap: t('stopwatch.lap'), lapTime: t('stopwatch.lapTime'), split: t('stopwatch.split') });

  const copyLaps = async () => {
    const text = lapsAsText();
    if (!text) return;
    await copyWithNotice(text);
  };

  return (
    <ToolLayout
      toolId="stopwatch-timer"
      onExample={() => {
        setFields(fieldsFor(EXAMPLE_MS));
        setTimer(countdownIdle(EXAMPLE_MS));
      }}
      onClear={() => {
        setWatch(STOPWATCH_IDLE);
        setFields(EMPTY_FIELDS);
        setTimer(countdownIdle(0));
      }}
      clearedMessage={t('cleared')}
    >
      <div className="grid gap-4 lg:grid-cols-2">
        <Stopwatch state={watch} setState={setWatch} onCopyLaps={() => void copyLaps()} />
        <Countdown state={timer} setState={setTimer} fields={fields} setFields={setFields} />
      </div>
    </ToolLayout>
  );
}
