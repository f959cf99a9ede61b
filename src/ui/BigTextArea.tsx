import { memo, useId, type ClipboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FileUp, X } from 'lucide-react';
import { LARGE_TEXT_CHARS } from '../config/constants';
import { notifyError } from './notify';
import { TextAreaField } from './Field';
import { Button } from './Button';

const PREVIEW_CHARS = 2_000;

interface BigTextAreaProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  rows?: number;
  /** `accept` of the "Open a text file" picker; omit to hide it. */
  fileAccept?: string;
}

/**
 * A text input that stays responsive with 10 MB: Chromium spends seconds
 * laying out and painting a textarea holding megabytes, so above ~1 MB the
 * text is kept in state only and the DOM shows a summary and a short preview.
 * Large pastes are intercepted before they reach the textarea for the same reason.
 * Memoised: a tool re-rendering for job progress must not re-render a big input
 * (pass a stable onChange, e.g. a state setter).
 */
export const BigTextArea = memo(function BigTextArea({ label, value, onChange, placeholder, rows, fileAccept }: BigTextAreaProps) {
  const { t } = useTranslation('common');
  const labelId = useId();
  const fileId = useId();

  const onPaste = (e: ClipboardEvent<HTMLTextAreaElement>) => {
    const pasted = e.clipboardData.getData('text/plain');
    if (pasted.length <= LARGE_TEXT_CHARS) return;
    e.preventDefault();
    const el = e.currentTarget;
    onChange(value.slice(0, el.selectionStart) + pasted + value.slice(el.selectionEnd));
  };

  const openFile = async (file: File | undefined) => {
    if (!file) return;
    try {
      onChange(await file.text());
    } catch {
      notifyError(t('files.readFailed'));
    }
  };

  const filePicker = fileAccept !== undefined && (
    <div>
      <label htmlFor={fileId} className="inline-flex cursor-pointer items-center gap-1.5 text-xs font-medium text-primary hover:underline">
        <FileUp className="h-3.5 w-3.5" aria-hidden="true" /> {t('tool.openFile')}
      </label>
      <input id={fileId} type="file" accept={fileAccept} className="sr-only"
        onChange={(e) => { void openFile(e.target.files?.[0]); e.target.value = ''; }} />
    </div>
  );

  if (value.length > LARGE_TEXT_CHARS) {
    return (
      <div className="flex flex-col gap-1.5">
        <span id={labelId} className="text-sm font-medium">{label}</span>
        <div role="group" aria-labelledby={labelId} data-testid="large-input" className="flex flex-col gap-2 rounded-md border border-input bg-muted/40 p-3">
          <p className="text-sm">{t('tool.largeInput', { chars: value.length.toLocaleString() })}</p>
          <pre className="max-h-40 overflow-auto whitespace-pre-wrap break-all rounded bg-background p-2 font-mono text-xs text-muted-foreground">
            {value.slice(0, PREVIEW_CHARS)}…
          </pre>
          <div className="flex flex-wrap items-center gap-3">
            <Button variant="outline" size="sm" onClick={() => onChange('')}>
              <X className="h-4 w-4" aria-hidden="true" /> {t('tool.clearInput')}
            </Button>
            {filePicker}
          </div>
        </div>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-1">
      <TextAreaField label={label} value={value} placeholder={placeholder ?? t('tool.inputPlaceholder')} rows={rows}
        onChange={(e) => onChange(e.target.value)} onPaste={onPaste} />
      {filePicker}
    </div>
  );
});
