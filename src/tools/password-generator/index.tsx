import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ClipboardCopy, Sparkles } from 'lucide-react';
import { RadioGroup } from '../../ui/choice/RadioGroup';
import { ToolLayout } from '../../ui/ToolLayout';
import { CheckboxField, InputField, RangeField, SelectField } from '../../ui/Field';
import { OutputArea } from '../../ui/OutputArea';
import { Button } from '../../ui/Button';
import { StrengthMeter } from '../../ui/password/StrengthMeter';
import { copyWithNotice, notifyError, notifySuccess } from '../../ui/notify';
import { assessPassword, levelFromEntropy } from '../../lib/passwordStrength';
import {
  BULK_MAX, CHARSET_IDS, LENGTH_DEFAULT, LENGTH_MAX, LENGTH_MIN, SEPARATORS, WORDS_DEFAULT, WORDS_MAX, WORDS_MIN,
  chosenSets, clampInt, generateMany, generatePassphrase, generatePassword, passphraseEntropy, passwordEntropy,
  type CharsetId, type SeparatorId,
} from './logic';
import { numberFormat } from '../../lib/intlFormat';

const PASSWORD_MODES = ['password', 'passphrase'] as const;
type Mode = (typeof PASSWORD_MODES)[number];
const SEPARATOR_IDS = Object.keys(SEPARATORS) as SeparatorId[];

export default function PasswordGenerator() {
  const { t, i18n } = useTranslation(['tools/password-generator', 'common']);
  const [mode, setMode] = useState<Mode>('password');
  const [length, setLength] = useState(LENGTH_DEFAULT);
  const [lengthText, setLengthText] = useState(String(LENGTH_DEFAULT));
  const [sets, setSets] = useState<Record<CharsetId, boolean>>({ upper: true, lower: true, digits: true, symbols: true });
  const [excludeLookAlikes, setExcludeLookAlikes] = useState(false);
  const [words, setWords] = useState(WORDS_DEFAULT);
  const [separator, setSeparator] = useState<SeparatorId>('hyphen');
  const [capitalize, setCapitalize] = useState(true);
  const [addNumber, setAddNumber] = useState(true);
  const [countText, setCountText] = useState('1');
  const [results, setResults] = useState<string[]>([]);
  const [entropy, setEntropy] = useState(0);

  const output = results.join('\n');
  const nf = numberFormat(i18n.resolvedLanguage, { maximumFractionDigits: 0 });

  const onLengthText = (raw: string) => {
    setLengthText(raw);
    const n = Number(raw);
    if (Number.isInteger(n) && n >= LENGTH_MIN && n <= LENGTH_MAX) setLength(n);
  };
  const onLengthRange = (n: number) => {
    setLength(n);
    setLengthText(String(n));
  };

  const run = (opts?: { mode: Mode; length: number; count: number }) => {
    const m = opts?.mode ?? mode;
    const count = opts?.count ?? clampInt(countText, 1, BULK_MAX, 1);
    setCountText(String(count));
    if (m === 'password') {
      const len = opts?.length ?? length;
      const pwOpts = { length: len, sets, excludeLookAlikes };
      if (chosenSets(pwOpts).length === 0) {
        notifyError(t('messages.noCharset'));
        return false;
      }
      setResults(generateMany(count, () => generatePassword(pwOpts)));
      setEntropy(passwordEntropy(pwOpts));
    } else {
      const ppOpts = { words, separator, capitalize, addNumber };
      setResults(generateMany(count, () => generatePassphrase(ppOpts)));
      setEntropy(passphraseEntropy(ppOpts));
    }
    return true;
  };

  const onExample = () => {
    setMode('password');
    setSets({ upper: true, lower: true, digits: true, symbols: true });
    setExcludeLookAlikes(false);
    onLengthRange(20);
    run({ mode: 'password', length: 20, count: 1 });
  };

  const copyFirst = async (value: string) => {
    if (!value) {
      notifyError(t('messages.generateFirst'));
      return;
    }
    await copyWithNotice(value);
  };

  // The same verdict rule as the strength checker: the estimate (here the exact entropy of how the
  // password was made), lowered by the spec's checks it fails.
  const reading = results[0] ? assessPassword(results[0], levelFromEntropy(entropy)) : null;

  return (
    <ToolLayout
      toolId="password-generator"
      onExample={onExample}
      onClear={() => setResults([])}
      copyValue={() => output}
      hasResult={!!output}
      download={{ filename: 'passwords.txt', content: () => (output ? `${output}\n` : ''), emptyMessage: t('messages.generateFirst') }}
    >
      <RadioGroup
        legend={t('mode.label')}
        options={PASSWORD_MODES}
        value={mode}
        onChange={setMode}
        label={(m) => t(`mode.${m}`)}
        className="flex flex-wrap gap-4"
        rowClassName={null}
      />

      {mode === 'password' ? (
        <div className="flex flex-col gap-4">
          <div className="grid items-end gap-4 sm:grid-cols-[1fr_8rem]">
            <RangeField label={t('length.slider')} value={length} onChange={onLengthRange} min={LENGTH_MIN} max={LENGTH_MAX} />
            <InputField label={t('length.number')} type="number" inputMode="numeric" min={LENGTH_MIN} max={LENGTH_MAX} step={1}
              value={lengthText} onChange={(e) => onLengthText(e.target.value)}
              onBlur={() => onLengthRange(clampInt(lengthText, LENGTH_MIN, LENGTH_MAX, length))} />
          </div>
          <div className="grid gap-2 sm:grid-cols-2">
            {CHARSET_IDS.map((id) => (
              <CheckboxField key={id} label={t(`sets.${id}`)} checked={sets[id]} onChange={(v) => setSets((s) => ({ ...s, [id]: v }))} />
            ))}
            <CheckboxField label={t('excludeLookAlikes')} checked={excludeLookAlikes} onChange={setExcludeLookAlikes} />
          </div>
        </div>
      ) : (
        <div className="grid gap-4 sm:grid-cols-2">
          <RangeField label={t('words.label')} value={words} onChange={setWords} min={WORDS_MIN} max={WORDS_MAX} />
          <SelectField label={t('separator.label')} value={separator}
            onChange={(e) => setSeparator(SEPARATOR_IDS.find((s) => s === e.target.value) ?? 'hyphen')}>
            {SEPARATOR_IDS.map((s) => <option key={s} value={s}>{t(`separator.${s}`)}</option>)}
          </SelectField>
          <CheckboxField label={t('capitalize')} checked={capitalize} onChange={setCapitalize} />
          <CheckboxField label={t('addNumber')} checked={addNumber} onChange={setAddNumber} />
        </div>
      )}

      <div className="flex flex-wrap items-end gap-4">
        <div className="w-32">
          <InputField label={t('count.label')} type="number" inputMode="numeric" min={1} max={BULK_MAX} step={1}
            value={countText} onChange={(e) => setCountText(e.target.value)}
            onBlur={() => setCountText(String(clampInt(countText, 1, BULK_MAX, 1)))} />
        </div>
        <Button onClick={() => { if (run()) notifySuccess(t('messages.generated')); }}>
          <Sparkles className="h-4 w-4" aria-hidden="true" /> {t('generate')}
        </Button>
        <Button variant="outline" onClick={() => void copyFirst(results[0] ?? '')}>
          <ClipboardCopy className="h-4 w-4" aria-hidden="true" /> {t('copyFirst')}
        </Button>
      </div>

      <OutputArea label={t('common:tool.output')} value={output} />

      {reading && (
        <div className="rounded-lg border border-border bg-muted/40 p-3">
          <StrengthMeter level={reading.level} label={t('strength.label')} levelText={t(`strength.levels.${reading.level}`)}
            detail={t('strength.entropy', { bits: nf.format(entropy) })} />
        </div>
      )}
    </ToolLayout>
  );
}
