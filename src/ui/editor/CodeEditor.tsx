import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type MutableRefObject, type ReactNode, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { FoldVertical, ListOrdered, Search, UnfoldVertical, WrapText } from 'lucide-react';
import { foldAll, unfoldAll } from '@codemirror/language';
import type { EditorView } from '@codemirror/view';
import { numberFormat } from '../../lib/intlFormat';
import { cn } from '../../lib/cn';
import type { EditorHandle, EditorLanguage, TextDiagnostic, TextMarks } from '../editorTypes';
import { EditorController, type EditorTexts } from './controller';
import { foldAllLarge } from './foldAllLarge';
import './editor.css';

export interface CodeEditorProps {
  /** The editable element's id: the one the textarea had, so labels and links keep pointing at the field. */
  id: string;
  /** The field's label, shown on the toolbar's row; `labelId` names the element that carries it. */
  label: ReactNode;
  labelId: string;
  describedBy?: string;
  value: string;
  /** Absent: a read-only result. */
  onChange?: (value: string) => void;
  /** Shown, selectable and searchable, but not editable (a fieldset that does not apply now). */
  disabled?: boolean;
  language: EditorLanguage;
  placeholder?: string;
  rows: number;
  /**
   * The textarea this editor takes over, still in the page while the editor mounts (hidden): its cursor and focus
   * move over, then `onShown` lets the field remove it.
   */
  takeFrom?: RefObject<HTMLTextAreaElement | null>;
  /** Mounted but not shown yet (the textarea it replaces is still there). */
  hidden?: boolean;
  onShown?: () => void;
  diagnostics?: readonly TextDiagnostic[];
  marks?: TextMarks | null;
  handle?: MutableRefObject<EditorHandle | null>;
  testId?: string;
}

const LINE_HEIGHT_REM = 1.3125; // 0.875rem × 1.5

/** The editor's DOM root carries this: tests and the page's own scripts read the whole text through it. */
export interface EditorElement extends HTMLElement {
  toolboxEditor?: { text(): string; view: EditorView };
}

function useEditorTexts(placeholder: string | undefined): EditorTexts {
  const { t, i18n, ready } = useTranslation('editor', { useSuspense: false });
  const last = useRef<EditorTexts | null>(null);
  const language = i18n.resolvedLanguage ?? 'en';
  return useMemo(() => {
    // While another language's texts load, the current ones stay (never the raw keys).
    if (!ready && last.current) return { ...last.current, placeholder };
    const number = numberFormat(language);
    // The status line is written on every keystroke: its sentence is translated once, with markers to fill in.
    const sentence = t('status.position', { line: '{{line}}', column: '{{column}}' });
    const [beforeLine = '', rest = ''] = sentence.split('{{line}}');
    const [between = '', afterColumn = ''] = rest.split('{{column}}');
    let lastCount = -1;
    let lastLines = '';
    const texts: EditorTexts = {
      phrases: t('phrases', { returnObjects: true }) as Record<string, string>,
      status: {
        position: (line, column) => `${beforeLine}${number.format(line)}${between}${number.format(column)}${afterColumn}`,
        lines: (count) => {
          if (count !== lastCount) {
            lastCount = count;
            lastLines = t('status.lines', { count, formatted: number.format(count) });
          }
          return lastLines;
        },
        busy: t('status.busy'),
      },
      placeholder,
    };
    last.current = texts;
    return texts;
  }, [t, ready, language, placeholder]);
}

const TOOL_BUTTON =
  'inline-flex h-8 min-w-8 items-center justify-center gap-1 rounded-md px-2 text-xs text-muted-foreground transition-colors hover:bg-muted hover:text-foreground ' +
  'focus-ring disabled:pointer-events-none disabled:opacity-50 pointer-coarse:h-11 pointer-coarse:min-w-11 aria-pressed:bg-muted aria-pressed:text-foreground';

/**
 * The site's code editor (CodeMirror 6), which takes over a shared text field once the page is live: highlighting,
 * line numbers, folding, search and replace, go to line, wrap, errors marked where they are. Any size of text is
 * shown whole; what large texts need (slices, a viewport tokenizer, folds found in a worker) is the controller's.
 */
export default function CodeEditor({
  id, label, labelId, describedBy, value, onChange, disabled, language, placeholder, rows, takeFrom, hidden, onShown, diagnostics, marks, handle, testId,
}: CodeEditorProps) {
  const { t } = useTranslation('editor', { useSuspense: false });
  const host = useRef<HTMLDivElement>(null);
  const controller = useRef<EditorController | null>(null);
  const focusWhenShown = useRef(false);
  const texts = useEditorTexts(placeholder);
  const readOnly = !onChange || !!disabled;
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  /**
   * An edit still pending when the visitor presses elsewhere reaches the tool inside that press (`user`): the tool's
   * button then acts on what was typed (React would otherwise render the update a task later, after the press).
   */
  const toTool = useCallback((text: string, user: boolean) => {
    if (user) flushSync(() => onChangeRef.current?.(text));
    else onChangeRef.current?.(text);
  }, []);
  const [wrap, setWrap] = useState(language === 'text');
  const [wrapAllowed, setWrapAllowed] = useState(true);

  useLayoutEffect(() => {
    const parent = host.current;
    if (!parent) return undefined;
    // Focusable even when read-only: a scrolling region must be reachable from the keyboard.
    const attributes: Record<string, string> = { id, 'aria-labelledby': labelId, tabindex: '0' };
    if (describedBy) attributes['aria-describedby'] = describedBy;
    // Read while the textarea is still in the page: a visitor who just clicked into it keeps the cursor there.
    const source = takeFrom?.current;
    const from = source?.isConnected ? source : null;
    const backward = from?.selectionDirection === 'backward';
    const selection = from
      ? { anchor: backward ? from.selectionEnd : from.selectionStart, head: backward ? from.selectionStart : from.selectionEnd }
      : undefined;
    focusWhenShown.current = !!from && from.ownerDocument.activeElement === from;
    const editor = new EditorController({
      parent,
      value,
      language,
      readOnly,
      wrap,
      texts,
      contentAttributes: attributes,
      selection,
      onChange: toTool,
      disabled,
      onWrapAllowed: setWrapAllowed,
    });
    controller.current = editor;
    (editor.view.dom as EditorElement).toolboxEditor = { text: () => editor.text(), view: editor.view };
    onShown?.();
    return () => {
      controller.current = null;
      editor.destroy();
    };
    // The view is made once; every later change of a prop reaches it through the effects below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useLayoutEffect(() => {
    const view = controller.current?.view;
    if (hidden || !view) return;
    view.requestMeasure();
    if (focusWhenShown.current) view.focus();
    focusWhenShown.current = false;
  }, [hidden]);
  useEffect(() => controller.current?.setReadOnly(readOnly, !!disabled), [readOnly, disabled]);
  useEffect(() => controller.current?.setValue(value), [value]);
  useEffect(() => controller.current?.setLanguage(language), [language]);
  useEffect(() => controller.current?.setTexts(texts), [texts]);
  useEffect(() => controller.current?.setWrap(wrap), [wrap]);
  useEffect(() => controller.current?.setDiagnostics(diagnostics ?? []), [diagnostics]);
  useEffect(() => controller.current?.setMarks(marks ?? null), [marks]);

  useEffect(() => {
    if (!handle) return undefined;
    handle.current = {
      focus: () => controller.current?.view.focus(),
      goTo: (line, column, unit) => controller.current?.goTo(line, column, unit),
    };
    return () => {
      handle.current = null;
    };
  }, [handle]);

  const run = (command: (view: EditorView) => boolean) => {
    const view = controller.current?.view;
    if (!view) return;
    command(view);
    view.focus();
  };

  const button = (name: string, title: string, icon: ReactNode, onClick: () => void, extra: Record<string, unknown> = {}) => (
    <button type="button" className={TOOL_BUTTON} onClick={onClick} aria-label={t(name)} title={title} {...extra}>{icon}</button>
  );

  return (
    <div className={hidden ? 'hidden' : 'flex min-w-0 flex-col gap-1'} data-testid={hidden ? undefined : testId}>
      <div className="flex flex-wrap items-end justify-between gap-x-3">
        {/* The editable element is not labelable: it is named by aria-labelledby, and a click here focuses it. */}
        <label id={labelId} htmlFor={id} className="pb-1.5 text-sm font-medium" onClick={() => controller.current?.view.focus()}>{label}</label>
        <div role="toolbar" aria-label={t('toolbar.label')} aria-controls={id} className="ml-auto flex flex-wrap items-center gap-0.5">
          {button('toolbar.search', t('toolbar.search'), <Search className="h-4 w-4" aria-hidden="true" />, () => controller.current?.openSearch('find'))}
          {button('toolbar.goToLine', t('toolbar.goToLine'), <ListOrdered className="h-4 w-4" aria-hidden="true" />, () => controller.current?.openSearch('goto'))}
          {button('toolbar.foldAll', t('toolbar.foldAll'), <FoldVertical className="h-4 w-4" aria-hidden="true" />, () => run((view) => foldAllLarge(view) || foldAll(view)))}
          {button('toolbar.unfoldAll', t('toolbar.unfoldAll'), <UnfoldVertical className="h-4 w-4" aria-hidden="true" />, () => run(unfoldAll))}
          {button('toolbar.wrap', wrapAllowed ? t('toolbar.wrap') : t('toolbar.wrapOff'), <WrapText className="h-4 w-4" aria-hidden="true" />,
            () => setWrap((w) => !w), { 'aria-pressed': wrap && wrapAllowed, disabled: !wrapAllowed })}
        </div>
      </div>
      <div
        ref={host}
        className={cn('toolbox-editor min-w-0', readOnly && 'toolbox-editor-readonly')}
        style={{ ['--editor-min-height' as string]: `${rows * LINE_HEIGHT_REM + 1}rem` }}
      />
      {!wrapAllowed && <p className="text-xs text-muted-foreground" data-testid="editor-long-line">{t('toolbar.wrapOff')}</p>}
    </div>
  );
}
