import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FlipVertical2, Play, Plus } from 'lucide-react';
import type { OpError, Value } from '@workers/ops/registry';
import { chainKinds, reverseRecipe } from '@workers/recipe/recipe';
import { bytesToHex } from '@workers/text/hex';
import { keepRecipeDraft, recipeDraft, takeQueuedRecipeSteps } from '../../lib/handoff';
import { readRaw } from '../../lib/storage';
import { BigTextArea } from '../../ui/BigTextArea';
import { Button } from '../../ui/Button';
import { ErrorPanel } from '../../ui/ErrorPanel';
import { SelectField } from '../../ui/Field';
import { OutputArea } from '../../ui/OutputArea';
import { JobProgressById } from '../../ui/JobProgress';
import { notifyError, notifySuccess } from '../../ui/notify';
import { ToolLayout } from '../../ui/ToolLayout';
import { AddStepDialog } from './AddStepDialog';
import { KeepAndShare } from './KeepAndShare';
import {
  EXAMPLE_INPUT, EXAMPLE_STEPS, SAVED_RECIPES_KEY, newStep, readRecipeFragment, readSaved, recipeFragment,
  type RecipeStep, type SavedRecipe,
} from './logic';
import { withUid, withoutUid, type UiStep } from './model';
import { StepList } from './StepList';
import { useOpError } from './useOpError';
import { useRecipeRunner } from './useRecipeRunner';
import { useShownOutput } from './useShownOutput';

const NS = 'tools/recipe-builder';
/** Bytes shown (as hex) of a binary result; Copy, Send and Download use all of it. */
const BINARY_PREVIEW_BYTES = 8 * 1024;
const FILE_ACCEPT = '.txt,.json,.csv,.xml,.html,.md,.sql,.js,.css,.log,text/*,application/json';

const asText = (value: Value): string => (typeof value === 'string' ? value : bytesToHex(value));

export default function RecipeBuilder() {
  const { t } = useTranslation([NS, 'common', 'ops']);
  const describe = useOpError();
  const [input, setInput] = useState('');
  const [steps, setSteps] = useState<UiStep[]>([]);
  const [viewing, setViewing] = useState<string | null>(null);
  const [includeInput, setIncludeInput] = useState(false);
  const [name, setName] = useState('');
  const [saved, setSaved] = useState<SavedRecipe[]>([]);
  const [addOpen, setAddOpen] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const addButton = useRef<HTMLButtonElement>(null);
  /** What the page opened with (kept across StrictMode's second mount, which must not take the queue twice). */
  const opened = useRef<{ steps: RecipeStep[]; input: string | null; queued: RecipeStep[]; dropped: number } | null>(null);
  const loaded = useRef(false);
  /** The fragment this page last wrote: a hashchange to anything else is the visitor editing the link. */
  const written = useRef<string | null>(null);

  const { view, statuses, execute, cancel, reset, jobId, live, stale } = useRecipeRunner(steps, input);
  const shown = useShownOutput(view, viewing);
  const plain = useMemo(() => steps.map(withoutUid), [steps]);
  const nameOf = useCallback((uid: string) => {
    const index = steps.findIndex((s) => s.uid === uid);
    const step = steps[index];
    return { n: index + 1, name: step ? t(`ops:names.${step.op}`) : '' };
  }, [steps, t]);

  // Open with the link's recipe, else the one left when the visitor went to another tool; then the
  // steps another tool's "Add to a recipe" queued. A text sent from a tool arrives through the input field.
  useEffect(() => {
    if (!opened.current) {
      const link = readRecipeFragment(window.location.hash);
      const draft = recipeDraft();
      opened.current = {
        steps: link.recipe ? link.recipe.steps : draft.steps,
        input: link.input ?? (link.recipe ? null : draft.input || null),
        queued: takeQueuedRecipeSteps(),
        dropped: link.recipe?.dropped ?? 0,
      };
      if (link.input !== null) setIncludeInput(true);
      if (opened.current.dropped) notifyError(t('dropped', { count: opened.current.dropped }));
      const queued = opened.current.queued;
      if (queued.length) notifySuccess(t('stepsAdded', { names: queued.map((s) => t(`ops:names.${s.op}`)).join(', ') }));
    }
    const start = opened.current;
    setSteps([...start.steps, ...start.queued].map(withUid));
    if (start.input !== null) setInput(start.input);
    setSaved(readSaved(readRaw(SAVED_RECIPES_KEY)));
    loaded.current = true;
    const onHash = () => {
      if (window.location.hash === written.current) return;
      const link = readRecipeFragment(window.location.hash);
      if (link.recipe) setSteps(link.recipe.steps.map(withUid));
      if (link.input !== null) setInput(link.input);
    };
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
    // Once, as the page opens: a language switch re-creates `t`, and must not put back the steps the page opened with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // The recipe (and the input, when asked and small) goes into the link as it changes; the draft keeps both for this
  // visit. A change of steps is written at once (a reload right after adding a step keeps it); typing waits for a pause.
  const linkedSteps = useRef<readonly RecipeStep[] | null>(null);
  const linkedInclude = useRef(includeInput);
  useEffect(() => {
    if (!loaded.current) return undefined;
    keepRecipeDraft(plain, input);
    const write = () => {
      const hash = recipeFragment(plain, includeInput ? input : null);
      if (hash === window.location.hash) return;
      written.current = hash;
      window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.search}${hash}`);
    };
    if (linkedSteps.current !== plain || linkedInclude.current !== includeInput) {
      linkedSteps.current = plain;
      linkedInclude.current = includeInput;
      write();
      return undefined;
    }
    const timer = window.setTimeout(write, 250);
    return () => window.clearTimeout(timer);
  }, [plain, input, includeInput]);

  const chain = useMemo(() => chainKinds(plain), [plain]);
  const problems = useMemo<Record<string, OpError>>(() => {
    const p = chain.problem;
    if (!p) return {};
    const uid = steps[p.index]?.uid;
    const error: OpError = p.problem === 'unknownOperation' ? { key: p.problem, values: { op: steps[p.index]!.op } } : { key: p.problem };
    return uid ? { [uid]: error } : {};
  }, [chain, steps]);

  const announce = useCallback((message: string) => setAnnouncement(message), []);

  const addStep = (op: string) => {
    const step = newStep(op);
    if (!step) return;
    setSteps((prev) => [...prev, withUid(step)]);
    announce(t('stepAdded', { name: t(`ops:names.${op}`) }));
  };

  const removeStep = (index: number) => {
    const step = steps[index];
    if (!step) return;
    setSteps(steps.filter((s) => s.uid !== step.uid));
    if (viewing === step.uid) setViewing(null);
    announce(t('removed', { n: index + 1 }));
  };

  const openRecipe = useCallback((next: RecipeStep[], recipeName: string) => {
    setSteps(next.map(withUid));
    setViewing(null);
    if (recipeName) setName(recipeName);
  }, []);

  const reverse = () => {
    if (steps.length === 0) {
      notifyError(t('addStepFirst'));
      return;
    }
    const result = reverseRecipe(plain);
    if (!result.ok) {
      notifyError(t('noInverse', { n: result.index + 1, name: t(`ops:names.${result.op}`) }));
      return;
    }
    setSteps(result.steps.map(withUid));
    setViewing(null);
    // The output becomes the input, so the reversed recipe gives the original text back.
    const output = view && !stale && !view.running && !view.failed ? view.output : null;
    if (typeof output === 'string' && output !== '') {
      setInput(output);
      notifySuccess(t('reversed'));
    } else notifySuccess(t('reversedOnly'));
  };

  const onExample = () => {
    setSteps(EXAMPLE_STEPS.map((id) => newStep(id)).filter((s): s is RecipeStep => s !== null).map(withUid));
    setViewing(null);
    setInput(EXAMPLE_INPUT);
  };

  const onClear = () => {
    reset();
    setInput('');
    setViewing(null);
  };

  // What the output area shows, and its label.
  const value = shown?.value ?? null;
  const bytes = value !== null && typeof value !== 'string' ? value : null;
  const display = value === null ? '' : bytes ? bytesToHex(bytes.subarray(0, BINARY_PREVIEW_BYTES)) + (bytes.length > BINARY_PREVIEW_BYTES ? '…' : '') : (value as string);
  let outputLabel = t('outputLabel');
  if (shown && shown.source.kind !== 'final') {
    const { n, name: stepName } = nameOf(shown.source.uid);
    outputLabel = t(shown.source.kind === 'step' ? 'stepOutputLabel' : 'lastGoodLabel', { n, name: stepName });
  }
  const failed = view?.failed ?? null;
  const failedStep = failed ? nameOf(failed.uid) : null;

  return (
    <ToolLayout
      toolId="recipe-builder"
      onExample={onExample}
      onClear={onClear}
      copyValue={() => (value === null ? '' : asText(value))}
      hasResult={value !== null && value.length > 0}
      download={{
        filename: bytes ? 'recipe-output.bin' : 'recipe-output.txt',
        mime: bytes ? 'application/octet-stream' : 'text/plain;charset=utf-8',
        content: () => (value === null ? null : bytes ? new Blob([bytes as Uint8Array<ArrayBuffer>]) : (value as string)),
      }}
    >
      <BigTextArea label={t('inputLabel')} placeholder={t('inputPlaceholder')} value={input} onChange={setInput} rows={6} fileAccept={FILE_ACCEPT}
        language="text" />

      <section aria-labelledby="recipe-steps-heading" className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="recipe-steps-heading" className="text-base font-semibold">{t('stepsHeading')}</h2>
          <div className="flex flex-wrap gap-2">
            <Button ref={addButton} variant="secondary" aria-haspopup="dialog" aria-expanded={addOpen} onClick={() => setAddOpen(true)}>
              <Plus className="h-4 w-4" aria-hidden="true" /> {t('addStep')}
            </Button>
            <Button variant="outline" onClick={reverse}>
              <FlipVertical2 className="h-4 w-4" aria-hidden="true" /> {t('reverse')}
            </Button>
          </div>
        </div>
        {steps.length === 0 ? (
          <p className="rounded-lg border border-dashed border-border p-4 text-sm text-muted-foreground">{t('empty')}</p>
        ) : (
          <StepList
            steps={steps}
            statuses={statuses}
            running={view?.running ?? false}
            problems={problems}
            viewing={viewing}
            onChange={setSteps}
            onView={(uid) => setViewing((v) => (v === uid ? null : uid))}
            onRemove={removeStep}
            announce={announce}
          />
        )}
        <p className="sr-only" aria-live="polite" data-testid="recipe-announcer">{announcement}</p>
      </section>

      <div className="flex flex-wrap items-center gap-3">
        <Button onClick={() => void execute('manual')}>
          <Play className="h-4 w-4" aria-hidden="true" /> {t('run')}
        </Button>
        <p className="text-sm text-muted-foreground" data-testid="recipe-mode">
          {stale ? t('stale') : input === '' ? '' : live ? t('live') : t('manual')}
        </p>
      </div>

      <JobProgressById jobId={jobId} onCancel={cancel} label={t('working')} />

      {failed && failedStep && (
        <ErrorPanel message={t('failedAt', { n: failedStep.n, name: failedStep.name, message: describe(failed.error) })} />
      )}
      {view?.cancelled && <p role="status" className="text-sm text-muted-foreground">{t('cancelled')}</p>}

      <div className="flex flex-col gap-2">
        {steps.length > 0 && (
          <div className="sm:w-80">
            <SelectField label={t('show')} value={viewing ?? ''} onChange={(e) => setViewing(e.target.value || null)}>
              <option value="">{t('finalOutput')}</option>
              {steps.map((s, i) => (
                <option key={s.uid} value={s.uid}>{t('stepOption', { n: i + 1, name: t(`ops:names.${s.op}`) })}</option>
              ))}
            </SelectField>
          </div>
        )}
        <OutputArea label={outputLabel} value={display} downloadName={bytes ? 'recipe-output.hex.txt' : 'recipe-output.txt'} language="text" />
        {bytes && <p className="text-xs text-muted-foreground">{t('binary', { n: bytes.length.toLocaleString() })}</p>}
        {shown && shown.value === null && shown.source.kind === 'step' && <p className="text-xs text-muted-foreground">{t('notReached')}</p>}
      </div>

      <KeepAndShare
        steps={plain}
        input={input}
        name={name}
        onName={setName}
        includeInput={includeInput}
        onIncludeInput={setIncludeInput}
        saved={saved}
        onSaved={setSaved}
        onOpen={openRecipe}
      />

      <AddStepDialog open={addOpen} onOpenChange={setAddOpen} opener={addButton} onAdd={addStep} />
    </ToolLayout>
  );
}

