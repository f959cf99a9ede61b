import type { BooleanOption, ChoiceOption, OptionValue, TextOption } from '@workers/ops/optionSpec';
import { CheckboxField, InputField, SelectField } from '../Field';
import type { OpLabels } from './useOpLabels';

/** What a tool page shows; a number (only recipe steps have one) is the recipe builder's NumberOptionInput. */
export type PageOption = ChoiceOption | BooleanOption | TextOption;

interface Props {
  spec: PageOption;
  value: OptionValue;
  onChange: (value: OptionValue) => void;
  labels: OpLabels;
}

/**
 * One operation option drawn from its schema, the same control on a tool page and in a recipe step: a choice as a
 * menu, a flag as a checkbox, text as a field. The caller lays the controls out.
 */
export function OptionField({ spec, value, onChange, labels }: Props) {
  const label = labels(spec.label);
  switch (spec.type) {
    case 'choice':
      return (
        <SelectField label={label} value={String(value)} onChange={(e) => onChange(e.target.value)}>
          {spec.choices.map((c) => (
            <option key={c.value} value={c.value}>{labels(c.label)}</option>
          ))}
        </SelectField>
      );
    case 'boolean':
      return <CheckboxField label={label} checked={value === true} onChange={onChange} />;
    case 'text':
      return <InputField label={label} value={String(value)} maxLength={spec.maxLength} spellCheck={false} onChange={(e) => onChange(e.target.value)} />;
  }
}

interface FieldsProps<O> {
  specs: readonly PageOption[];
  /** The page's options object: each spec's key names its value. */
  values: O;
  onChange: (key: keyof O & string, value: OptionValue) => void;
  labels: OpLabels;
}

/** Several options, in the schema's order; the caller's container lays them out. */
export function OptionFields<O extends object>({ specs, values, onChange, labels }: FieldsProps<O>) {
  return specs.map((spec) => (
    <OptionField key={spec.key} spec={spec} value={(values as Record<string, OptionValue>)[spec.key] ?? spec.default} labels={labels}
      onChange={(value) => onChange(spec.key as keyof O & string, value)} />
  ));
}
