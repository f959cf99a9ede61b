import { memo, useId, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ArrowDown, ArrowUp, CheckCircle2, CircleAlert, Eye, GripVertical, Loader2, Trash2 } from 'lucide-react';
import { getOperation, type OpError, type OptionValue } from '@workers/ops/registry';
import { Button } from '../../ui/Button';
import { cn } from '../../lib/cn';
import type { StepStatus, UiStep } from './model';
import { StepOptions } from './StepOptions';
import { useOpError } from './useOpError';
import { useStepStatus, type StatusStore } from './statusStore';

/** What can be done to a step, by its uid: one stable object for every card (see StepList). */
export interface StepActions {
  move: (uid: string, to: number) => void;
  key: (uid: string, e: KeyboardEvent<HTMLButtonElement>) => void;
  pointerDown: (uid: string, e: PointerEvent<HTMLButtonElement>) => void;
  handleRef: (uid: string, el: HTMLButtonElement | null) => void;
  toggle: (uid: string, enabled: boolean) => void;
  option: (uid: string, key: string, value: OptionValue) => void;
  remove: (uid: string) => void;
  view: (uid: string) => void;
}

export interface StepCardProps {
  step: UiStep;
  index: number;
  total: number;
  statuses: StatusStore;
  /** A run is under way (a pending step is waiting, not left out). */
  running: boolean;
  /** Set when this step cannot take what the step before gives. */
  problem: OpError | null;
  viewing: boolean;
  dragging: boolean;
  actions: StepActions;
}

function StatusLine({ status, running }: { status: StepStatus | undefined; running: boolean }) {
  const { t, i18n } = useTranslation('tools/recipe-builder');
  const describe = useOpError();
  const fmt = (n: number) => n.toLocaleString(i18n.resolvedLanguage);
  if (!status) return null;
  switch (status.state) {
    case 'pending':
      return <span className="text-muted-foreground">{running ? t('status.waiting') : t('status.notRun')}</span>;
    case 'skipped':
      return <span className="text-muted-foreground">{t('status.off')}</span>;
    case 'running':
      return (
        <span className="inline-flex items-center gap-1 text-primary">
          <Loader2 className="h-3.5 w-3.5 animate-spin motion-reduce:animate-none" aria-hidden="true" />
          {t('status.running', { pct: Math.round(status.fraction * 100) })}
        </span>
      );
    case 'done': {
      const size = status.kind === 'bytes' ? t('size.bytes', { count: status.size, n: fmt(status.size) }) : t('size.chars', { count: status.size, n: fmt(status.size) });
      return (
        <span className="inline-flex items-center gap-1 text-green-700 dark:text-green-400">
          <CheckCircle2 className="h-3.5 w-3.5" aria-hidden="true" />
          {status.cached ? t('status.kept', { size }) : t('status.done', { size, ms: fmt(Math.round(status.ms)) })}
        </span>
      );
    }
    case 'error':
      return (
        <span className="inline-flex items-start gap-1 text-destructive">
          <CircleAlert className="mt-0.5 h-3.5 w-3.5 shrink-0" aria-hidden="true" />
          {describe(status.error)}
        </span>
      );
  }
}

/** One step of the recipe: its name and state, its options in place, and what can be done to it. */
export const StepCard = memo(function StepCard(props: StepCardProps) {
  const { step, index, total, statuses, running, problem, viewing, dragging, actions } = props;
  const uid = step.uid;
  const status = useStepStatus(statuses, uid);
  const { t } = useTranslation(['tools/recipe-builder', 'ops']);
  const describe = useOpError();
  const titleId = useId();
  const op = getOperation(step.op);
  if (!op) return null;
  const name = t(`ops:names.${op.id}`);
  const n = index + 1;
  const failed = status?.state === 'error';

  return (
    <div
      role="group"
      aria-labelledby={titleId}
      data-testid="recipe-step"
      data-op={op.id}
      data-state={status?.state ?? 'idle'}
      className={cn(
        'flex flex-col gap-3 rounded-lg border bg-background p-3 transition-shadow',
        failed || problem ? 'border-destructive' : 'border-border',
        !step.enabled && 'border-dashed bg-muted/40',
        dragging && 'shadow-lg ring-2 ring-primary',
      )}
    >
      <div className="flex flex-wrap items-center gap-2">
        <button
          ref={(el) => actions.handleRef(uid, el)}
          type="button"
          aria-label={t('moveHandle', { n, name })}
          aria-describedby={`${titleId}-hint`}
          onKeyDown={(e) => actions.key(uid, e)}
          onPointerDown={(e) => actions.pointerDown(uid, e)}
          className="inline-flex h-11 w-9 shrink-0 cursor-grab touch-none items-center justify-center rounded-md text-muted-foreground hover:bg-muted focus-ring active:cursor-grabbing"
        >
          <GripVertical className="h-5 w-5" aria-hidden="true" />
        </button>
        <span id={`${titleId}-hint`} className="sr-only">{t('moveHint')}</span>
        <h3 id={titleId} className="min-w-0 flex-1 text-sm font-semibold">
          <span className="mr-1.5 inline-flex h-6 min-w-6 items-center justify-center rounded-full bg-primary/10 px-1.5 text-xs text-primary">{n}</span>{' '}
          {name}
        </h3>
        <div className="flex flex-wrap items-center gap-1">
          <label className="inline-flex h-11 cursor-pointer items-center gap-2 rounded-md px-2 text-sm hover:bg-muted sm:h-9">
            <input type="checkbox" role="switch" checked={step.enabled} onChange={(e) => actions.toggle(uid, e.target.checked)}
              aria-label={t('enabled', { n, name })} className="h-4 w-4 accent-primary" />
            <span aria-hidden="true">{t('on')}</span>
          </label>
          <Button variant="ghost" size="icon" aria-label={t('moveUp', { n, name })} disabled={index === 0}
            onClick={() => actions.move(uid, index - 1)}>
            <ArrowUp className="h-4 w-4" aria-hidden="true" />
          </Button>
          <Button variant="ghost" size="icon" aria-label={t('moveDown', { n, name })} disabled={index === total - 1}
            onClick={() => actions.move(uid, index + 1)}>
            <ArrowDown className="h-4 w-4" aria-hidden="true" />
          </Button>
          <Button variant={viewing ? 'secondary' : 'ghost'} size="icon" aria-label={t('showOutput', { n, name })}
            aria-pressed={viewing} onClick={() => actions.view(uid)}>
            <Eye className="h-4 w-4" aria-hidden="true" />
          </Button>
          <Button variant="ghost-danger" size="icon" aria-label={t('remove', { n, name })} onClick={() => actions.remove(uid)}>
            <Trash2 className="h-4 w-4" aria-hidden="true" />
          </Button>
        </div>
      </div>
      <p className="text-xs text-muted-foreground">{t(`ops:descriptions.${op.id}`)}</p>
      {step.enabled && <StepOptions op={op} options={step.options} onChange={(key, value) => actions.option(uid, key, value)} />}
      <div className="text-xs" data-testid="step-status">
        {problem ? (
          <span className="inline-flex items-start gap-1 text-destructive">
            <CircleAlert className="mt-0.5 h-3.5 w-3.5 shrink-0" aria-hidden="true" />
            {describe(problem)}
          </span>
        ) : (
          <StatusLine status={status} running={running} />
        )}
      </div>
    </div>
  );
});
