import type { ComponentType, ReactNode } from 'react';
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
          <ChoiceButton icon={tool.icon} onClick={() => onChoose(tool)}>
            {t(`catalog:tools.${tool.id}.title`)}
          </ChoiceButton>
        </li>
      ))}
    </ul>
  );
}

/** One choice of a list of them (`data-send-choice`: the Send to dialog's arrow keys move between them). */
export function ChoiceButton({ icon: Icon, onClick, children }: { icon: ToolChoice['icon']; onClick: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      data-send-choice=""
      onClick={onClick}
      className="flex min-h-11 w-full items-center gap-2 rounded-md px-2 py-2 text-left text-sm hover:bg-muted focus-ring"
    >
      <Icon className="h-4 w-4 shrink-0 text-primary" aria-hidden="true" />
      {children}
    </button>
  );
}

/** The filter above a list of tools: its label is also its placeholder. */
export function ChoiceFilter({ value, onChange, label }: { value: string; onChange: (value: string) => void; label: string }) {
  return (
    <input
      type="search"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      aria-label={label}
      placeholder={label}
      maxLength={100}
      className="h-11 w-full rounded-md border border-input bg-background px-3 text-sm focus-ring"
    />
  );
}
