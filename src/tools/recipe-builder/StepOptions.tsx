import type { Operation, OptionValue, Options } from '@workers/ops/registry';
import { NumberOptionInput } from '../../ui/ops/NumberOptionInput';
import { OptionField } from '../../ui/ops/OptionField';
import { useOpLabels } from '../../ui/ops/useOpLabels';

interface Props {
  op: Operation;
  options: Options;
  onChange: (key: string, value: OptionValue) => void;
}

/** A step's options, edited in place, each control drawn from the operation's schema (as on the tool's own page). */
export function StepOptions({ op, options, onChange }: Props) {
  const labels = useOpLabels();
  if (op.options.length === 0) return null;
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      {op.options.map((spec) => {
        const value = options[spec.key] ?? spec.default;
        if (spec.type === 'number') {
          return <NumberOptionInput key={spec.key} spec={spec} label={labels(spec.label)} value={Number(value)} onChange={(n) => onChange(spec.key, n)} />;
        }
        const field = <OptionField key={spec.key} spec={spec} value={value} labels={labels} onChange={(v) => onChange(spec.key, v)} />;
        // A checkbox is shorter than a labelled field: centred in a row of the field's height, the grid stays even.
        return spec.type === 'boolean' ? <div key={spec.key} className="flex min-h-10 items-center">{field}</div> : field;
      })}
    </div>
  );
}
