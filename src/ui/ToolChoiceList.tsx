import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';

export interface ToolChoice {
  id: string;
  path: string;
  icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean | 'true' | 'false' }>;
}

/** The tools whose title, description or id contain `query` (any case); all of them for an empty query. */
export function filterToolChoices<T extends ToolChoice>(tools: readonly T[], query: string, t: (key: string) => string): T[] {
  const q = query.trim().toLocaleLowerCase();
  if (!q) return [...tools];
  return tools.filter((tool) => `${t(`catalog:tools.${tool.id}.title`)} ${t(`catalog:tools.${tool.id}.description`)} ${tool.id}`.toLocaleLowerCase().includes(q));
}

/**
 * A list of tools to open with a text: "Send to…" (SendToDialog) and a text shared to the installed site (/share).
 * Each is a button (`data-send-choice`: the dialog's arrow keys move between them).
 */
export function ToolChoiceList<T extends ToolChoice>({ tools, query, onChoose }: { tools: readonly T[]; query: string; onChoose: (tool: T) => void }) {
  const { t } = useTranslation(['common', 'catalog']);
  if (tools.length === 0) return <p className="py-2 text-sm text-muted-foreground">{t('common:sendTo.noMatch', { query: query.trim() })}</p>;
  return (
    <ul className="grid gap-1 sm:grid-cols-2">
      {tools.map((tool) => (
        <li key={tool.id}>
          <button
            type="button"
            data-send-choice=""
            onClick={() => onChoose(tool)}
            className="flex min-h-11 w-full items-center gap-2 rounded-md px-2 py-2 text-left text-sm hover:bg-muted focus-ring"
          >
            <tool.icon className="h-4 w-4 shrink-0 text-primary" aria-hidden="true" />
            {t(`catalog:tools.${tool.id}.title`)}
          </button>
        </li>
      ))}
    </ul>
  );
}
