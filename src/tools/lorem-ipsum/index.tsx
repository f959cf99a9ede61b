import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Sparkles } from 'lucide-react';
import { ToolLayout } from '../../ui/ToolLayout';
import { CheckboxField, InputField, SelectField } from '../../ui/Field';
import { OutputArea } from '../../ui/OutputArea';
import { RunButton } from '../../ui/RunButton';
import { notifySuccess } from '../../ui/notify';
import { COUNT_LIMITS, LOREM_UNITS, clampCount, generateLorem, type LoremUnit } from './logic';

function isUnit(value: string): value is LoremUnit {
  return (LOREM_UNITS as readonly string[]).includes(value);
}

export default function LoremIpsum() {
  const { t, i18n } = useTranslation(['tools/lorem-ipsum', 'common']);
  const [unit, setUnit] = useState<LoremUnit>('paragraphs');
  // Kept as typed so the field can be emptied while editing; it is clamped on blur and on Generate.
  const [count, setCount] = useState('3');
  const [startWithLorem, setStartWithLorem] = useState(true);
  const [output, setOutput] = useState('');

  const limits = COUNT_LIMITS[unit];

  const generate = (u: LoremUnit, rawCount: string) => {
    const n = clampCount(rawCount, u);
    setCount(String(n));
    setOutput(generateLorem({ unit: u, count: n, startWithLorem }));
  };

  const onGenerate = () => {
    generate(unit, count);
    notifySuccess(t('generated'));
  };

  const onExample = () => {
    setUnit('paragraphs');
    generate('paragraphs', '3');
  };

  const onUnitChange = (value: string) => {
    if (!isUnit(value)) return;
    setUnit(value);
    // 5000 words is fine, 5000 paragraphs is not: re-clamp to the new unit's range.
    if (count.trim() !== '') setCount(String(clampCount(count, value)));
  };

  return (
    <ToolLayout toolId="lorem-ipsum" onExample={onExample} onClear={() => setOutput('')} copyValue={() => output} hasResult={!!output}>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField label={t('unit.label')} value={unit} onChange={(e) => onUnitChange(e.target.value)}>
          {LOREM_UNITS.map((u) => (
            <option key={u} value={u}>{t(`unit.${u}`)}</option>
          ))}
        </SelectField>
        <InputField
          label={t('count.label')}
          hint={t('count.hint', { min: limits.min, max: limits.max.toLocaleString(i18n.resolvedLanguage) })}
          type="number"
          inputMode="numeric"
          min={limits.min}
          max={limits.max}
          step={1}
          value={count}
          onChange={(e) => setCount(e.target.value)}
          onBlur={() => setCount(String(clampCount(count, unit)))}
        />
      </div>
      <CheckboxField label={t('startWithLorem')} checked={startWithLorem} onChange={setStartWithLorem} />
      <RunButton icon={Sparkles} label={t('generate')} onClick={onGenerate} />
      <OutputArea label={t('common:tool.output')} value={output} />
    </ToolLayout>
  );
}
