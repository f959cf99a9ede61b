import { useEffect, useState } from 'react';
import { recipeJobs } from '../../lib/jobs/recipe';
import type { Value } from '@workers/ops/registry';
import type { RunView } from './useRecipeRunner';

export interface ShownOutput {
  /** What is shown: the recipe's result, a chosen step's output, or after a failure the last good step's. */
  source: { kind: 'final' } | { kind: 'step'; uid: string } | { kind: 'lastGood'; uid: string };
  /** Null when that step was never reached. */
  value: Value | null;
}

/**
 * The output the page shows. Intermediate outputs stay in the recipe worker until asked for:
 * choosing a step fetches that one. While a run is under way, what was shown stays.
 */
export function useShownOutput(view: RunView | null, viewing: string | null): ShownOutput | null {
  const [shown, setShown] = useState<ShownOutput | null>(null);

  useEffect(() => {
    if (!view) {
      setShown(null);
      return undefined;
    }
    if (view.running) return undefined;
    let index = -1;
    let source: ShownOutput['source'] = { kind: 'final' };
    const chosen = viewing === null ? -1 : view.uids.indexOf(viewing);
    if (chosen >= 0) {
      index = chosen;
      source = { kind: 'step', uid: viewing! };
    } else if (view.failed) {
      index = view.failed.index - 1;
      if (index < 0) {
        setShown(null);
        return undefined;
      }
      source = { kind: 'lastGood', uid: view.uids[index]! };
    } else {
      setShown({ source, value: view.cancelled ? null : view.output });
      return undefined;
    }
    let live = true;
    recipeJobs.output(index).then(
      (value) => {
        if (live) setShown({ source, value });
      },
      () => {
        if (live) setShown({ source, value: null });
      },
    );
    return () => {
      live = false;
    };
  }, [view, viewing]);

  return shown;
}
