import { startTransition, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LayoutGrid, RotateCcw, Undo2 } from 'lucide-react';
import { pdfJobs } from '../../lib/jobs/pdf';
import { suffixedName } from '../../lib/pdfFiles';
import { Button } from '../../ui/Button';
import { notifyError } from '../../ui/notify';
import { PdfTool } from '../../ui/pdf/PdfTool';
import { loadPdfExample } from '../../ui/pdf/useOneDocTool';
import { usePdfRun } from '../../ui/pdf/usePdfRun';
import { usePdfDocs } from '../../ui/pdf/usePdfDocs';
import { EXAMPLE_PAGES, applyEdit, exampleState, initialState, isChanged, resetTo, toRefs, undo, type Edit, type Organized } from './logic';
import { OrganizeGrid } from './OrganizeGrid';
import { useChangeSummary } from './summary';

const NS = 'tools/pdf-organize';

/** Whether Ctrl/Cmd+Z belongs to a text field (its own undo) rather than to the page list. */
const typing = (target: EventTarget | null) => target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));

export default function PdfOrganize() {
  const { t } = useTranslation([NS, 'pdf', 'common']);
  const docs = usePdfDocs({ single: true });
  const runner = usePdfRun();
  const describe = useChangeSummary();
  // Edits belong to the file they were made on: another file starts from its own pages.
  const [edit, setEdit] = useState<{ file: Blob; state: Organized } | null>(null);
  const [message, setMessage] = useState('');
  const gridBox = useRef<HTMLDivElement>(null);
  const focusNext = useRef<string | null>(null);
  const doc = docs.docs[0];
  const pageCount = doc?.status === 'ready' ? (doc.info?.pageCount ?? 0) : 0;
  const state = pageCount ? (edit && edit.file === doc?.file ? edit.state : initialState(pageCount)) : null;

  const commit = (next: Organized, said: string) => {
    if (!doc || !state || next === state) return;
    // A transition: the tap's own frame paints at once, and the grid (hundreds of cards) follows in slices.
    const file = doc.file;
    startTransition(() => setEdit({ file, state: next }));
    setMessage(said);
    if (runner.result) runner.reset();
  };

  const onEdit = (change: Edit, name: string) => {
    if (!state) return;
    const next = applyEdit(state, change);
    if (next === 'lastPage') return notifyError(t('lastPage'));
    if (change.type === 'delete') {
      const at = state.pages.findIndex((p) => p.id === change.id);
      focusNext.current = (state.pages[at + 1] ?? state.pages[at - 1])?.id ?? null;
    }
    const turned = change.type === 'rotate' ? next.pages.find((p) => p.id === change.id)?.rotate : undefined;
    commit(next, change.type === 'move' ? '' : t(`said.${change.type}`, { item: name, deg: turned ?? 0 }));
  };

  // The grid keeps cards that did not change from an earlier render, with their handlers: they reach today's onEdit.
  const latestEdit = useRef(onEdit);
  latestEdit.current = onEdit;
  const editLatest = useCallback((change: Edit, name: string) => latestEdit.current(change, name), []);

  const onUndo = () => state && commit(undo(state), t('said.undo'));
  const onReset = () => state && commit(resetTo(state, pageCount), t('said.reset'));

  // The latest Undo for the window's key listener, which is added once.
  const undoRef = useRef(onUndo);
  useEffect(() => {
    undoRef.current = onUndo;
  });
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key.toLowerCase() !== 'z' || !(e.ctrlKey || e.metaKey) || e.shiftKey || e.altKey || typing(e.target)) return;
      e.preventDefault();
      undoRef.current();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  // A deleted page's buttons are gone: focus goes to the page that took its place, not to the top of the document.
  useLayoutEffect(() => {
    const id = focusNext.current;
    focusNext.current = null;
    if (id) gridBox.current?.querySelector<HTMLElement>(`li[data-id="${id}"] [data-sort="handle"]`)?.focus();
  }, [state]);

  const save = async (file: Blob, name: string, current: Organized, count: number) => {
    await runner.run(async ({ signal, onProgress }) => {
      const refs = toRefs(current.pages);
      const blob = await pdfJobs.assemble([file], refs, { signal, onProgress });
      return {
        outputs: [{ name: suffixedName(name, 'organized'), blob, note: t('pdf:pages', { count: refs.length }) }],
        summary: describe(current.pages, count),
      };
    }, t('done'));
  };

  const onRun = () => {
    if (!doc) return notifyError(t('pdf:needFile'));
    if (!state) return notifyError(t('pdf:needReady'));
    void save(doc.file, doc.name, state, pageCount);
  };

  const onExample = () =>
    loadPdfExample(docs, () => pdfJobs.sample(EXAMPLE_PAGES, t('exampleTitle')), (file) => {
      const example = exampleState();
      setEdit({ file, state: example });
      return save(file, file.name, example, EXAMPLE_PAGES);
    });

  return (
    <PdfTool
      toolId="pdf-organize"
      docs={docs}
      runner={runner}
      onExample={() => void onExample()}
      onClear={() => { setEdit(null); setMessage(''); }}
      action={{ icon: LayoutGrid, onClick: onRun }}
      zipName="organized.zip"
    >
      {doc && state && (
        <div ref={gridBox} className="flex flex-col gap-2">
          <div className="flex flex-wrap items-center gap-2" role="group" aria-label={t('editsLabel')}>
            <Button variant="outline" size="sm" onClick={onUndo} disabled={state.past.length === 0} aria-keyshortcuts="Control+Z Meta+Z">
              <Undo2 className="h-4 w-4" aria-hidden="true" /> {t('undo')}
            </Button>
            <Button variant="outline" size="sm" onClick={onReset} disabled={!isChanged(state.pages, pageCount)}>
              <RotateCcw className="h-4 w-4" aria-hidden="true" /> {t('reset')}
            </Button>
            <span className="text-xs text-muted-foreground" data-testid="organize-count">
              {t('pdf:pages', { count: state.pages.length })}
            </span>
          </div>
          <OrganizeGrid doc={doc} pages={state.pages} onEdit={editLatest} />
        </div>
      )}
      <p role="status" aria-live="polite" className="sr-only" data-testid="organize-announce">
        {message}
      </p>
    </PdfTool>
  );
}
