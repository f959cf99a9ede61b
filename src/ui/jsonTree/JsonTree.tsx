import { useCallback, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronDown, ChevronRight, ChevronsDownUp, ChevronsUpDown, ClipboardCopy, Link2, Loader2, Search } from 'lucide-react';
import { editorJobs } from '../../lib/jobs/editor';
import { copyText } from '../../lib/clipboard';
import { cn } from '../../lib/cn';
import { numberFormat } from '../../lib/intlFormat';
import { useMediaQuery } from '../../lib/useMediaQuery';
import { jsonPathOf } from '@workers/editor/jsonPath';
import { notifyError, notifySuccess } from '../notify';
import {
  ARRAY, NUMBER, OBJECT, STRING, initialOpen, isContainer, keyName, openAll, reveal, rowOf, valuePreview, valueText, visibleRows, type TreeIndex,
} from './treeRows';
import '../editor/editor.css';

interface Built {
  tree: TreeIndex;
  treeId: number;
  text: string;
}

const OVERSCAN = 10;
const HEIGHT = 480;
/**
 * Browsers stop growing a scroll box somewhere past 30 million pixels: a tree of more rows than fit in this height
 * scrolls a scaled distance (the scrollbar maps onto all of them; each row still has its own height on screen).
 */
const MAX_SCROLL_PX = 8_000_000;

/** The scroll box's geometry for `count` rows: its inner height and how many virtual pixels one real pixel covers. */
function geometry(count: number, rowHeight: number): { total: number; scale: number } {
  const natural = count * rowHeight;
  if (natural <= MAX_SCROLL_PX) return { total: natural, scale: 1 };
  return { total: MAX_SCROLL_PX, scale: (natural - HEIGHT) / (MAX_SCROLL_PX - HEIGHT) };
}

const VALUE_CLASS: Record<number, string> = {
  [STRING]: 'tok-string',
  [NUMBER]: 'tok-number',
  4: 'tok-atom',
  5: 'tok-atom',
  6: 'tok-atom',
};

const ICON_BUTTON =
  'inline-flex h-8 items-center justify-center gap-1.5 rounded-md border border-border bg-background px-2.5 text-xs font-medium hover:bg-muted ' +
  'focus-ring disabled:pointer-events-none disabled:opacity-50 pointer-coarse:h-11';

/**
 * A JSON result as a tree: built in the worker from the lossless scanner's index (every number as written, every
 * repeated key), drawn as virtual rows, an ARIA tree driven by the keyboard (arrows, Home, End, Enter). Search runs
 * in the worker over the same index; Copy path and Copy value act on the active row.
 */
export default function JsonTree({ json }: { json: string }) {
  const { t, i18n } = useTranslation('editor', { useSuspense: false });
  const number = numberFormat(i18n.resolvedLanguage);
  const idPrefix = useId();
  const coarse = useMediaQuery('(pointer: coarse)');
  const rowHeight = coarse ? 44 : 28;
  const [built, setBuilt] = useState<Built | null>(null);
  const [failed, setFailed] = useState(false);
  const [open, setOpen] = useState<Uint8Array>(() => new Uint8Array(0));
  const [active, setActive] = useState(0);
  const [query, setQuery] = useState('');
  const [hits, setHits] = useState<Int32Array | null>(null);
  const [hit, setHit] = useState(-1);
  const [scrollTop, setScrollTop] = useState(0);
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let cancelled = false;
    setBuilt(null);
    setFailed(false);
    setHits(null);
    editorJobs.jsonTree(json).then(
      (result) => {
        if (cancelled) return;
        if (!result.ok) {
          setFailed(true);
          return;
        }
        setBuilt({ tree: result.tree, treeId: result.treeId, text: json });
        setOpen(initialOpen(result.tree));
        setActive(0);
      },
      () => !cancelled && setFailed(true),
    );
    return () => {
      cancelled = true;
    };
  }, [json]);

  const rows = useMemo(() => (built ? visibleRows(built.tree, open) : new Int32Array(0)), [built, open]);
  const activeRow = rowOf(rows, active);

  const scrollToRow = useCallback((row: number, count: number) => {
    const el = box.current;
    if (!el || row < 0) return;
    const { scale } = geometry(count, rowHeight);
    const top = row * rowHeight;
    const shownTop = el.scrollTop * scale;
    if (top < shownTop) el.scrollTop = top / scale;
    else if (top + rowHeight > shownTop + el.clientHeight) el.scrollTop = (top + rowHeight - el.clientHeight) / scale;
  }, [rowHeight]);

  const activate = useCallback((node: number, nextOpen?: Uint8Array) => {
    setActive(node);
    const shown = nextOpen && built ? visibleRows(built.tree, nextOpen) : rows;
    // After the render that adds the row: scroll it into view.
    requestAnimationFrame(() => scrollToRow(rowOf(shown, node), shown.length));
  }, [built, rows, scrollToRow]);

  if (failed) return <p className="text-sm text-muted-foreground" data-testid="json-tree-invalid">{t('tree.invalid')}</p>;
  if (!built) {
    return (
      <p className="flex items-center gap-2 text-sm text-muted-foreground" role="status" data-testid="json-tree-building">
        <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" /> {t('tree.building')}
      </p>
    );
  }
  const { tree, text, treeId } = built;

  const setNodeOpen = (node: number, value: boolean) => {
    if (!isContainer(tree, node) || !!open[node] === value) return;
    const next = open.slice();
    next[node] = value ? 1 : 0;
    setOpen(next);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const row = activeRow < 0 ? 0 : activeRow;
    const page = Math.max(1, Math.floor(HEIGHT / rowHeight) - 1);
    let target = -1;
    switch (event.key) {
      case 'ArrowDown': target = Math.min(rows.length - 1, row + 1); break;
      case 'ArrowUp': target = Math.max(0, row - 1); break;
      case 'PageDown': target = Math.min(rows.length - 1, row + page); break;
      case 'PageUp': target = Math.max(0, row - page); break;
      case 'Home': target = 0; break;
      case 'End': target = rows.length - 1; break;
      case 'ArrowRight':
        if (isContainer(tree, active) && !open[active]) setNodeOpen(active, true);
        else if (isContainer(tree, active) && tree.childCount[active]! > 0) target = row + 1;
        break;
      case 'ArrowLeft':
        if (isContainer(tree, active) && open[active]) setNodeOpen(active, false);
        else if (tree.parent[active]! >= 0) activate(tree.parent[active]!);
        break;
      case 'Enter':
      case ' ':
        setNodeOpen(active, !open[active]);
        break;
      default:
        return;
    }
    event.preventDefault();
    if (target >= 0) activate(rows[target]!);
  };

  const runSearch = async (q: string) => {
    setQuery(q);
    if (!q) {
      setHits(null);
      setHit(-1);
      return;
    }
    const found = await editorJobs.jsonTreeSearch(treeId, q).catch(() => new Int32Array(0));
    setHits(found);
    setHit(-1);
    if (found.length) goToHit(found, 0);
  };

  const goToHit = (list: Int32Array, index: number) => {
    const node = list[index]!;
    const next = open.slice();
    reveal(tree, next, node);
    setOpen(next);
    setHit(index);
    activate(node, next);
  };

  const step = (delta: number) => {
    if (!hits || hits.length === 0) return;
    goToHit(hits, (hit + delta + hits.length) % hits.length);
  };

  const copy = async (value: string, message: string) => {
    try {
      await copyText(value);
      notifySuccess(message);
    } catch {
      notifyError(t('tree.copyFailed'));
    }
  };

  const { total, scale } = geometry(rows.length, rowHeight);
  const virtualTop = scrollTop * scale;
  const first = Math.max(0, Math.floor(virtualTop / rowHeight) - OVERSCAN);
  const last = Math.min(rows.length, Math.ceil((virtualTop + HEIGHT) / rowHeight) + OVERSCAN);
  // Where the first drawn row sits in the (possibly scaled) scroll box.
  const offset = scrollTop + (first * rowHeight - virtualTop);
  const items = [];
  for (let r = first; r < last; r += 1) {
    const node = rows[r]!;
    const kind = tree.kind[node]!;
    const container = kind <= ARRAY;
    const key = keyName(text, tree, node);
    const parent = tree.parent[node]!;
    const label = key !== null ? key : parent >= 0 ? String(tree.indexInParent[node]) : null;
    const count = tree.childCount[node]!;
    items.push(
      <div
        key={node}
        id={`${idPrefix}-${node}`}
        role="treeitem"
        aria-level={tree.depth[node]! + 1}
        aria-setsize={parent >= 0 ? tree.childCount[parent]! : 1}
        aria-posinset={parent >= 0 ? tree.indexInParent[node]! + 1 : 1}
        aria-expanded={container ? !!open[node] : undefined}
        aria-selected={node === active}
        data-node={node}
        onClick={() => setActive(node)}
        className={cn('flex items-center gap-1 whitespace-nowrap pr-3 font-mono text-sm', node === active && 'bg-primary/10')}
        style={{ height: rowHeight, paddingLeft: `${tree.depth[node]! * 1.25 + 0.25}rem` }}
      >
        {container ? (
          <button type="button" tabIndex={-1} aria-hidden="true" onClick={(e) => { e.stopPropagation(); setActive(node); setNodeOpen(node, !open[node]); }}
            className="inline-flex h-6 w-6 shrink-0 items-center justify-center rounded text-muted-foreground hover:bg-muted pointer-coarse:h-11 pointer-coarse:w-11">
            {open[node] ? <ChevronDown className="h-4 w-4" /> : <ChevronRight className="h-4 w-4" />}
          </button>
        ) : (
          <span className="inline-block w-6 shrink-0 pointer-coarse:w-11" />
        )}
        {label !== null && <span className={key !== null ? 'tok-property' : 'text-muted-foreground'}>{key !== null ? JSON.stringify(label) : label}</span>}
        {label !== null && <span className="text-muted-foreground">:</span>}
        {container ? (
          <span className="text-muted-foreground">
            {kind === OBJECT ? '{…}' : '[…]'} {t(kind === OBJECT ? 'tree.keys' : 'tree.items', { count, formatted: number.format(count) })}
          </span>
        ) : (
          <span className={VALUE_CLASS[kind]}>{valuePreview(text, tree, node)}</span>
        )}
      </div>,
    );
  }

  return (
    <div className="toolbox-tree flex min-w-0 flex-col gap-2" data-testid="json-tree">
      <div className="flex flex-wrap items-center gap-2">
        <button type="button" className={ICON_BUTTON} onClick={() => setOpen(openAll(tree))}>
          <ChevronsUpDown className="h-4 w-4" aria-hidden="true" /> {t('tree.expandAll')}
        </button>
        <button type="button" className={ICON_BUTTON} onClick={() => { setOpen(initialOpen(tree)); activate(0, initialOpen(tree)); }}>
          <ChevronsDownUp className="h-4 w-4" aria-hidden="true" /> {t('tree.collapseAll')}
        </button>
        <button type="button" className={ICON_BUTTON} onClick={() => void copy(jsonPathOf(text, tree, active), t('tree.pathCopied'))}>
          <Link2 className="h-4 w-4" aria-hidden="true" /> {t('tree.copyPath')}
        </button>
        <button type="button" className={ICON_BUTTON} onClick={() => void copy(valueText(text, tree, active), t('tree.valueCopied'))}>
          <ClipboardCopy className="h-4 w-4" aria-hidden="true" /> {t('tree.copyValue')}
        </button>
      </div>
      <form className="flex flex-wrap items-center gap-2" role="search" onSubmit={(e) => { e.preventDefault(); step(1); }}>
        <label className="relative flex min-w-0 flex-1 items-center">
          <Search className="pointer-events-none absolute left-2 h-4 w-4 text-muted-foreground" aria-hidden="true" />
          <span className="sr-only">{t('tree.search')}</span>
          <input type="search" value={query} placeholder={t('tree.search')} maxLength={1000}
            onChange={(e) => void runSearch(e.target.value)}
            className="h-9 w-full min-w-0 rounded-md border border-input bg-background pl-8 pr-2 text-sm focus-ring pointer-coarse:h-11" />
        </label>
        <button type="button" className={ICON_BUTTON} onClick={() => step(-1)} disabled={!hits?.length}>{t('tree.previous')}</button>
        <button type="submit" className={ICON_BUTTON} disabled={!hits?.length}>{t('tree.next')}</button>
        <span className="text-xs text-muted-foreground" role="status" data-testid="json-tree-hits">
          {hits && (hits.length ? t('tree.hits', { current: number.format(hit + 1), total: number.format(hits.length) }) : t('tree.noHits'))}
        </span>
      </form>
      <div
        ref={box}
        role="tree"
        aria-label={t('tree.label')}
        tabIndex={0}
        aria-activedescendant={activeRow >= 0 ? `${idPrefix}-${active}` : undefined}
        onKeyDown={onKeyDown}
        onScroll={(e) => setScrollTop(e.currentTarget.scrollTop)}
        className="relative overflow-auto rounded-md border border-border bg-background focus-ring"
        style={{ height: Math.min(HEIGHT, Math.max(rowHeight, rows.length * rowHeight)) }}
      >
        <div style={{ height: total, position: 'relative' }}>
          <div className="w-max min-w-full" style={{ transform: `translateY(${offset}px)` }}>{items}</div>
        </div>
      </div>
      <p className="text-xs text-muted-foreground" data-testid="json-tree-count">
        {t('tree.nodes', { count: tree.count, formatted: number.format(tree.count) })}
      </p>
    </div>
  );
}
