import { Compartment, EditorSelection, EditorState, Text, Transaction, type Extension } from '@codemirror/state';
import {
  EditorView, drawSelection, dropCursor, highlightActiveLine, highlightActiveLineGutter, highlightSpecialChars, keymap,
  lineNumbers, placeholder as placeholderExtension,
} from '@codemirror/view';
import { defaultKeymap, history, historyKeymap } from '@codemirror/commands';
import { bracketMatching, foldGutter, foldKeymap } from '@codemirror/language';
import { offsetAt, type ColumnUnit } from '../../lib/textPosition';
import { afterPaint } from '../../lib/nextTask';
import type { EditorLanguage, TextDiagnostic, TextMarks } from '../editorTypes';
import { SLICE_CHARS, buildText, countBefore, crlfOffsets, firstSlice, longestLine as longestLineOf } from './bigText';
import { foldLanguage, hasLezer, lezerSupport, tokenLanguage } from './languages';
import { LONG_LINE_CHARS, longLineInput } from './longLines';
import { marksExtension, setMarks } from './matchMarks';
import { busyFacet, statusLine, statusTexts, type StatusTexts } from './statusPanel';
import { editorTheme, lezerHighlighting } from './theme';
import { insertedString, internalChange, rememberString } from './docStrings';
import { setWorkerFolds } from './foldEffects';
import { rehearseTyping } from './rehearseTyping';
import { keepCaret } from './keepCaret';

/*
 * Parts a page needs only once they are used, each its own chunk: search (8 KB gzip), the lint package for error
 * markers (7 KB), and what large documents need (the viewport tokenizer and worker folding, 6 KB). Together they
 * kept the editor with JSON within its budget (130 KB gzip).
 */
const loadSearch = () => import('./searchParts');
const loadDiagnostics = () => import('./diagnostics');
const loadLargeDocument = () => import('./largeDocument');

/**
 * Above this many characters the Lezer parser is off and the viewport tokenizer colours what is on screen. Lezer
 * parses from the top: after a jump to the end of a 10 MiB JSON it ran tasks of ~100 ms one after another until it
 * got there, and each keystroke then took 40-56 ms (96 ms on a 4×-slowed CPU) against 16-48 ms without it.
 */
export const LEZER_MAX_CHARS = 1_000_000;
/** Back under this, the parser returns (a margin, so an edit around the limit does not switch modes every keystroke). */
const LEZER_RETURN_CHARS = 800_000;
/**
 * Up to this size the tool gets the text after every edit. Above, the tool's own response to a new text (a re-render,
 * a live tool's job that copies megabytes to its worker) waits for the visitor to stop typing: a second's pause, a
 * blur, or a press elsewhere (the tool then has it before that press acts). Typed at a steady pace, the keystrokes
 * are the editor's alone.
 */
export const EAGER_SYNC_CHARS = 200_000;
const SYNC_PAUSE_MS = 1_000;
/** More texts than a tool falls behind by (two, at most, in the traces that found the bug): kept by reference, no copy. */
const MAX_ECHOES = 4;
/** A line longer than this is never wrapped: laying out a wrapped megabyte line takes seconds. */
export const WRAP_MAX_LINE_CHARS = 100_000;

export interface EditorTexts {
  phrases: Record<string, string>;
  status: StatusTexts;
  placeholder?: string;
}

export interface ControllerOptions {
  parent: HTMLElement;
  value: string;
  language: EditorLanguage;
  readOnly: boolean;
  /** Not editable, and says so (aria-disabled). */
  disabled?: boolean;
  wrap: boolean;
  texts: EditorTexts;
  /** Attributes of the editable element: the textarea's id, the label's id, a description. */
  contentAttributes: Record<string, string>;
  selection?: { anchor: number; head: number };
  /**
   * The text as the tool should hold it (never with a CR). `user`: it comes from the visitor's edit, in one of the
   * browser's event tasks (the tool may render at once); else from the editor's own normalising of a value it got.
   */
  onChange?: (value: string, user: boolean) => void;
  /** Whether wrapping is allowed (false while a line is too long to wrap), on every change of it. */
  onWrapAllowed?: (allowed: boolean) => void;
}

type Mode = 'lezer' | 'viewport';

const LINE_BREAKS = /\r\n?/g;
const normalise = (text: string) => (text.includes('\r') ? text.replace(LINE_BREAKS, '\n') : text);



/**
 * One CodeMirror view and what the site adds to it: large texts taken in slices, the tool's value kept in step
 * (at once while small, after a pause when large), the highlighting mode chosen by size, diagnostics and marks.
 */
export class EditorController {
  readonly view: EditorView;
  private readonly language = new Compartment();
  private readonly wrapping = new Compartment();
  private readonly editable = new Compartment();
  private readonly phrases = new Compartment();
  private readonly busy = new Compartment();
  private readonly placeholderSlot = new Compartment();
  private readonly searchSlot = new Compartment();
  private readonly lintSlot = new Compartment();
  /** What the language compartment holds now (a new state starts with it). */
  private languageExtension: Extension = [];
  private languageVersion = 0;
  private searchLoaded: Extension | null = null;
  private lintLoaded: Extension | null = null;
  private mode: Mode;
  private languageName: EditorLanguage;
  /** The value the document is known to equal (set by the tool, or given to it). */
  private synced: string;
  /**
   * The tool's value as last seen in a setValue. React runs the effect that passes it on a task after its render: a
   * paste taken in meanwhile (which already told the tool) must not be undone by that older value arriving late.
   */
  private lastExternal: string;
  /**
   * Texts given to the tool whose echo (the tool's value, back through setValue) may still be on its way, oldest
   * first. The tool renders a text a task or a frame after it was given, so a keystroke can come between: its text is
   * given too, and the older echo, arriving after it, must not put the document back (it did, with the cursor at the
   * start, when typing fast on a slow phone).
   */
  private echoes: string[] = [];
  /**
   * The document as a string, kept in step with every edit by splicing the edit in (V8 makes that a rope of slices,
   * no copy): the tool gets its text without the document being written out, which at 10 MiB was 25-50 ms a time and
   * most of the garbage collector's work while typing. Where the tool's value had CRLF pairs, this has one \n each,
   * as the document has.
   */
  private current: string;
  private dirty = false;
  private syncTimer: ReturnType<typeof setTimeout> | undefined;
  /** Bumped by every new text: a slice-by-slice build of an older one stops. */
  private generation = 0;
  private wrapWanted: boolean;
  private wrapAllowed = true;
  private flushQueued = false;
  private readOnly: boolean;
  private disabled: boolean;
  private destroyed = false;
  /**
   * Offsets of the CR of each CRLF in the tool's value, when it has any. The document splits lines as a textarea does,
   * so it holds one \n for each; the tool keeps its value as given (a hash of a file's text must not change because
   * it was shown), until the visitor edits it.
   */
  private lineBreaks: Int32Array | null = null;
  /** A press elsewhere (a pointer, or a click with none: assistive technology, a script) acts on a pending edit. */
  private readonly onPressElsewhere = (event: Event) => {
    if (this.dirty && !this.view.dom.contains(event.target as Node)) this.flush();
  };

  constructor(private options: ControllerOptions) {
    const value = normalise(options.value);
    this.synced = options.value;
    this.lastExternal = options.value;
    this.current = value;
    this.languageName = options.language;
    this.readOnly = options.readOnly;
    this.disabled = !!options.disabled;
    this.wrapWanted = options.wrap;
    this.mode = value.length > LEZER_MAX_CHARS ? 'viewport' : 'lezer';
    // Known before the first state: a wrapped megabyte line is seconds of layout.
    this.wrapAllowed = longestLineOf(value) <= WRAP_MAX_LINE_CHARS;
    const big = value.length > SLICE_CHARS;
    const first = big ? firstSlice(value) : null;
    this.view = new EditorView({
      parent: options.parent,
      state: this.newState(first ? first.doc : value, options.selection),
    });
    document.addEventListener('pointerdown', this.onPressElsewhere, true);
    document.addEventListener('click', this.onPressElsewhere, true);
    void this.applyLanguage();
    if (first) void this.finishSlices(value, first.rest, this.generation, options.selection);
    if (!this.wrapAllowed) options.onWrapAllowed?.(false);
    this.lineBreaks = crlfOffsets(options.value);
  }

  private baseExtensions(): Extension[] {
    return [
      ...this.viewExtensions(),
      EditorView.contentAttributes.of(this.options.contentAttributes),
      EditorView.domEventHandlers({
        paste: (event, view) => this.onPaste(event, view),
        drop: (event, view) => this.onDrop(event, view),
        // A blur can come from React removing the editor mid-commit: the tool is told outside the visitor's event.
        blur: () => {
          this.flush(false);
          return false;
        },
      }),
      EditorView.updateListener.of((update) => {
        if (!update.docChanged || this.destroyed) return;
        for (const tr of update.transactions) if (tr.docChanged && !tr.annotation(internalChange)) this.spliceText(tr);
        if (update.transactions.some((tr) => tr.docChanged && !tr.annotation(internalChange))) this.edited();
        this.checkMode();
      }),
    ];
  }

  /** What the editor looks and behaves like, without the ties to this field (its id, the tool, its events). */
  private viewExtensions(): Extension[] {
    const { texts } = this.options;
    return [
      lineNumbers(),
      foldGutter({ foldingChanged: (update) => update.transactions.some((tr) => tr.effects.some((e) => e.is(setWorkerFolds))) }),
      history(),
      drawSelection(),
      dropCursor(),
      highlightActiveLine(),
      highlightActiveLineGutter(),
      this.searchSlot.of(this.searchLoaded ?? []),
      keymap.of([
        // Until the search package is loaded (then its own keymap, above, answers first).
        { key: 'Mod-f', run: () => this.openSearch('find'), scope: 'editor search-panel' },
        { key: 'Mod-Alt-g', run: () => this.openSearch('goto') },
        ...foldKeymap, ...historyKeymap, ...defaultKeymap,
      ]),
      editorTheme,
      this.lintSlot.of(this.lintLoaded ?? []),
      marksExtension,
      keepCaret,
      statusLine,
      longLineInput,
      this.language.of(this.languageExtension),
      this.wrapping.of(this.wrapWanted && this.wrapAllowed ? EditorView.lineWrapping : []),
      this.editable.of(this.editableExtension()),
      this.phrases.of([EditorState.phrases.of(texts.phrases), statusTexts.of(texts.status)]),
      this.placeholderSlot.of(texts.placeholder ? placeholderExtension(texts.placeholder) : []),
      this.busy.of([]),
    ];
  }

  private newState(doc: string | Text, selection?: { anchor: number; head: number }): EditorState {
    const state = EditorState.create({ doc, extensions: this.baseExtensions() });
    if (!selection) return state;
    const clamp = (n: number) => Math.max(0, Math.min(n, state.doc.length));
    return state.update({ selection: EditorSelection.single(clamp(selection.anchor), clamp(selection.head)), scrollIntoView: true }).state;
  }

  /** The highlighting and folding for the language and the document's size, its chunks loaded first. */
  private async resolveLanguage(): Promise<Extension> {
    const name = this.languageName;
    // Control characters shown as placeholders, and the bracket matching the cursor, on small documents only: each
    // reads the whole of the line it is on, which on a one-line 10 MiB document was 50 ms a keystroke each on a
    // 4×-slowed CPU.
    if (this.mode === 'viewport') return this.resolveSyntax(name);
    return [highlightSpecialChars(), bracketMatching(), await this.resolveSyntax(name)];
  }

  private async resolveSyntax(name: EditorLanguage): Promise<Extension> {
    if (name === 'text') return [];
    if (this.mode === 'lezer' && hasLezer(name)) {
      const support = await lezerSupport(name);
      return support ? [support, lezerHighlighting] : [];
    }
    const { viewportHighlight, workerFolds } = await loadLargeDocument();
    const token = tokenLanguage(name);
    const fold = foldLanguage(name);
    // Folds come from the worker when there is no parser to find them: large documents, and JavaScript at any size.
    return [token ? viewportHighlight(token) : [], fold && (this.mode === 'viewport' || !hasLezer(name)) ? workerFolds(fold) : []];
  }

  private async applyLanguage(): Promise<void> {
    const version = (this.languageVersion += 1);
    const extension = await this.resolveLanguage().catch((): Extension => []);
    // A newer language or mode was asked for meanwhile (or the editor is gone).
    if (this.destroyed || version !== this.languageVersion) return;
    this.languageExtension = extension;
    this.view.dispatch({ effects: this.language.reconfigure(extension) });
    if (this.mode === 'lezer' && !this.readOnly && !this.disabled) rehearseTyping(() => this.viewExtensions(), this.view.state.doc);
  }

  private checkMode(): void {
    const length = this.view.state.doc.length;
    const next: Mode = length > LEZER_MAX_CHARS ? 'viewport' : length < LEZER_RETURN_CHARS ? 'lezer' : this.mode;
    if (next === this.mode) return;
    this.mode = next;
    void this.applyLanguage();
  }

  /** Opens the search panel or the go-to-line prompt, loading the search package the first time. */
  openSearch(what: 'find' | 'goto'): boolean {
    void loadSearch().then(({ searchExtension, openSearchPanel, gotoLine }) => {
      if (this.destroyed) return;
      if (!this.searchLoaded) {
        this.searchLoaded = searchExtension;
        this.view.dispatch({ effects: this.searchSlot.reconfigure(searchExtension) });
      }
      (what === 'find' ? openSearchPanel : gotoLine)(this.view);
    });
    return true;
  }

  /** Before a new state is made: it is made with it. */
  private setWrapAllowed(allowed: boolean): void {
    if (allowed === this.wrapAllowed) return;
    this.wrapAllowed = allowed;
    this.options.onWrapAllowed?.(allowed);
  }

  private applyWrap(): void {
    this.view.dispatch({ effects: this.wrapping.reconfigure(this.wrapWanted && this.wrapAllowed ? EditorView.lineWrapping : []) });
  }

  private setBusy(busy: boolean): void {
    this.view.dispatch({
      effects: [
        this.busy.reconfigure(busy ? [busyFacet.of(true), EditorState.readOnly.of(true), EditorView.editorAttributes.of({ 'aria-busy': 'true' })] : []),
      ],
    });
  }

  /** The rest of a large text after its first slice, built slice by slice and appended in one step. */
  private async finishSlices(value: string, rest: number, generation: number, selection?: { anchor: number; head: number }): Promise<void> {
    this.setBusy(true);
    const tail = await buildText(value.slice(rest), () => this.destroyed || generation !== this.generation);
    if (!tail || this.destroyed || generation !== this.generation) return;
    const { doc } = this.view.state;
    const at = doc.length;
    const length = at + tail.length;
    const clamp = (n: number) => Math.max(0, Math.min(n, length));
    this.view.dispatch({
      // The first slice ends with a line break, so the tail starts a line of its own.
      changes: { from: at, insert: tail },
      annotations: [Transaction.addToHistory.of(false), internalChange.of(true), insertedString.of(value.slice(rest))],
      selection: selection ? EditorSelection.single(clamp(selection.anchor), clamp(selection.head)) : undefined,
      scrollIntoView: !!selection,
    });
    rememberString(this.view.state.doc, value);
    this.setBusy(false);
    this.checkMode();
  }

  /** The tool's value changed (Load example, Clear, a file, a result): the document becomes it. */
  setValue(value: string): void {
    if (value === this.lastExternal) return;
    this.lastExternal = value;
    const echo = this.echoes.indexOf(value);
    if (echo >= 0) this.echoes.splice(0, echo + 1);
    if (echo >= 0 || value === this.synced) return;
    this.echoes = [];
    clearTimeout(this.syncTimer);
    this.dirty = false;
    this.synced = value;
    this.generation += 1;
    const text = normalise(value);
    this.current = text;
    const nextMode: Mode = text.length > LEZER_MAX_CHARS ? 'viewport' : 'lezer';
    const modeChanged = nextMode !== this.mode;
    this.mode = nextMode;
    this.setWrapAllowed(longestLineOf(text) <= WRAP_MAX_LINE_CHARS);
    // The new state starts without the other mode's extensions; the right ones follow once loaded.
    if (modeChanged) this.languageExtension = [];
    if (text.length > SLICE_CHARS) {
      const first = firstSlice(text);
      this.view.setState(this.newState(first.doc));
      void this.finishSlices(text, first.rest, this.generation);
    } else {
      this.view.setState(this.newState(text));
    }
    rememberString(this.view.state.doc, text.length > SLICE_CHARS ? text.slice(0, this.view.state.doc.length) : text);
    if (modeChanged) void this.applyLanguage();
    this.lineBreaks = crlfOffsets(value);
  }

  /** The visitor's edit `tr`, spliced into `this.current` (the site's own appends leave it alone: it is whole already). */
  private spliceText(tr: Transaction): void {
    const before = this.current;
    const known = tr.annotation(insertedString);
    let out = '';
    let at = 0;
    tr.changes.iterChanges((fromA, toA, _fromB, _toB, inserted) => {
      out += before.slice(at, fromA) + (known ?? inserted.toString());
      at = toA;
    });
    this.current = out + before.slice(at);
  }

  private edited(): void {
    if (!this.options.onChange || this.readOnly) return;
    if (this.view.state.doc.length <= EAGER_SYNC_CHARS) {
      this.dirty = true;
      // The tool hears of the keystroke after the keystroke's frame: told inside it, the tool's re-render (a JWT
      // decoded, a regex matched) was the keystroke's latency, 200-450 ms on a 4×-slowed CPU. A press elsewhere
      // (onPressElsewhere) or a blur flushes a pending edit first, so a button pressed right after typing acts on it.
      if (!this.flushQueued) {
        this.flushQueued = true;
        void afterPaint().then(() => {
          this.flushQueued = false;
          if (!this.destroyed) this.flush(false);
        });
      }
      return;
    }
    this.dirty = true;
    clearTimeout(this.syncTimer);
    this.syncTimer = setTimeout(() => this.flush(false), SYNC_PAUSE_MS);
  }

  /**
   * Gives the tool the document's text now, if it has changed since the tool last had it. `user`: called in one of
   * the visitor's own events (an edit, a press elsewhere), where the tool may render at once.
   */
  flush(user = true): void {
    clearTimeout(this.syncTimer);
    if (!this.dirty) return;
    this.dirty = false;
    this.emit(this.current, user && !this.destroyed);
  }

  private emit(value: string, user: boolean): void {
    this.synced = value;
    // A large text is given after a pause in typing, never two at a time: keeping older ones would only hold megabytes.
    if (value.length > EAGER_SYNC_CHARS) this.echoes = [];
    this.echoes.push(value);
    if (this.echoes.length > MAX_ECHOES) this.echoes.shift();
    this.lineBreaks = null;
    this.options.onChange?.(value, user);
  }

  /** A paste of a large text: taken in slices, then inserted in one step (one undo). */
  private onPaste(event: ClipboardEvent, view: EditorView): boolean {
    if (view.state.readOnly) return false;
    const text = event.clipboardData?.getData('text/plain') ?? '';
    if (text.length <= SLICE_CHARS) return false;
    event.preventDefault();
    this.insertLarge(text, view.state.selection.main.from, view.state.selection.main.to, 'input.paste');
    return true;
  }

  private onDrop(event: DragEvent, view: EditorView): boolean {
    if (view.state.readOnly || !event.dataTransfer) return false;
    const file = event.dataTransfer.files[0];
    if (file) {
      event.preventDefault();
      // A dropped file replaces the text, as the "Open a file" picker does.
      void file.text().then((text) => {
        if (this.destroyed) return;
        // The file's text as it is (its line breaks too), as the "Open a file" picker gives it.
        this.setValue(text);
        this.options.onChange?.(text, true);
      }, () => undefined);
      return true;
    }
    const text = event.dataTransfer.getData('text/plain');
    if (text.length <= SLICE_CHARS) return false;
    event.preventDefault();
    const at = view.posAtCoords({ x: event.clientX, y: event.clientY }) ?? view.state.selection.main.head;
    this.insertLarge(text, at, at, 'input.drop');
    return true;
  }

  private insertLarge(text: string, from: number, to: number, userEvent: string): void {
    const generation = (this.generation += 1);
    const wholeDocument = from === 0 && to === this.view.state.doc.length;
    this.setBusy(true);
    void buildText(text, () => this.destroyed || generation !== this.generation).then((built) => {
      if (!built || this.destroyed || generation !== this.generation) return;
      this.setBusy(false);
      const normalised = normalise(text);
      // Off before the text goes in, in the same step: a wrapped megabyte line is seconds of layout.
      const fits = longestLineOf(normalised) <= WRAP_MAX_LINE_CHARS;
      const allowed = wholeDocument ? fits : this.wrapAllowed && fits;
      const wrapChanged = allowed !== this.wrapAllowed;
      this.wrapAllowed = allowed;
      this.view.dispatch({
        changes: { from, to, insert: built },
        selection: EditorSelection.cursor(from + built.length),
        userEvent,
        scrollIntoView: true,
        annotations: insertedString.of(normalised),
        effects: wrapChanged ? this.wrapping.reconfigure(this.wrapWanted && allowed ? EditorView.lineWrapping : []) : undefined,
      });
      if (wrapChanged) this.options.onWrapAllowed?.(allowed);
      if (wholeDocument) rememberString(this.view.state.doc, normalised);
      this.view.focus();
      // The pasted text is the whole document: the tool gets it without writing the document out again.
      if (wholeDocument && this.options.onChange) {
        clearTimeout(this.syncTimer);
        this.dirty = false;
        this.emit(normalised, true);
      }
    });
  }

  setLanguage(language: EditorLanguage): void {
    if (language === this.languageName) return;
    this.languageName = language;
    void this.applyLanguage();
  }

  setWrap(wrap: boolean): void {
    this.wrapWanted = wrap;
    this.applyWrap();
  }

  get canWrap(): boolean {
    return this.wrapAllowed;
  }

  setTexts(texts: EditorTexts): void {
    this.options = { ...this.options, texts };
    this.view.dispatch({
      effects: [
        this.phrases.reconfigure([EditorState.phrases.of(texts.phrases), statusTexts.of(texts.status)]),
        this.placeholderSlot.reconfigure(texts.placeholder ? placeholderExtension(texts.placeholder) : []),
      ],
    });
  }

  /** Editable or not (a result, a disabled field, which also says so). */
  setReadOnly(readOnly: boolean, disabled: boolean): void {
    if (readOnly === this.readOnly && disabled === this.disabled) return;
    this.readOnly = readOnly;
    this.disabled = disabled;
    this.view.dispatch({ effects: this.editable.reconfigure(this.editableExtension()) });
  }

  private editableExtension(): Extension {
    return [EditorState.readOnly.of(this.readOnly), EditorView.contentAttributes.of(this.disabled ? { 'aria-disabled': 'true' } : {})];
  }

  setDiagnostics(items: readonly TextDiagnostic[]): void {
    if (items.length === 0 && !this.lintLoaded) return;
    void loadDiagnostics().then(({ diagnosticEffects, diagnosticsExtension }) => {
      if (this.destroyed) return;
      if (!this.lintLoaded) {
        this.lintLoaded = diagnosticsExtension;
        this.view.dispatch({ effects: this.lintSlot.reconfigure(diagnosticsExtension) });
      }
      this.view.dispatch({ effects: diagnosticEffects(this.view.state, items) });
    });
  }

  /** `marks` are offsets into the tool's value: where it has CRLF pairs, the document (one \n each) is shorter. */
  setMarks(marks: TextMarks | null): void {
    const breaks = this.lineBreaks;
    const mapped = marks && breaks ? { starts: Array.from(marks.starts, (o) => o - countBefore(breaks, o)), ends: Array.from(marks.ends, (o) => o - countBefore(breaks, o)) } : marks;
    this.view.dispatch({ effects: setMarks.of(mapped) });
  }

  goTo(line: number, column: number, unit?: ColumnUnit): void {
    const pos = offsetAt(this.view.state.doc, line, column, unit);
    this.view.dispatch({ selection: EditorSelection.cursor(pos), effects: EditorView.scrollIntoView(pos, { y: 'center' }) });
    this.view.focus();
  }

  /** The whole text (for tests and the page's own scripts); the tool's value may lag it by a pause while large. */
  text(): string {
    return this.view.state.doc.toString();
  }

  destroy(): void {
    // The last edit reaches the tool, outside the visitor's event (React is unmounting this).
    this.destroyed = true;
    this.flush();
    clearTimeout(this.syncTimer);
    document.removeEventListener('pointerdown', this.onPressElsewhere, true);
    document.removeEventListener('click', this.onPressElsewhere, true);
    this.view.destroy();
  }
}

export { LONG_LINE_CHARS };
