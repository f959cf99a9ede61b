import { memo, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { CornerDownLeft } from 'lucide-react';
import type { ToolEntry } from '../catalog/tools';
import { cn } from '../lib/cn';

interface PaletteOptionsProps {
  results: readonly ToolEntry[];
  current: ToolEntry | undefined;
  listId: string;
  optionId: (tool: ToolEntry) => string;
  onHover: (index: number) => void;
  onChoose: (tool: ToolEntry) => void;
  /**
   * The visitor starts to move through the list (wheel, touch, a press on it or its scroll bar): a list drawn in part
   * draws the rest. Not on scroll events: putting the list back to its top at a closing scrolls it too.
   */
  onMoveThrough?: () => void;
  ref?: Ref<HTMLUListElement>;
}

/**
 * The command palette's listbox. Memoised: opening and closing the palette leave it as it is. With `data-pending` on
 * it (set by the palette), the options keep their boxes but draw nothing inside them.
 */
export const PaletteOptions = memo(function PaletteOptions({ results, current, listId, optionId, onHover, onChoose, onMoveThrough, ref }: PaletteOptionsProps) {
  const { t } = useTranslation(['common', 'catalog']);
  return (
    <ul
      ref={ref}
      id={listId}
      onWheel={onMoveThrough}
      onTouchStart={onMoveThrough}
      onPointerDown={onMoveThrough}
      role="listbox"
      aria-label={t('common:palette.results')}
      className="min-h-0 flex-1 overflow-y-auto p-2 [&[data-pending]>li]:[content-visibility:hidden]"
    >
      {results.map((tool, index) => {
        const selected = tool === current;
        return (
          <li
            key={tool.id}
            id={optionId(tool)}
            role="option"
            aria-selected={selected}
            data-tool-id={tool.id}
            onMouseMove={() => {
              if (!selected) onHover(index);
            }}
            // Keep focus in the input; the click itself opens the tool.
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => onChoose(tool)}
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
  );
});
