import { useMemo, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Plus } from 'lucide-react';
import { OPERATIONS, OP_GROUPS, type Operation } from '@workers/ops/registry';
import { ChoiceModal } from '../../ui/dialog/ChoiceModal';

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  opener: RefObject<HTMLButtonElement | null>;
  onAdd: (op: string) => void;
}

/** The searchable list of operations; the chosen one is added at the end of the recipe. */
export function AddStepDialog({ open, onOpenChange, opener, onAdd }: Props) {
  const { t } = useTranslation(['tools/recipe-builder', 'ops']);
  const [query, setQuery] = useState('');

  const matches = useMemo(() => {
    const q = query.trim().toLocaleLowerCase();
    const words = (op: Operation) =>
      [
        t(`ops:names.${op.id}`), t(`ops:descriptions.${op.id}`), t(`ops:groups.${op.group}`), op.id,
        ...op.options.flatMap((s) => (s.type === 'choice' ? s.choices.map((c) => t(`ops:${c.label}`)) : [])),
      ].join(' ').toLocaleLowerCase();
    return q ? OPERATIONS.filter((op) => words(op).includes(q)) : [...OPERATIONS];
  }, [query, t]);

  const add = (id: string) => {
    onAdd(id);
    onOpenChange(false);
  };

  return (
    <ChoiceModal
      open={open}
      onOpenChange={(next) => { onOpenChange(next); if (!next) setQuery(''); }}
      onClosed={() => opener.current?.focus()}
      closeLabel={t('close')}
      title={t('addTitle')}
      description={t('addDescription')}
      data-testid="add-step-dialog"
      choices="[data-op-choice]"
      width="max-w-xl"
    >
      <input
        type="search"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && matches[0]) {
            e.preventDefault();
            add(matches[0].id);
          }
        }}
        aria-label={t('searchOps')}
        placeholder={t('searchOps')}
        maxLength={100}
        className="h-11 w-full rounded-md border border-input bg-background px-3 text-sm focus-ring"
      />
      <div className="-mx-1 min-h-0 overflow-y-auto px-1">
        {matches.length === 0 && <p className="py-2 text-sm text-muted-foreground">{t('noOps', { query: query.trim() })}</p>}
        {OP_GROUPS.map((group) => {
          const inGroup = matches.filter((op) => op.group === group);
          if (inGroup.length === 0) return null;
          return (
            <section key={group} aria-labelledby={`ops-group-${group}`} className="mb-3">
              <h3 id={`ops-group-${group}`} className="mb-1 text-xs font-semibold uppercase tracking-wide text-muted-foreground">
                {t(`ops:groups.${group}`)}
              </h3>
              <ul className="grid gap-1 sm:grid-cols-2">
                {inGroup.map((op) => (
                  <li key={op.id}>
                    <button
                      type="button"
                      data-op-choice=""
                      aria-labelledby={`op-name-${op.id}`}
                      aria-describedby={`op-desc-${op.id}`}
                      onClick={() => add(op.id)}
                      className="flex min-h-11 w-full flex-col items-start rounded-md px-2 py-1.5 text-left hover:bg-muted focus-ring"
                    >
                      <span id={`op-name-${op.id}`} className="inline-flex items-center gap-1.5 text-sm font-medium">
                        <Plus className="h-3.5 w-3.5 text-primary" aria-hidden="true" />
                        {t(`ops:names.${op.id}`)}
                      </span>
                      <span id={`op-desc-${op.id}`} className="text-xs text-muted-foreground">{t(`ops:descriptions.${op.id}`)}</span>
                    </button>
                  </li>
                ))}
              </ul>
            </section>
          );
        })}
      </div>
    </ChoiceModal>
  );
}
