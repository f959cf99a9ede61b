import { useId, type ReactNode } from 'react';

interface RadioGroupProps<V extends string> {
  legend: ReactNode;
  options: readonly V[];
  value: V | null;
  onChange: (value: V) => void;
  label: (value: V) => ReactNode;
  /** The fieldset's layout. */
  className?: string;
  legendClassName?: string;
  /** The radios' own row inside the fieldset; null: the radios sit in the fieldset itself. */
  rowClassName?: string | null;
}

/** A row of native radios under a legend: the choice a tool's mode, order or view takes. */
export function RadioGroup<V extends string>({
  legend, options, value, onChange, label,
  className = 'flex flex-col gap-2', legendClassName = 'mb-2 text-sm font-medium', rowClassName = 'flex flex-wrap gap-x-4 gap-y-2',
}: RadioGroupProps<V>) {
  const name = useId();
  const radios = options.map((o) => (
    <label key={o} className="flex items-center gap-2 text-sm">
      <input type="radio" name={name} value={o} checked={value === o} onChange={() => onChange(o)} className="h-4 w-4 accent-primary" />
      {label(o)}
    </label>
  ));
  return (
    <fieldset className={className}>
      <legend className={legendClassName}>{legend}</legend>
      {rowClassName === null ? radios : <div className={rowClassName}>{radios}</div>}
    </fieldset>
  );
}
