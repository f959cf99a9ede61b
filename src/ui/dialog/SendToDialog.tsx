import * as Dialog from '@radix-ui/react-dialog';
import { useMemo, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ListPlus } from 'lucide-react';
import { handOffText, queueRecipeSteps, recipeDraft } from '../../lib/handoff';
import { getOperation, normalizeOptions, type Operation } from '@workers/ops/registry';
import { Button } from '../Button';
import { ChoiceModal } from './ChoiceModal';
import { ChoiceButton, ChoiceFilter, ToolChoiceList, filterToolChoices } from './ToolChoiceList';
import { useToolFrame, type FrameTool } from '../toolFrame';

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opened it: Radix returns focus to its own Trigger, which lives outside this lazy module. */
  opener: RefObject<HTMLButtonElement | null>;
  fromTool: string;
  /** The result to send (read when a tool is chosen). */
  text: () => string;
  /** The page's main input, which "Add to a recipe" takes along as the recipe's input. */
  input: () => string;
}

/** "Send to…" (loaded on first use): pick a tool to open with this result as its input, or add this tool's step to a recipe. */
export default function SendToDialog({ open, onOpenChange, opener, fromTool, text, input }: Props) {
  const { t } = useTranslation(['common', 'catalog', 'ops']);
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const { tool: self, sendTargets, recipeBuilder } = useToolFrame();

  const targets = useMemo(
    () => filterToolChoices(sendTargets.filter((tool) => tool.id !== fromTool), query, t),
    [query, fromTool, sendTargets, t],
  );

  const recipeOps = (self?.operations ?? []).map(getOperation).filter((op): op is Operation => op !== undefined);

  const sendTo = (tool: FrameTool) => {
    handOffText(tool.id, fromTool, text());
    onOpenChange(false);
    navigate(tool.path);
  };

  const addToRecipe = (opId: string) => {
    const op = recipeOps.find((o) => o.id === opId);
    const builder = recipeBuilder;
    if (!op || !builder) return;
    // A new recipe starts from this tool's input; an unfinished one keeps the input it has.
    const source = input();
    if (recipeDraft().steps.length === 0 && source) handOffText(builder.id, fromTool, source);
    queueRecipeSteps([{ op: op.id, options: normalizeOptions(op, {}), enabled: true }]);
    onOpenChange(false);
    navigate(builder.path);
  };

  return (
    <ChoiceModal
      open={open}
      onOpenChange={onOpenChange}
      onClosed={() => opener.current?.focus()}
      closeLabel={t('common:sendTo.close')}
      title={t('common:sendTo.title')}
      description={t('common:sendTo.description')}
      data-testid="send-to-dialog"
      choices="[data-send-choice]"
      width="max-w-lg"
    >
      <ChoiceFilter value={query} onChange={setQuery} label={t('common:sendTo.search')} />
      <div className="-mx-1 flex min-h-0 flex-col gap-3 overflow-y-auto px-1">
        <section aria-labelledby="send-to-tools">
          <h3 id="send-to-tools" className="mb-1 text-xs font-semibold uppercase tracking-wide text-muted-foreground">{t('common:sendTo.tools')}</h3>
          <ToolChoiceList tools={targets} query={query} onChoose={sendTo} />
        </section>
        {recipeOps.length > 0 && (
          <section aria-labelledby="send-to-recipe" className="border-t border-border pt-3">
            <h3 id="send-to-recipe" className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">{t('common:sendTo.recipe')}</h3>
            <p className="mb-1 text-xs text-muted-foreground">{t('common:sendTo.recipeHint')}</p>
            <ul className="flex flex-col gap-1">
              {recipeOps.map((op) => (
                <li key={op.id}>
                  <ChoiceButton icon={ListPlus} onClick={() => addToRecipe(op.id)}>
                    {t('common:sendTo.addStep', { op: t(`ops:names.${op.id}`) })}
                  </ChoiceButton>
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
      <div className="flex justify-end">
        <Dialog.Close asChild>
          <Button variant="secondary">{t('common:sendTo.close')}</Button>
        </Dialog.Close>
      </div>
    </ChoiceModal>
  );
}
