import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { NumberOption, Operation, OptionValue, Options } from '@workers/ops/registry';
import { CheckboxField, InputField, SelectField } from '../../ui/Field';

interface Props {
  op: Operation;
  options: Options;
  onChange: (key: string, value: OptionValue) => void;
}

/** A number as typed: kept while it is not yet a valid value, so typing "1" on the way to "12" is not refused. */
function NumberInput({ spec, value, onChange }: { spec: NumberOption; value: number; onChange: (v: number) => void }) {
  const { t } = useTranslation('ops');
  const [text, setText] = useState(String(value));
  useEffect(() => setText(String(value)), [value]);
  const valid = (n: number) => Number.isFinite(n) && n >= spec.min && n <= spec.max && (spec.step !== 1 || Number.isInteger(n));
  const invalid = text.trim() !== '' && !valid(Number(text));
  return (
    <InputField
      label={t(spec.label)}
      type="number"
      inputMode="numeric"
      min={spec.min}
      max={spec.max}
      step={spec.step}
      maxLength={20}
      value={text}
      aria-invalid={invalid || undefined}
      hint={`${spec.min.toLocaleString()}–${spec.max.toLocaleString()}`}
      onChange={(e) => {
        setText(e.target.value);
        const n = Number(e.target.value);
        if (e.target.value.trim() !== '' && valid(n)) onChange(n);
      }}
    />
  );
}

/** A step's options, edited in place, each control drawn from the operation's schema. */
export function StepOptions({ op, options, onChange }: Props) {
  const { t } = useTranslation('ops');
  if (op.options.length === 0) return null;
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      {op.options.map((spec) => {
        const value = options[spec.key] ?? spec.default;
        switch (spec.type) {
          case 'choice':
            return (
              <SelectField key={spec.key} label={t(spec.label)} value={String(value)} onChange={(e) => onChange(spec.key, e.target.value)}>
                {spec.choices.map((c) => (
                  <option key={c.value} value={c.value}>{t(c.label)}</option>
                ))}
              </SelectField>
            );
          case 'boolean':
            return (
              <div key={spec.key} className="flex min-h-10 items-center">
                <CheckboxField label={t(spec.label)} checked={value === true} onChange={(checked) => onChange(spec.key, checked)} />
              </div>
            );
          case 'text':
            return (
              <InputField key={spec.key} label={t(spec.label)} value={String(value)} maxLength={spec.maxLength} spellCheck={false}
                onChange={(e) => onChange(spec.key, e.target.value)} />
            );
          case 'number':
            return <NumberInput key={spec.key} spec={spec} value={Number(value)} onChange={(n) => onChange(spec.key, n)} />;
        }
      })}
    </div>
  );
}
