import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckboxField, InputField } from '../../ui/Field';
import { LIMITS, parseSetting, type PomodoroSettings } from './logic';

const NS = 'tools/pomodoro-timer';
type NumKey = keyof typeof LIMITS;
const NUM_KEYS: NumKey[] = ['focus', 'short', 'long', 'longEvery'];

const asText = (s: PomodoroSettings): Record<NumKey, string> => ({
  focus: String(s.focus), short: String(s.short), long: String(s.long), longEvery: String(s.longEvery),
});

/** The adjustable settings; a field that is not a whole number within its limits is shown as invalid and not applied. */
export function Settings({ settings, onChange }: { settings: PomodoroSettings; onChange: (s: PomodoroSettings) => void }) {
  const { t } = useTranslation(NS);
  const [text, setText] = useState(() => asText(settings));

  // Settings changed from outside (loaded from storage, example, reset): show them.
  useEffect(() => {
    setText(asText(settings));
  }, [settings]);

  const edit = (key: NumKey, value: string) => {
    setText((cur) => ({ ...cur, [key]: value }));
    const n = parseSetting(key, value);
    if (n !== null && n !== settings[key]) onChange({ ...settings, [key]: n });
  };

  const invalid = NUM_KEYS.filter((k) => parseSetting(k, text[k]) === null);

  return (
    <fieldset className="flex flex-col gap-3 rounded-lg border border-border bg-muted/40 p-4">
      <legend className="px-1 text-sm font-semibold">{t('settings.title')}</legend>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {NUM_KEYS.map((k) => (
          <InputField key={k} label={t(`settings.${k}`)} type="number" inputMode="numeric" min={LIMITS[k].min} max={LIMITS[k].max}
            value={text[k]} onChange={(e) => edit(k, e.target.value)} aria-invalid={invalid.includes(k) || undefined} />
        ))}
      </div>
      {invalid.length > 0 && (
        <p role="alert" className="text-sm font-medium text-destructive">{t('invalid')}</p>
      )}
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        <CheckboxField label={t('settings.autoAdvance')} checked={settings.autoAdvance}
          onChange={(autoAdvance) => onChange({ ...settings, autoAdvance })} />
        <CheckboxField label={t('settings.sound')} checked={settings.sound} onChange={(sound) => onChange({ ...settings, sound })} />
      </div>
      <p className="text-xs text-muted-foreground">{t('settings.hint')}</p>
    </fieldset>
  );
}
