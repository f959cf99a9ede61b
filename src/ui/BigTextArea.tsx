import { memo, useEffect, useId, useRef, useState, type ClipboardEvent, type DragEvent, type MutableRefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { FileUp, X } from 'lucide-react';
import { LARGE_TEXT_CHARS } from '../config/constants';
import { notifyError } from './notify';
import { TextAreaField } from './Field';
import { Button } from './Button';
import { useToolInput } from './useToolInput';
import { useEditorTakeover } from './useEditorTakeover';
import { offsetAt, stringLines } from '../lib/textPosition';
import type { EditorHandle, EditorLanguage, TextDiagnostic, TextMarks } from './editorTypes';

const PREVIEW_CHARS = 2_000;

interface BigTextAreaProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  rows?: number;
  /** `accept` of the "Open a text file" picker; omit to hide it. */
  fileAccept?: string;
  id?: string;
  className?: string;
  disabled?: boolean;
  hint?: string;
  /** Monospace (code, data) unless the text is prose. */
  font?: 'mono' | 'sans';
  /**
   * The code editor's language: the editor takes the field over as soon as the page is live. Without one the field
   * stays a plain textarea and becomes the editor (plain text) only while its text is too large for a textarea.
   */
  language?: EditorLanguage;
  /** Parser errors to mark in the text (editor only; the tool shows them in its error panel too). */
  diagnostics?: readonly TextDiagnostic[];
  /** Ranges to highlight (editor only). */
  marks?: TextMarks | null;
  /** Filled with what the tool can do with the field (go to an error's position). */
  handle?: MutableRefObject<EditorHandle | null>;
}

/** Where new text goes: the textarea's selection, or the end when there is no textarea. */
function selectionOf(el: HTMLTextAreaElement | null, value: string): [number, number] {
  return el ? [el.selectionStart, el.selectionEnd] : [value.length, value.length];
}

/**
 * The site's one multi-line text input, safe with 10 MB. Chromium spends seconds
 * laying out and painting a textarea holding megabytes, so a value over
 * LARGE_TEXT_CHARS never stays in the DOM: the whole text lives in the parent's
 * state and the page shows a summary and a short preview. Every way text arrives
 * is covered: a paste and a drop of text are intercepted before the browser
 * inserts them (`paste`, `drop`, and `beforeinput` for insertFromPaste /
 * insertFromDrop), a dropped file is read as text, and an input event that
 * carries a large value switches to the summary in the same task, before paint.
 * Small values behave exactly like a plain textarea.
 * Memoised: a tool re-rendering for job progress must not re-render a big input
 * (pass a stable onChange, e.g. a state setter).
 */
export const BigTextArea = memo(function BigTextArea({
  label, value, onChange, placeholder, rows, fileAccept, id, className, disabled, hint, font, language, diagnostics, marks, handle,
}: BigTextAreaProps) {
  const { t } = useTranslation('common');
  const labelId = useId();
  const fileId = useId();
  const autoId = useId();
  const hintId = useId();
  const fieldId = id ?? autoId;
  const textarea = useRef<HTMLTextAreaElement>(null);
  const summary = useRef<HTMLDivElement>(null);
  /** Set when text that makes the value large arrives while the textarea has focus: the summary takes the focus over. */
  const moveFocus = useRef(false);
  const large = value.length > LARGE_TEXT_CHARS;
  // The page's main input takes a text another tool sent here ("Send to…").
  useToolInput(value, onChange);
  const takeover = useEditorTakeover(language !== undefined || large);
  /** The editor has taken over: the textarea (or summary) is gone. Back to false when a plain field is small again. */
  const [shown, setShown] = useState(false);
  if (!takeover && shown) setShown(false);

  // Until the editor takes over (and if it never can), the tool's handle works on the textarea.
  useEffect(() => {
    if (!handle || takeover) return undefined;
    handle.current = {
      focus: () => textarea.current?.focus(),
      goTo: (line, column, unit) => {
        const el = textarea.current;
        if (!el) return;
        const at = offsetAt(stringLines(el.value), line, column, unit);
        el.focus();
        el.setSelectionRange(at, at);
      },
    };
    return () => {
      handle.current = null;
    };
  }, [handle, takeover]);

  /** Inserts `text` over the selection; true when it handled it (the result is large), so the caller prevents the browser's own insertion. */
  const insertLarge = (text: string, el: HTMLTextAreaElement | null): boolean => {
    const [start, end] = selectionOf(el, value);
    if (value.length - (end - start) + text.length <= LARGE_TEXT_CHARS) return false;
    moveFocus.current = el !== null && el.ownerDocument.activeElement === el;
    onChange(value.slice(0, start) + text + value.slice(end));
    return true;
  };

  const openFile = async (file: File | undefined) => {
    if (!file) return;
    try {
      onChange(await file.text());
    } catch {
      notifyError(t('files.readFailed'));
    }
  };

  // React's onBeforeInput is not the native event (no inputType): listen natively, for
  // insertions that reach the field without a paste or drop event we could cancel.
  useEffect(() => {
    const el = textarea.current;
    if (!el) return undefined;
    const onBeforeInput = (e: InputEvent) => {
      if (e.inputType !== 'insertFromPaste' && e.inputType !== 'insertFromDrop' && e.inputType !== 'insertReplacementText') return;
      const text = e.dataTransfer?.getData('text/plain') ?? e.data ?? '';
      if (insertLarge(text, el)) e.preventDefault();
    };
    el.addEventListener('beforeinput', onBeforeInput);
    return () => el.removeEventListener('beforeinput', onBeforeInput);
  });

  useEffect(() => {
    if (large && moveFocus.current) summary.current?.focus();
    moveFocus.current = false;
  }, [large]);

  /** Text pasted or dropped: on the summary it replaces the whole text; in the field, a large one goes in here. */
  const takeText = (e: ClipboardEvent<HTMLElement> | DragEvent<HTMLElement>, text: string) => {
    const el = e.currentTarget instanceof HTMLTextAreaElement ? e.currentTarget : null;
    if (!el) {
      e.preventDefault();
      onChange(text);
    } else if (insertLarge(text, el)) e.preventDefault();
  };

  const onPaste = (e: ClipboardEvent<HTMLElement>) => takeText(e, e.clipboardData.getData('text/plain'));

  const onDrop = (e: DragEvent<HTMLElement>) => {
    const file = e.dataTransfer.files[0];
    if (file) {
      // The browser's default for a dropped file is to open it, leaving the page and the input.
      e.preventDefault();
      void openFile(file);
      return;
    }
    takeText(e, e.dataTransfer.getData('text/plain'));
  };

  const filePicker = fileAccept !== undefined && (
    <div>
      <label htmlFor={fileId} className="inline-flex cursor-pointer items-center gap-1.5 text-xs font-medium text-primary hover:underline">
        <FileUp className="h-3.5 w-3.5" aria-hidden="true" /> {t('tool.openFile')}
      </label>
      <input id={fileId} type="file" accept={fileAccept} className="sr-only" disabled={disabled}
        onChange={(e) => { void openFile(e.target.files?.[0]); e.target.value = ''; }} />
    </div>
  );

  // The editor mounts beside the textarea (hidden), takes its cursor and focus, then the textarea goes: same frame.
  const editorShown = !!takeover && shown;
  const summaryShown = large && !editorShown;
  return (
    <div className="flex min-w-0 flex-col gap-1">
      {!editorShown && (large ? (
        <div className="flex flex-col gap-1.5">
          <span id={labelId} className="text-sm font-medium">{label}</span>
          {/* Focusable so a paste or drop here replaces the whole text, as it would in the field. */}
          <div ref={summary} role="group" aria-labelledby={labelId} data-testid="large-input" tabIndex={0}
            onPaste={onPaste} onDragOver={(e) => e.preventDefault()} onDrop={onDrop}
            className="flex flex-col gap-2 rounded-md border border-input bg-muted/40 p-3 focus-ring">
            <p className="text-sm">{t('tool.largeInput', { chars: value.length.toLocaleString() })}</p>
            <pre className="max-h-40 overflow-auto whitespace-pre-wrap break-all rounded bg-background p-2 font-mono text-xs text-muted-foreground">
              {value.slice(0, PREVIEW_CHARS)}…
            </pre>
            <div className="flex flex-wrap items-center gap-3">
              <Button variant="outline" size="sm" onClick={() => onChange('')} disabled={disabled}>
                <X className="h-4 w-4" aria-hidden="true" /> {t('tool.clearInput')}
              </Button>
              {filePicker}
            </div>
          </div>
          {hint && <p className="text-xs text-muted-foreground">{hint}</p>}
        </div>
      ) : (
        <TextAreaField ref={textarea} id={fieldId} labelId={labelId} hintId={hintId} label={label} value={value} placeholder={placeholder ?? t('tool.inputPlaceholder')}
          rows={rows} className={className} font={font} disabled={disabled} hint={hint}
          onChange={(e) => onChange(e.target.value)} onPaste={onPaste} onDrop={onDrop} />
      ))}
      {takeover && (
        <div className={editorShown ? 'flex min-w-0 flex-col gap-1.5' : 'hidden'}>
          <takeover.Editor id={fieldId} label={label} labelId={labelId} describedBy={hint ? hintId : undefined} value={value} onChange={onChange}
            disabled={disabled} language={language ?? 'text'} placeholder={placeholder ?? t('tool.inputPlaceholder')} rows={rows ?? 8}
            takeFrom={textarea} hidden={!editorShown} onShown={() => setShown(true)}
            diagnostics={diagnostics} marks={marks} handle={handle} testId="editor-field" />
          {hint && editorShown && <p id={hintId} className="text-xs text-muted-foreground">{hint}</p>}
        </div>
      )}
      {!summaryShown && filePicker}
    </div>
  );
});
