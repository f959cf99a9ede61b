import { memo, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FileDown, FileUp, FolderOpen, Link2, Save, Trash2 } from 'lucide-react';
import { downloadFile } from '../../lib/download';
import { readRaw, writeRaw } from '../../lib/storage';
import { Button } from '../../ui/Button';
import { CheckboxField, InputField, SelectField } from '../../ui/Field';
import { copyWithNotice, notifyError, notifySuccess } from '../../ui/notify';
import {
  LINK_INPUT_MAX_BYTES, MAX_NAME_CHARS, RECIPE_FILE_MIME, SAVED_RECIPES_KEY, parseRecipeFile, readSaved, recipeFileName,
  recipeFileText, recipeFragment, fitsInLink, withSaved, writeSaved, type RecipeStep, type SavedRecipe,
} from './logic';

interface Props {
  steps: RecipeStep[];
  input: string;
  name: string;
  onName: (name: string) => void;
  includeInput: boolean;
  onIncludeInput: (on: boolean) => void;
  saved: SavedRecipe[];
  onSaved: (saved: SavedRecipe[]) => void;
  /** Replaces the recipe (opened, imported). */
  onOpen: (steps: RecipeStep[], name: string) => void;
}

/** The link, this browser's saved recipes, and recipe files. */
export const KeepAndShare = memo(function KeepAndShare({ steps, input, name, onName, includeInput, onIncludeInput, saved, onSaved, onOpen }: Props) {
  const { t } = useTranslation(['tools/recipe-builder', 'common']);
  const fileId = useId();
  const [chosen, setChosen] = useState('');
  const inputFits = fitsInLink(input);
  const selected = saved.find((r) => r.name === chosen) ?? saved[0];

  const needSteps = () => {
    if (steps.length > 0) return true;
    notifyError(t('addStepFirst'));
    return false;
  };

  const copyLink = async () => {
    if (!needSteps()) return;
    const url = `${window.location.origin}${window.location.pathname}${recipeFragment(steps, includeInput ? input : null)}`;
    await copyWithNotice(url, t('linkCopied'));
  };

  const save = () => {
    const trimmed = name.trim();
    if (!needSteps()) return;
    if (!trimmed) {
      notifyError(t('enterName'));
      return;
    }
    // Read again: another tab may have saved a recipe since this page loaded.
    const next = withSaved(readSaved(readRaw(SAVED_RECIPES_KEY)), trimmed, steps, Date.now());
    writeRaw(SAVED_RECIPES_KEY, writeSaved(next));
    onSaved(next);
    setChosen(trimmed);
    notifySuccess(t('saved', { name: trimmed }));
  };

  const remove = () => {
    if (!selected) return;
    const next = saved.filter((r) => r.name !== selected.name);
    writeRaw(SAVED_RECIPES_KEY, writeSaved(next));
    onSaved(next);
    setChosen('');
    notifySuccess(t('deleted', { name: selected.name }));
  };

  const importFile = async (file: File | undefined) => {
    if (!file) return;
    let parsed = null;
    try {
      // A recipe is a few kilobytes: anything far larger is not one, and is not read into memory.
      if (file.size <= 1024 * 1024) parsed = parseRecipeFile(await file.text());
    } catch {
      parsed = null;
    }
    if (!parsed) {
      notifyError(t('notRecipe'));
      return;
    }
    onOpen(parsed.steps, parsed.name);
    notifySuccess(t('imported'));
    if (parsed.dropped) notifyError(t('dropped', { count: parsed.dropped }));
  };

  return (
    <section aria-labelledby={`${fileId}-heading`} className="flex flex-col gap-3 rounded-lg border border-border p-3">
      <h2 id={`${fileId}-heading`} className="text-sm font-semibold">{t('keep')}</h2>
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="outline" size="sm" onClick={() => void copyLink()}>
          <Link2 className="h-4 w-4" aria-hidden="true" /> {t('copyLink')}
        </Button>
        <div className="flex flex-col">
          <CheckboxField label={t('includeInput')} checked={includeInput && inputFits} onChange={(on) => {
            if (on && !inputFits) {
              notifyError(t('inputTooLarge', { max: LINK_INPUT_MAX_BYTES.toLocaleString() }));
              return;
            }
            onIncludeInput(on);
          }} />
          {input !== '' && !inputFits && <p className="text-xs text-muted-foreground">{t('inputTooLarge', { max: LINK_INPUT_MAX_BYTES.toLocaleString() })}</p>}
        </div>
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="flex flex-wrap items-end gap-2">
          <div className="min-w-48 flex-1">
            <InputField label={t('recipeName')} value={name} maxLength={MAX_NAME_CHARS} onChange={(e) => onName(e.target.value)} />
          </div>
          <Button variant="outline" onClick={save}>
            <Save className="h-4 w-4" aria-hidden="true" /> {t('save')}
          </Button>
        </div>
        <div className="flex flex-wrap items-end gap-2">
          <div className="min-w-48 flex-1">
            <SelectField label={t('savedRecipes')} value={selected?.name ?? ''} disabled={saved.length === 0} onChange={(e) => setChosen(e.target.value)}>
              {saved.length === 0 && <option value="">{t('noSaved')}</option>}
              {saved.map((r) => (
                <option key={r.name} value={r.name}>{r.name}</option>
              ))}
            </SelectField>
          </div>
          <Button variant="outline" disabled={!selected} onClick={() => {
            if (!selected) return;
            onOpen(selected.steps, selected.name);
            notifySuccess(t('opened', { name: selected.name }));
          }}>
            <FolderOpen className="h-4 w-4" aria-hidden="true" /> {t('open')}
          </Button>
          <Button variant="ghost-danger" size="icon-md" aria-label={t('deleteSaved')} disabled={!selected} onClick={remove}>
            <Trash2 className="h-4 w-4" aria-hidden="true" />
          </Button>
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="outline" size="sm" onClick={() => {
          if (needSteps()) downloadFile(recipeFileText(steps, name.trim()), recipeFileName(name), RECIPE_FILE_MIME);
        }}>
          <FileDown className="h-4 w-4" aria-hidden="true" /> {t('export')}
        </Button>
        <label htmlFor={fileId} className="inline-flex h-11 cursor-pointer items-center gap-1.5 rounded-md border border-border bg-background px-3 text-sm font-medium hover:bg-muted focus-within:ring-2 focus-within:ring-ring sm:h-9">
          <FileUp className="h-4 w-4" aria-hidden="true" /> {t('import')}
          <input id={fileId} type="file" accept=".json,application/json" className="sr-only"
            onChange={(e) => { void importFile(e.target.files?.[0]); e.target.value = ''; }} />
        </label>
      </div>
    </section>
  );
});
