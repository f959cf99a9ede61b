import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { cn } from '../../lib/cn';

const CONTROL =
  'h-10 w-full min-w-0 rounded-md border bg-background px-3 py-2 text-sm text-foreground placeholder:text-muted-foreground ' +
  'focus-ring';

interface CalcFieldProps {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** A visible message (translated) shown under the field and linked with aria-describedby. */
  error?: string | null;
  hint?: ReactNode;
  id?: string;
  name?: string;
  placeholder?: string;
  className?: string;
}

/** Label, control and its message: the frame every calculator field shares. */
function FieldFrame({ id, label, hint, error, children, className }: {
  id: string; label: ReactNode; hint?: ReactNode; error?: string | null; children: ReactNode; className?: string;
}) {
  return (
    <div className={cn('flex min-w-0 flex-col gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-medium">{label}</label>
      {children}
      {hint && <p id={`${id}-hint`} className="text-xs text-muted-foreground">{hint}</p>}
      <div id={`${id}-msg`} aria-live="polite">
        {error ? <p className="text-sm font-medium text-destructive" data-testid="field-error">{error}</p> : null}
      </div>
    </div>
  );
}

function describedBy(id: string, hint: ReactNode, error: string | null | undefined, unit = false): string | undefined {
  const ids = [unit ? `${id}-unit` : '', hint ? `${id}-hint` : '', error ? `${id}-msg` : ''].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

export interface NumberFieldProps extends CalcFieldProps {
  /** Unit shown inside the field's end, e.g. "kg", "%", "cm". Not part of the label. */
  unit?: ReactNode;
  /** A word for the unit read by screen readers instead of the symbol (e.g. "percent"); the unit is in aria-describedby. */
  unitLabel?: string;
  /** 'decimal' (default) or 'numeric' for whole numbers. */
  inputMode?: 'decimal' | 'numeric';
  inputProps?: InputHTMLAttributes<HTMLInputElement>;
}

/**
 * A number typed in the user's own way ("1,5" in Spanish, "1.5" in English; see
 * src/lib/numberInput.ts). A text input with inputMode="decimal", so phones show a
 * number pad and any separator the user types is kept as typed.
 */
export function NumberField({ label, value, onChange, onBlur, error, hint, id, name, placeholder, unit, unitLabel, inputMode = 'decimal', className, inputProps }: NumberFieldProps) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  return (
    <FieldFrame id={fieldId} label={label} hint={hint} error={error} className={className}>
      <div className="relative flex items-center">
        <input
          id={fieldId}
          name={name}
          type="text"
          inputMode={inputMode}
          autoComplete="off"
          spellCheck={false}
          value={value}
          placeholder={placeholder}
          onChange={(e) => onChange(e.target.value)}
          onBlur={onBlur}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(fieldId, hint, error, Boolean(unit))}
          className={cn(CONTROL, 'tabular-nums', error ? 'border-destructive' : 'border-input', unit ? 'pr-14' : '')}
          {...inputProps}
        />
        {unit && (
          <span id={`${fieldId}-unit`} className="pointer-events-none absolute right-3 max-w-12 truncate text-sm text-muted-foreground">
            {unitLabel ? <><span aria-hidden="true">{unit}</span><span className="sr-only">{unitLabel}</span></> : unit}
          </span>
        )}
      </div>
    </FieldFrame>
  );
}

/** A calendar date (ISO "YYYY-MM-DD" value; the browser shows it in the user's format). */
export function DateField({ label, value, onChange, onBlur, error, hint, id, name, className }: CalcFieldProps) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  return (
    <FieldFrame id={fieldId} label={label} hint={hint} error={error} className={className}>
      <input
        id={fieldId}
        name={name}
        type="date"
        min="0001-01-01"
        max="9999-12-31"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        onBlur={onBlur}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(fieldId, hint, error)}
        className={cn(CONTROL, error ? 'border-destructive' : 'border-input')}
      />
    </FieldFrame>
  );
}

export interface ChoiceOption {
  value: string;
  label: ReactNode;
}

/**
 * A small set of exclusive options shown as buttons (units, presets): native radio
 * inputs in a fieldset, so arrow keys and screen readers work as expected.
 */
export function ChoiceField({ legend, value, onChange, options, name, className }: {
  legend: ReactNode;
  value: string;
  onChange: (value: string) => void;
  options: readonly ChoiceOption[];
  /** Radio group name; defaults to a unique id. */
  name?: string;
  className?: string;
}) {
  const autoId = useId();
  const group = name ?? autoId;
  return (
    <fieldset className={cn('flex min-w-0 flex-col gap-1.5', className)}>
      <legend className="mb-1.5 text-sm font-medium">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((o) => (
          <label
            key={o.value}
            className={cn(
              'inline-flex h-9 cursor-pointer items-center rounded-md border px-3 text-sm font-medium transition-colors',
              'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
              o.value === value ? 'border-primary bg-primary text-primary-foreground' : 'border-border bg-background hover:bg-muted',
            )}
          >
            <input
              type="radio"
              name={group}
              value={o.value}
              checked={o.value === value}
              onChange={() => onChange(o.value)}
              className="sr-only"
            />
            {o.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** Two columns of fields from 640 px, one below. */
export function FieldGrid({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={cn('grid gap-4 sm:grid-cols-2', className)}>{children}</div>;
}
