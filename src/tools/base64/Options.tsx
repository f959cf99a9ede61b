import { useTranslation } from 'react-i18next';
import { SelectField } from '../../ui/Field';
import { OptionField } from '../../ui/ops/OptionField';
import { optionSpec, useOpLabels } from '../../ui/ops/useOpLabels';
import { BASE64_ENCODE_OPTIONS } from '@workers/text/base64';
import type { Base64Options } from './logic';

const NS = 'tools/base64';
const PADDING = optionSpec(BASE64_ENCODE_OPTIONS, 'padding');
const WRAP = optionSpec(BASE64_ENCODE_OPTIONS, 'wrap');

/**
 * Alphabet, padding and line wrapping of the base64 written (decoding accepts every form). The alphabet is a menu here
 * (the step's flag reads as a choice of two on a page); padding and wrapping draw from the schema.
 */
export function Base64OptionsFields({ value, onChange }: { value: Base64Options; onChange: (next: Base64Options) => void }) {
  const { t } = useTranslation(NS);
  const labels = useOpLabels(NS);
  return (
    <div className="grid gap-3 sm:grid-cols-3 sm:items-end">
      <SelectField label={t('options.alphabet')} value={value.urlSafe ? 'urlSafe' : 'standard'}
        onChange={(e) => onChange({ ...value, urlSafe: e.target.value === 'urlSafe' })}>
        <option value="standard">{t('options.standard')}</option>
        <option value="urlSafe">{t('options.urlSafe')}</option>
      </SelectField>
      <div className="pb-2">
        <OptionField spec={PADDING} value={value.padding} labels={labels} onChange={(on) => onChange({ ...value, padding: on === true })} />
      </div>
      <div className="pb-2">
        <OptionField spec={WRAP} value={value.wrap} labels={labels} onChange={(on) => onChange({ ...value, wrap: on === true })} />
      </div>
    </div>
  );
}
