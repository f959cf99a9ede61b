import { useTranslation } from 'react-i18next';
import { SelectField } from '../Field';
import { IMAGE_EFFORTS, type ImageEffort } from '../../lib/imageEffort';

interface EffortFieldProps {
  effort: ImageEffort;
  onChange: (effort: ImageEffort) => void;
  /** False when the chosen format cannot be a JPEG (only MozJPEG's search depends on the effort). */
  applies: boolean;
  /** What "Faster" does, where a tool draws the line elsewhere (pdf-compress: every image over 1 MP). */
  fastHint?: string;
}

/** "Faster" or "Smallest file" for big photos: the one choice the compressor and the resizer share and remember. */
export function EffortField({ effort, onChange, applies, fastHint }: EffortFieldProps) {
  const { t } = useTranslation('common');
  const hint = !applies ? t('imageEffort.notJpegHint') : effort === 'small' ? t('imageEffort.smallHint') : (fastHint ?? t('imageEffort.fastHint'));
  return (
    <SelectField
      label={t('imageEffort.label')}
      value={effort}
      disabled={!applies}
      hint={hint}
      onChange={(e) => onChange(IMAGE_EFFORTS.find((x) => x === e.target.value) ?? effort)}
    >
      {IMAGE_EFFORTS.map((e) => (
        <option key={e} value={e}>
          {t(`imageEffort.${e}`)}
        </option>
      ))}
    </SelectField>
  );
}
