import { useId, type ComponentPropsWithRef, type ReactNode, type InputHTMLAttributes, type SelectHTMLAttributes } from 'react';
import { MAX_LINE_INPUT_CHARS } from '../config/constants';
import { cn } from '../lib/cn';

const CONTROL =
  'w-full rounded-md border border-input bg-background px-3 py-2 text-sm text-foreground placeholder:text-muted-foreground ' +
  'focus-ring';

interface LabelledProps {
  label: ReactNode;
  hint?: ReactNode;
}

/**
 * Only for src/ui: tools use BigTextArea (input) or OutputArea (result), which keep megabytes out of the DOM and hand
 * the field over to the editor. `labelId` and `hintId` name the label and hint, which the editor then points at.
 */
export function TextAreaField({
  label, hint, className, id, font = 'mono', labelId, hintId, ...props
}: LabelledProps & ComponentPropsWithRef<'textarea'> & { font?: 'mono' | 'sans'; labelId?: string; hintId?: string }) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  return (
    <div className="flex flex-col gap-1.5">
      <label id={labelId} htmlFor={fieldId} className="text-sm font-medium">{label}</label>
      <textarea id={fieldId} rows={8} spellCheck={false} className={cn(CONTROL, 'min-h-32 resize-y', font === 'mono' ? 'font-mono' : 'font-sans', className)}
        aria-describedby={hint && hintId ? hintId : undefined} {...props} />
      {hint && <p id={hintId} className="text-xs text-muted-foreground">{hint}</p>}
    </div>
  );
}

/**
 * A labelled single-line input, at most `maxLength` characters (MAX_LINE_INPUT_CHARS unless given). A value set
 * without typing (a drop, a script, an extension) is cut to it before `onChange` sees it, as the browser itself cuts
 * a typed or pasted one: megabytes never reach the tool's state nor sit in a one-line box Chromium lays out for a second.
 */
export function InputField({
  label, hint, className, id, onChange, maxLength = MAX_LINE_INPUT_CHARS, ...props
}: LabelledProps & InputHTMLAttributes<HTMLInputElement>) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  const change: typeof onChange = onChange
    ? (e) => {
      if (e.currentTarget.value.length > maxLength) e.currentTarget.value = e.currentTarget.value.slice(0, maxLength);
      onChange(e);
    }
    : onChange;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={fieldId} className="text-sm font-medium">{label}</label>
      <input id={fieldId} className={cn(CONTROL, 'h-10', className)} maxLength={maxLength} onChange={change} {...props} />
      {hint && <p className="text-xs text-muted-foreground">{hint}</p>}
    </div>
  );
}

export function SelectField({ label, hint, className, id, children, ...props }: LabelledProps & SelectHTMLAttributes<HTMLSelectElement>) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  const hintId = `${fieldId}-hint`;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={fieldId} className="text-sm font-medium">{label}</label>
      <select id={fieldId} className={cn(CONTROL, 'h-10', className)} aria-describedby={hint ? hintId : undefined} {...props}>{children}</select>
      {hint && <p id={hintId} className="text-xs text-muted-foreground">{hint}</p>}
    </div>
  );
}

export function CheckboxField({ label, checked, onChange }: { label: ReactNode; checked: boolean; onChange: (checked: boolean) => void }) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <input id={id} type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)}
        className="h-4 w-4 rounded border-input accent-primary" />
      <label htmlFor={id} className="text-sm">{label}</label>
    </div>
  );
}

interface RangeFieldProps {
  label: ReactNode;
  value: number;
  onChange: (value: number) => void;
  min: number;
  max: number;
  step?: number;
  /** Appended to the shown value, e.g. "%". */
  unit?: string;
  hint?: ReactNode;
  disabled?: boolean;
}

export function RangeField({ label, value, onChange, min, max, step = 1, unit = '', hint, disabled }: RangeFieldProps) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-center justify-between gap-2">
        <label htmlFor={id} className="text-sm font-medium">{label}</label>
        <output htmlFor={id} className="text-sm tabular-nums text-muted-foreground">{value}{unit}</output>
      </div>
      <input id={id} type="range" min={min} max={max} step={step} value={value} disabled={disabled}
        onChange={(e) => onChange(Number(e.target.value))} className="h-10 w-full accent-primary disabled:opacity-50" />
      {hint && <p className="text-xs text-muted-foreground">{hint}</p>}
    </div>
  );
}
