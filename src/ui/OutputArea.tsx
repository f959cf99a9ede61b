import { useDeferredValue, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Download } from 'lucide-react';
import { LARGE_TEXT_CHARS } from '../config/constants';
import { downloadFile } from '../lib/download';
import { TextAreaField } from './Field';
import { Button } from './Button';
import { useEditorTakeover } from './useEditorTakeover';
import type { EditorLanguage } from './editorTypes';

/** What a large result shows of itself until the editor has taken over; copy and download always use the whole text. */
export const OUTPUT_PREVIEW_CHARS = 8_000;

interface OutputAreaProps {
  label: string;
  value: string;
  id?: string;
  /** File name for the whole result when it is large (default output.txt). */
  downloadName?: string;
  /** The editor's language: the result shows in a read-only editor (highlighted, folding) once the page is live. */
  language?: EditorLanguage;
  /** data-testid of the result (default tool-output). */
  testId?: string;
}

/**
 * A read-only result, the input side's twin (BigTextArea). With a language, the editor shows it; without one, a
 * textarea does while the result is small, and the editor (plain text) once it is too large for a textarea:
 * putting megabytes into a textarea is itself a multi-second main-thread task. Either way the whole result is shown,
 * and a large one gets a Download of its own.
 */
export function OutputArea({ label, value: latest, id, downloadName = 'output.txt', language, testId = 'tool-output' }: OutputAreaProps) {
  const { t } = useTranslation('common');
  // The result is drawn in the frame after the tap or keystroke that changed it, which paints the input side first:
  // filling an editor (or a long textarea) in the same task is most of a Load example's frame on a slow phone.
  const value = useDeferredValue(latest);
  const large = value.length > LARGE_TEXT_CHARS;
  const autoId = useId();
  const labelId = useId();
  const hintId = useId();
  const fieldId = id ?? autoId;
  const textarea = useRef<HTMLTextAreaElement>(null);
  const takeover = useEditorTakeover(language !== undefined || large);
  // The editor mounts beside the textarea (hidden), takes its cursor and focus, then the textarea goes: same frame.
  const [shown, setShown] = useState(false);
  if (!takeover && shown) setShown(false);
  const downloadAll = large && (
    <div>
      <Button variant="outline" size="sm" onClick={() => downloadFile(value, downloadName, 'text/plain;charset=utf-8')}>
        <Download className="h-4 w-4" aria-hidden="true" /> {t('tool.downloadAll')}
      </Button>
    </div>
  );

  const editorShown = !!takeover && shown;
  return (
    <div className="flex min-w-0 flex-col gap-1.5" data-testid={large && !editorShown ? 'large-output' : undefined}>
      {!editorShown && (
        <TextAreaField
          ref={textarea}
          id={fieldId}
          labelId={labelId}
          hintId={hintId}
          label={label}
          value={large ? value.slice(0, OUTPUT_PREVIEW_CHARS) : value}
          readOnly
          placeholder={t('tool.outputPlaceholder')}
          hint={large ? t('tool.largeOutput', { chars: value.length.toLocaleString() }) : undefined}
          data-testid={testId}
        />
      )}
      {takeover && (
        <takeover.Editor id={fieldId} label={label} labelId={labelId} value={value} language={language ?? 'text'} placeholder={t('tool.outputPlaceholder')} rows={8}
          takeFrom={textarea} hidden={!editorShown} onShown={() => setShown(true)} testId={testId} />
      )}
      {downloadAll}
    </div>
  );
}
