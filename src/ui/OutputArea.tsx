import { useTranslation } from 'react-i18next';
import { Download } from 'lucide-react';
import { LARGE_TEXT_CHARS } from '../config/constants';
import { downloadFile } from '../lib/download';
import { TextAreaField } from './Field';
import { Button } from './Button';

/** What a large result shows of itself; copy and download always use the whole text. */
export const OUTPUT_PREVIEW_CHARS = 8_000;

interface OutputAreaProps {
  label: string;
  value: string;
  id?: string;
  /** File name for the whole result when it is too large to show (default output.txt). */
  downloadName?: string;
}

/**
 * A read-only result, the input side's twin (BigTextArea). Putting megabytes into
 * a textarea is itself a multi-second main-thread task, so a result over
 * LARGE_TEXT_CHARS shows a summary, the beginning as a preview, and a Download of
 * the whole; ToolLayout's Copy copies the whole too.
 */
export function OutputArea({ label, value, id, downloadName = 'output.txt' }: OutputAreaProps) {
  const { t } = useTranslation('common');
  const large = value.length > LARGE_TEXT_CHARS;
  return (
    <div className="flex flex-col gap-1.5" data-testid={large ? 'large-output' : undefined}>
      <TextAreaField
        id={id}
        label={label}
        value={large ? value.slice(0, OUTPUT_PREVIEW_CHARS) : value}
        readOnly
        placeholder={t('tool.outputPlaceholder')}
        hint={large ? t('tool.largeOutput', { chars: value.length.toLocaleString() }) : undefined}
        data-testid="tool-output"
      />
      {large && (
        <div>
          <Button variant="outline" size="sm" onClick={() => downloadFile(value, downloadName, 'text/plain;charset=utf-8')}>
            <Download className="h-4 w-4" aria-hidden="true" /> {t('tool.downloadAll')}
          </Button>
        </div>
      )}
    </div>
  );
}
