import { useEffect, useId, useMemo, useState, type KeyboardEvent } from 'react';
import { useLaterValue } from '../ui/useLaterValue';
import * as Dialog from '@radix-ui/react-dialog';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { CornerDownLeft, Search } from 'lucide-react';
import { Modal } from '../ui/dialog/Modal';
import { rankTools } from '../catalog/rankTools';
import { TOOLS, type ToolEntry } from '../catalog/tools';
import { useCatalogs } from '../catalog/useToolSearch';
import { cn } from '../lib/cn';
import { takeReturnFocus } from './commandPalette';

/** Options drawn in the frame that opens the palette: more than a phone's screen shows. */
const FIRST_OPTIONS = 12;

/**
 * Ctrl/Cmd+K search over every tool in en, zh and es (the ARIA 1.2 combobox + listbox pattern inside a
 * Radix dialog). Loaded lazily by CommandPaletteHost on first open.
 */
export default function CommandPalette({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
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
  const optionId = (tool: ToolEntry) => `${baseId}-opt-${tool.id}`;
  const current = results.length ? results[Math.min(active, results.length - 1)] : undefined;
  const currentId = current ? optionId(current) : undefined;

  // Each opening starts afresh (state adjusted during render, not in an effect).
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setQuery('');
      setActive(0);
    }
  }

  // An opening draws the options a screen holds, the rest after that frame: all 52 at once were most of a 170 ms task
  // on a 4×-slowed CPU, which a key pressed meanwhile (Escape, the first letter) waited for.
  const openedFrameAgo = useLaterValue(open);
  const shownResults = open && openedFrameAgo ? results : results.slice(0, FIRST_OPTIONS);

  // Keep the highlighted option in view.
  useEffect(() => {
    if (currentId) document.getElementById(currentId)?.scrollIntoView({ block: 'nearest' });
  }, [currentId]);

  const change = (value: string) => {
    setQuery(value);
    setActive(0);
  };

  const choose = (tool: ToolEntry) => {
    onOpenChange(false);
    navigate(tool.path);
  };

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
      setActive(move[e.key]!());
    } else if (e.key === 'Enter' && current) {
      e.preventDefault();
      choose(current);
    }
  };

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      onClosed={() => takeReturnFocus()?.focus()}
      data-testid="command-palette"
      className="fixed left-1/2 top-[8vh] z-50 flex max-h-[80vh] w-[calc(100%-2rem)] max-w-xl -translate-x-1/2 flex-col overflow-hidden rounded-xl border border-border bg-card text-card-foreground shadow-xl sm:top-[12vh]"
    >
      <Dialog.Title className="sr-only">{t('common:palette.title')}</Dialog.Title>
      <Dialog.Description className="sr-only">{t('common:palette.description')}</Dialog.Description>
      <div className="flex items-center gap-2 border-b border-border px-3">
        <Search className="h-4 w-4 shrink-0 text-muted-foreground" aria-hidden="true" />
        <label htmlFor={inputId} className="sr-only">{t('common:palette.inputLabel')}</label>
        <input
          id={inputId}
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
        <ul id={listId} role="listbox" aria-label={t('common:palette.results')} className="min-h-0 flex-1 overflow-y-auto p-2">
          {shownResults.map((tool) => {
            const selected = tool === current;
            return (
              <li
                key={tool.id}
                id={optionId(tool)}
                role="option"
                aria-selected={selected}
                data-tool-id={tool.id}
                onMouseMove={() => {
                  if (!selected) setActive(results.indexOf(tool));
                }}
                // Keep focus in the input; the click itself opens the tool.
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => choose(tool)}
                // Options scrolled out of the list are neither laid out nor painted.
                className={cn('flex cursor-pointer items-center gap-3 rounded-md px-3 py-2 [contain-intrinsic-size:auto_3rem] [content-visibility:auto]', selected && 'bg-muted')}
              >
                <span className="inline-flex h-8 w-8 shrink-0 items-center justify-center rounded-md bg-primary/10 text-primary-strong">
                  <tool.icon className="h-4 w-4" aria-hidden="true" />
                </span>
                <span className="min-w-0 flex-1">
                  <span className="block truncate text-sm font-medium">{t(`catalog:tools.${tool.id}.title`)}</span>
                  <span className="block truncate text-xs text-muted-foreground">{t(`catalog:tools.${tool.id}.description`)}</span>
                </span>
                {selected && <CornerDownLeft className="h-4 w-4 shrink-0 text-muted-foreground" aria-hidden="true" />}
              </li>
            );
          })}
        </ul>
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
    </Modal>
  );
}
