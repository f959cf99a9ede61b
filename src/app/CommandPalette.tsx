import { startTransition, useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Search } from 'lucide-react';
import { KeptModal, type KeptModalProps } from '../ui/dialog/KeptModal';
import { rankTools } from '../catalog/rankTools';
import { TOOLS, type ToolEntry } from '../catalog/tools';
import { useCatalogs } from '../catalog/useToolSearch';
import { PaletteOptions } from './PaletteOptions';
import { afterPaint } from '../lib/nextTask';
import { setCommandPaletteOpen, takeReturnFocus, useCommandPaletteOpen } from './commandPalette';

/** Options drawn in the frame that opens the palette: more than the list shows on a phone or a 1080p screen. */
const FIRST_OPTIONS = 14;

/**
 * Ctrl/Cmd+K search over every tool in en, zh and es (the ARIA 1.2 combobox + listbox pattern) in a dialog that stays
 * in the page while closed. Loaded lazily by CommandPaletteHost once the page is idle, or on first open. Opening and
 * closing re-render none of it: only the modal around it follows the open state, and what an opening or a closing
 * changes here is done in the modal's callbacks.
 */
export default function CommandPalette() {
  const { t } = useTranslation(['common', 'catalog']);
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  // Every language's titles once something is typed (as the home search does): loading them at the opening made the
  // list draw itself again once they came.
  const catalogs = useCatalogs(query !== '');
  const results = useMemo(() => rankTools(TOOLS, query, catalogs), [query, catalogs]);
  const baseId = useId();
  const inputId = `${baseId}-input`;
  const listId = `${baseId}-list`;
  const titleId = `${baseId}-title`;
  const descriptionId = `${baseId}-description`;
  const optionId = useCallback((tool: ToolEntry) => `${baseId}-opt-${tool.id}`, [baseId]);
  const current = results.length ? results[Math.min(active, results.length - 1)] : undefined;
  const currentId = current ? optionId(current) : undefined;

  const listRef = useRef<HTMLUListElement>(null);
  // The current opening (a fresh object each time), none while closed: a reveal scheduled by an opening applies to it only.
  const opening = useRef<object | null>(null);

  // An opening shows the options a screen holds, and the rest once the visitor moves through the list (scrolls, or
  // a key that moves the highlight): drawing all 52 at each opening doubled its frame on a 4×-slowed phone. A search
  // shows every match (they are few).
  const [expanded, setExpanded] = useState(false);
  const shown = useMemo(() => (expanded || query !== '' ? results : results.slice(0, FIRST_OPTIONS)), [results, expanded, query]);
  const expand = useCallback(() => setExpanded(true), []);

  // While closed, the options keep their boxes and draw nothing inside them (data-pending, see PaletteOptions); an
  // opening draws them in the frame after its own, so the key is answered with half the work and a key pressed in
  // between does not wait for the rest.
  const hasList = results.length > 0;
  useLayoutEffect(() => {
    if (hasList && !opening.current && listRef.current) listRef.current.dataset.pending = '';
  }, [hasList]);
  const reset = useCallback(() => {
    setQuery('');
    setActive(0);
    setExpanded(false);
  }, []);
  const stale = query !== '' || active !== 0 || expanded;
  const opened = useCallback(() => {
    // Reopened before the closing's reset (below) has run.
    if (stale) reset();
    const thisOpening = {};
    opening.current = thisOpening;
    void afterPaint().then(() => {
      if (opening.current === thisOpening) delete listRef.current?.dataset.pending;
    });
  }, [stale, reset]);
  // Each opening starts afresh: the list is put back while closed, in the background.
  const closed = useCallback(() => {
    opening.current = null;
    takeReturnFocus()?.focus();
    startTransition(reset);
    const list = listRef.current;
    if (list) {
      list.scrollTop = 0;
      list.dataset.pending = '';
    }
  }, [reset]);

  // Keep the highlighted option in view (once it is drawn: End pressed at the opening highlights one that is not yet).
  const currentDrawn = current !== undefined && shown.includes(current);
  useEffect(() => {
    if (currentId && currentDrawn) document.getElementById(currentId)?.scrollIntoView({ block: 'nearest' });
  }, [currentId, currentDrawn]);

  const change = (value: string) => {
    setQuery(value);
    setActive(0);
  };

  const choose = useCallback((tool: ToolEntry) => {
    setCommandPaletteOpen(false);
    navigate(tool.path);
  }, [navigate]);

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.nativeEvent.isComposing) return;
    const last = results.length - 1;
    const move: Record<string, () => number> = {
      ArrowDown: () => (active >= last ? 0 : active + 1),
      ArrowUp: () => (active <= 0 ? last : active - 1),
      Home: () => 0,
      End: () => last,
      PageDown: () => Math.min(last, active + 5),
      PageUp: () => Math.max(0, active - 5),
    };
    if (move[e.key] && results.length) {
      e.preventDefault();
      setExpanded(true);
      setActive(move[e.key]!());
    } else if (e.key === 'Enter' && current) {
      e.preventDefault();
      choose(current);
    }
  };

  return (
    <PaletteModal
      onOpened={opened}
      onClosed={closed}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      data-testid="command-palette"
      className="fixed left-1/2 top-[8vh] flex max-h-[80vh] w-[calc(100%-2rem)] max-w-xl -translate-x-1/2 flex-col overflow-hidden rounded-xl border border-border bg-card text-card-foreground shadow-xl sm:top-[12vh]"
    >
      <h2 id={titleId} className="sr-only">{t('common:palette.title')}</h2>
      <p id={descriptionId} className="sr-only">{t('common:palette.description')}</p>
      <div className="flex items-center gap-2 border-b border-border px-3">
        <Search className="h-4 w-4 shrink-0 text-muted-foreground" aria-hidden="true" />
        <label htmlFor={inputId} className="sr-only">{t('common:palette.inputLabel')}</label>
        <input
          id={inputId}
          data-autofocus
          role="combobox"
          aria-expanded={results.length > 0}
          aria-controls={results.length ? listId : undefined}
          aria-autocomplete="list"
          aria-activedescendant={currentId}
          value={query}
          onChange={(e) => change(e.target.value)}
          onKeyDown={onKeyDown}
          placeholder={t('common:palette.placeholder')}
          autoComplete="off"
          autoCorrect="off"
          spellCheck={false}
          enterKeyHint="go"
          className="h-12 min-w-0 flex-1 bg-transparent text-base outline-none placeholder:text-muted-foreground"
        />
        <kbd className="hidden rounded border border-border px-1.5 py-0.5 font-sans text-xs text-muted-foreground sm:inline">Esc</kbd>
      </div>
      <div role="status" className="sr-only">
        {results.length ? t('common:palette.resultCount', { count: results.length }) : t('common:palette.noResults')}
      </div>
      {results.length > 0 ? (
        <PaletteOptions results={shown} current={current} listId={listId} optionId={optionId} onHover={setActive} onChoose={choose} onMoveThrough={expanded ? undefined : expand} ref={listRef} />
      ) : (
        <p className="px-4 py-10 text-center text-sm text-muted-foreground" data-testid="palette-no-results">
          {t('common:palette.noResults')}
        </p>
      )}
      <div className="hidden items-center gap-4 border-t border-border px-4 py-2 text-xs text-muted-foreground sm:flex" aria-hidden="true">
        <span><kbd className="font-sans">↑</kbd> <kbd className="font-sans">↓</kbd> {t('common:palette.hintMove')}</span>
        <span><kbd className="font-sans">↵</kbd> {t('common:palette.hintOpen')}</span>
        <span><kbd className="font-sans">Esc</kbd> {t('common:palette.hintClose')}</span>
      </div>
    </PaletteModal>
  );
}

/** The one part of the palette that follows the open state. */
function PaletteModal(props: Omit<KeptModalProps, 'open' | 'onOpenChange'>) {
  const open = useCommandPaletteOpen();
  return <KeptModal open={open} onOpenChange={setCommandPaletteOpen} {...props} />;
}
