import { useTranslation } from 'react-i18next';
import { LARGE_TEXT_CHARS } from '../config/constants';
import { TextAreaField } from './Field';

const PREVIEW_CHARS = 20_000;

/**
 * A read-only result. Putting megabytes into a textarea is itself a long
 * main-thread task, so large results show a summary and a short preview;
 * copy and download still use the whole text.
 */
export function OutputArea({ label, value, id }: { label: string; value: string; id?: string }) {
  const { t } = useTranslation('common');
  const large = value.length > LARGE_TEXT_CHARS;
  return (
    <TextAreaField
      id={id}
      label={label}
      value={large ? value.slice(0, PREVIEW_CHARS) : value}
      readOnly
      placeholder={t('tool.outputPlaceholder')}
      hint={large ? t('tool.largeOutput', { chars: value.length.toLocaleString() }) : undefined}
      data-testid="tool-output"
    />
  );
}
