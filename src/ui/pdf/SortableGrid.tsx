import { memo, useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type MutableRefObject, type PointerEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ArrowDown, ArrowLeft, ArrowRight, ArrowUp, GripVertical } from 'lucide-react';
import { cn } from '../../lib/cn';
import { Button } from '../Button';
import { keyTarget, moveItem } from './reorder';
import { useSortableDrag } from './useSortableDrag';

export interface SortableLabels {
  /** The list's accessible name. */
  label: string;
  /** How to reorder, shown above the list and read with each handle. */
  hint: string;
  moveEarlier: (name: string) => string;
  moveLater: (name: string) => string;
  moved: (name: string, position: number, count: number) => string;
}

export interface SortableGridProps<T extends { id: string }> {
  items: readonly T[];
  /** An item's accessible name (unique in the list): its handle's label and the subject of its buttons and moves. */
  nameOf: (item: T, index: number) => string;
  /** The item's face. In a grid it is the drag handle itself, so it must hold nothing focusable. */
  render: (item: T, index: number) => ReactNode;
  /** Buttons of the tool's own for one item (rotate, delete…), shown beside the move buttons. */
  actions?: (item: T, index: number, name: string) => ReactNode;
  onMove: (from: number, to: number) => void;
  /**
   * Everything an item's face and actions show but its id (its thumbnail's URL, its turn): given, an item whose key,
   * id, place and name are unchanged is not drawn again, so a 200-page grid does not re-render
   * every card for each thumbnail that lands or each move. The actions' handlers must then read the tool's latest
   * state (a ref or a functional update): a card kept from an earlier render keeps its earlier handlers.
   */
  renderKey?: (item: T, index: number) => string;
  /** A grid of cards (pages), or a list of rows (files) with a grip. */
  layout?: 'grid' | 'list';
  labels?: Partial<SortableLabels>;
  testId?: string;
  className?: string;
}

type Control = 'handle' | 'earlier' | 'later';

/**
 * An ordered list the visitor rearranges: by dragging (mouse, pen, or a finger after a long press, so a swipe still
 * scrolls; a list's grip drags at once), by Alt + arrow keys (Home, End) from anything inside an item, or by its
 * "move earlier / later" buttons. Every move is announced in a polite live region, and focus stays on the moved item.
 */
export function SortableGrid<T extends { id: string }>({ items, nameOf, render, actions, onMove, renderKey, layout = 'grid', labels, testId, className }: SortableGridProps<T>) {
  const { t } = useTranslation('pdf');
  const l: SortableLabels = {
    label: t('grid.label'),
    hint: t('grid.dragHint'),
    moveEarlier: (item) => t('grid.moveEarlier', { item }),
    moveLater: (item) => t('grid.moveLater', { item }),
    moved: (item, position, count) => t('grid.moved', { item, position, count }),
    ...labels,
  };
  const hintId = useId();
  const list = useRef<HTMLOListElement>(null);
  const [message, setMessage] = useState('');
  const refocus = useRef<{ id: string; control: Control } | null>(null);
  const grid = layout === 'grid';

  const move = (from: number, to: number, control?: Control) => {
    const item = items[from];
    if (!item || to < 0 || to >= items.length || to === from) return;
    if (control) refocus.current = { id: item.id, control };
    onMove(from, to);
    setMessage(l.moved(nameOf(item, from), to + 1, items.length));
  };

  const { drag, onPointerDown } = useSortableDrag(list, (_id, from, to) => move(from, to));

  // A moved item is re-inserted by React, which drops its focus: give focus back to the control that had it.
  useLayoutEffect(() => {
    const again = refocus.current;
    refocus.current = null;
    if (!again || !list.current) return;
    const row = [...list.current.children].find((el) => (el as HTMLElement).dataset.id === again.id);
    const target = row?.querySelector<HTMLElement>(`[data-sort="${again.control}"]:not(:disabled)`) ?? row?.querySelector<HTMLElement>('[data-sort="handle"]');
    target?.focus();
  }, [items]);

  const onKeyDown = (e: KeyboardEvent<HTMLLIElement>, index: number) => {
    if (!e.altKey || e.ctrlKey || e.metaKey || !/^(Arrow|Home$|End$)/.test(e.key)) return;
    // Always: Alt + Left is the browser's Back, which would leave the page from the first item.
    e.preventDefault();
    const to = keyTarget(e.key, index, items.length);
    const from = (e.target as HTMLElement).dataset.sort;
    if (to !== null) move(index, to, from === 'earlier' || from === 'later' ? from : 'handle');
  };

  // What a kept card calls: always this render's, so a card drawn earlier still moves and draws with today's state.
  const api = useRef<ItemApi<T>>(null as unknown as ItemApi<T>);
  api.current = { render, actions, move, onKeyDown, onPointerDown };

  const shown = drag ? moveItem(items, drag.from, drag.to) : items;
  // Each item's own place (the preview shows the dragged one elsewhere); a map, as a 2,000-page grid is n² otherwise.
  const place = new Map(items.map((item, i) => [item.id, i]));
  return (
    <div className={cn('flex flex-col gap-2', className)}>
      <p id={hintId} className="text-xs text-muted-foreground">
        {l.hint}
      </p>
      <ol
        ref={list}
        aria-label={l.label}
        data-testid={testId}
        className={cn(grid ? 'grid grid-cols-2 gap-3 min-[400px]:grid-cols-3 sm:grid-cols-4 lg:grid-cols-5 xl:grid-cols-6' : 'flex flex-col gap-2', drag && 'cursor-grabbing')}
      >
        {shown.map((item) => {
          const index = place.get(item.id) ?? 0;
          const name = nameOf(item, index);
          return (
            <SortableItem
              key={item.id}
              item={item}
              index={index}
              count={items.length}
              name={name}
              earlierLabel={l.moveEarlier(name)}
              laterLabel={l.moveLater(name)}
              dragging={drag?.id === item.id}
              grid={grid}
              hintId={hintId}
              renderKey={renderKey?.(item, index)}
              api={api as MutableRefObject<ItemApi<{ id: string }>>}
            />
          );
        })}
      </ol>
      <p role="status" aria-live="polite" className="sr-only" data-testid="sortable-announce">
        {message}
      </p>
    </div>
  );
}

interface ItemApi<T> {
  render: (item: T, index: number) => ReactNode;
  actions?: (item: T, index: number, name: string) => ReactNode;
  move: (from: number, to: number, control?: Control) => void;
  onKeyDown: (e: KeyboardEvent<HTMLLIElement>, index: number) => void;
  onPointerDown: (e: PointerEvent<HTMLElement>, id: string, index: number, grip: boolean) => void;
}

interface ItemProps<T extends { id: string }> {
  item: T;
  index: number;
  count: number;
  name: string;
  earlierLabel: string;
  laterLabel: string;
  dragging: boolean;
  grid: boolean;
  hintId: string;
  renderKey: string | undefined;
  api: MutableRefObject<ItemApi<T>>;
}

/** Kept from the last render when nothing it shows changed (only for a grid given a renderKey). */
const unchanged = (a: ItemProps<{ id: string }>, b: ItemProps<{ id: string }>) =>
  a.renderKey !== undefined && a.renderKey === b.renderKey && a.item.id === b.item.id && a.index === b.index && a.count === b.count &&
  a.name === b.name && a.earlierLabel === b.earlierLabel && a.laterLabel === b.laterLabel && a.dragging === b.dragging &&
  a.grid === b.grid && a.hintId === b.hintId;

const SortableItem = memo(function SortableItem({ item, index, count, name, earlierLabel, laterLabel, dragging, grid, hintId, api }: ItemProps<{ id: string }>) {
  const Earlier = grid ? ArrowLeft : ArrowUp;
  const Later = grid ? ArrowRight : ArrowDown;
  const { render, actions } = api.current;
  const handle = {
    'data-sort': 'handle',
    tabIndex: 0,
    role: 'button',
    'aria-label': name,
    'aria-describedby': hintId,
    onPointerDown: (e: PointerEvent<HTMLElement>) => api.current.onPointerDown(e, item.id, index, !grid),
  } as const;
  const moves = (
    <>
      <Button variant="ghost" size="icon" className="h-8 w-8" data-sort="earlier" aria-label={earlierLabel} disabled={index === 0}
        onClick={() => api.current.move(index, index - 1, 'earlier')}>
        <Earlier className="h-4 w-4" aria-hidden="true" />
      </Button>
      <Button variant="ghost" size="icon" className="h-8 w-8" data-sort="later" aria-label={laterLabel} disabled={index === count - 1}
        onClick={() => api.current.move(index, index + 1, 'later')}>
        <Later className="h-4 w-4" aria-hidden="true" />
      </Button>
    </>
  );
  return (
    <li
      data-id={item.id}
      data-testid="sortable-item"
      onKeyDown={(e) => api.current.onKeyDown(e, index)}
      className={cn(
        'rounded-lg border bg-background transition-shadow',
        dragging ? 'border-primary shadow-lg ring-2 ring-primary' : 'border-border',
        grid ? 'flex flex-col gap-1 p-1.5 [contain-intrinsic-size:auto_13rem] [content-visibility:auto]' : 'flex items-center gap-1 p-1.5',
      )}
    >
      {grid ? (
        <>
          <div {...handle} className="cursor-grab touch-manipulation select-none rounded-md outline-none focus-ring [-webkit-touch-callout:none] active:cursor-grabbing">
            {render(item, index)}
          </div>
          <div className="flex items-center justify-between">{moves}</div>
          {actions && <div className="flex flex-wrap items-center justify-center gap-0.5">{actions(item, index, name)}</div>}
        </>
      ) : (
        <>
          <div {...handle} className="flex h-11 w-8 shrink-0 cursor-grab touch-none select-none items-center justify-center rounded-md text-muted-foreground outline-none hover:bg-muted focus-ring active:cursor-grabbing">
            <GripVertical className="h-5 w-5" aria-hidden="true" />
          </div>
          <div className="min-w-0 flex-1">{render(item, index)}</div>
          {moves}
          {actions?.(item, index, name)}
        </>
      )}
    </li>
  );
}, unchanged);
