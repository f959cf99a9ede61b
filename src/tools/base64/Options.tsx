import { useTranslation } from 'react-i18next';
import { CheckboxField, SelectField } from '../../ui/Field';
import type { Base64Options } from './logic';

/** Alphabet, padding and line wrapping of the base64 written (decoding accepts every form). */
export function Base64OptionsFields({ value, onChange }: { value: Base64Options; onChange: (next: Base64Options) => void }) {
  const { t } = useTranslation('tools/base64');
  return (
    <div className="grid gap-3 sm:grid-cols-3 sm:items-end">
      <SelectField label={t('options.alphabet')} value={value.urlSafe ? 'urlSafe' : 'standard'}
        onChange={(e) => onChange({ ...value, urlSafe: e.target.value === 'urlSafe' })}>
        <option value="standard">{t('options.standard')}</option>
        <option value="urlSafe">{t('options.urlSafe')}</option>
      </SelectField>
      <div className="pb-2">
        <CheckboxField label={t('options.padding')} checked={value.padding} onChange={(on) => onChange({ ...value, padding: on })} />
      </div>
      <div className="pb-2">
        <CheckboxField label={t('options.wrap')} checked={value.wrap} onChange={(on) => onChange({ ...value, wrap: on })} />
      </div>
    </div>
  );
}
