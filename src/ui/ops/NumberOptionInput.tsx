import { useEffect, useState } from 'react';
import type { NumberOption } from '@workers/ops/optionSpec';
import { InputField } from '../Field';

/** A number as typed: kept while it is not yet a valid value, so typing "1" on the way to "12" is not refused. */
export function NumberOptionInput({ spec, label, value, onChange }: { spec: NumberOption; label: string; value: number; onChange: (v: number) => void }) {
  const [text, setText] = useState(String(value));
  useEffect(() => setText(String(value)), [value]);
  const valid = (n: number) => Number.isFinite(n) && n >= spec.min && n <= spec.max && (spec.step !== 1 || Number.isInteger(n));
  const invalid = text.trim() !== '' && !valid(Number(text));
  return (
    <InputField
      label={label}
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
