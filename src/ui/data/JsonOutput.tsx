import { lazy, Suspense, useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Braces, ListTree } from 'lucide-react';
import { OutputArea } from '../OutputArea';

const JsonTree = lazy(() => import('../jsonTree/JsonTree'));

type View = 'text' | 'tree';

const TAB =
  'inline-flex h-8 items-center gap-1.5 rounded-md px-3 text-sm font-medium transition-colors focus-ring pointer-coarse:h-11 ' +
  'aria-selected:bg-background aria-selected:text-foreground aria-selected:shadow-sm text-muted-foreground hover:text-foreground';

/**
 * A JSON result, as text (the read-only editor) or as a tree (./jsonTree, loaded and built the first time it is
 * asked for). Both stay mounted once shown, so switching back keeps the scroll position and the open nodes.
 */
export function JsonOutput({ label, value, downloadName }: { label: string; value: string; downloadName?: string }) {
  const { t, i18n } = useTranslation('common');
  const [view, setView] = useState<View>('text');
  const [treeUsed, setTreeUsed] = useState(false);
  const base = useId();
  const ids = { text: `${base}-text`, tree: `${base}-tree` };

  const show = (next: View) => {
    if (next === 'tree' && !treeUsed) {
      setTreeUsed(true);
      void i18n.loadNamespaces('editor');
    }
    setView(next);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    const next = view === 'text' ? 'tree' : 'text';
    show(next);
    document.getElementById(`${ids[next]}-tab`)?.focus();
  };

  const tab = (name: View, icon: ReactNode) => (
    <button type="button" role="tab" id={`${ids[name]}-tab`} aria-selected={view === name} aria-controls={ids[name]} tabIndex={view === name ? 0 : -1}
      className={TAB} onClick={() => show(name)}>
      {icon} {t(`tool.resultView.${name}`)}
    </button>
  );

  return (
    <div className="flex min-w-0 flex-col gap-2">
      <div role="tablist" aria-label={t('tool.resultView.label')} onKeyDown={onKeyDown} className="inline-flex w-fit gap-1 rounded-lg bg-muted p-1">
        {tab('text', <Braces className="h-4 w-4" aria-hidden="true" />)}
        {tab('tree', <ListTree className="h-4 w-4" aria-hidden="true" />)}
      </div>
      <div role="tabpanel" id={ids.text} aria-labelledby={`${ids.text}-tab`} hidden={view !== 'text'} className="min-w-0">
        <OutputArea label={label} value={value} language="json" downloadName={downloadName} />
      </div>
      {treeUsed && (
        <div role="tabpanel" id={ids.tree} aria-labelledby={`${ids.tree}-tab`} hidden={view !== 'tree'} className="min-w-0">
          {value ? (
            <Suspense fallback={null}>
              <JsonTree json={value} />
            </Suspense>
          ) : (
            <p className="text-sm text-muted-foreground">{t('tool.outputPlaceholder')}</p>
          )}
        </div>
      )}
    </div>
  );
}
