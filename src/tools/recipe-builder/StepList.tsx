import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OpError } from '@workers/ops/registry';
import { moveStep } from './logic';
import type { UiStep } from './model';
import { StepCard, type StepActions } from './StepCard';
import type { StatusStore } from './statusStore';

interface Props {
  steps: UiStep[];
  statuses: StatusStore;
  running: boolean;
  problems: Record<string, OpError>;
  viewing: string | null;
  onChange: (steps: UiStep[]) => void;
  onView: (uid: string) => void;
  onRemove: (index: number) => void;
  /** A sentence for screen readers (the page's live region). */
  announce: (message: string) => void;
}

interface Drag {
  uid: string;
  from: number;
  to: number;
  /** Vertical middles of the cards when the drag began (page order). */
  mids: number[];
  pointerId: number;
}

/**
 * The steps, in order. Reordered by dragging a step's handle (mouse, pen or touch: pointer events,
 * so phones work too), by the arrow keys on a focused handle (Home / End: first / last), or by its
 * move buttons; every move is announced. The cards are memoised with one stable set of actions, so
 * a run's progress re-renders only the card whose state changed.
 */
export function StepList({ steps, statuses, running, problems, viewing, onChange, onView, onRemove, announce }: Props) {
  const { t } = useTranslation('tools/recipe-builder');
  const list = useRef<HTMLOListElement>(null);
  const handles = useRef(new Map<string, HTMLButtonElement>());
  const refocus = useRef<string | null>(null);
  const [drag, setDrag] = useState<Drag | null>(null);
  const latest = useRef({ steps, onChange, onView, onRemove, announce, t });

  useLayoutEffect(() => {
    latest.current = { steps, onChange, onView, onRemove, announce, t };
  });

  // A moved node loses focus when the browser re-inserts it: give it back to the moved step's handle.
  useEffect(() => {
    if (refocus.current) handles.current.get(refocus.current)?.focus();
    refocus.current = null;
  }, [steps]);

  const actions = useMemo<StepActions>(() => {
    const indexOf = (uid: string) => latest.current.steps.findIndex((s) => s.uid === uid);
    const move = (uid: string, to: number) => {
      const { steps: current, onChange: change, announce: say, t: tr } = latest.current;
      const from = indexOf(uid);
      if (from < 0 || to < 0 || to >= current.length || to === from) return;
      refocus.current = uid;
      change(moveStep(current, from, to));
      say(tr('moved', { n: to + 1, total: current.length }));
    };
    const patch = (uid: string, changes: Partial<UiStep>) => {
      const { steps: current, onChange: change } = latest.current;
      change(current.map((s) => (s.uid === uid ? { ...s, ...changes } : s)));
    };
    return {
      move,
      key: (uid, e) => {
        const index = indexOf(uid);
        const last = latest.current.steps.length - 1;
        const to = { ArrowUp: index - 1, ArrowDown: index + 1, Home: 0, End: last }[e.key];
        if (to === undefined) return;
        e.preventDefault();
        move(uid, to);
      },
      pointerDown: (uid, e) => {
        if (e.pointerType === 'mouse' && e.button !== 0) return;
        e.preventDefault();
        e.currentTarget.setPointerCapture(e.pointerId);
        const cards = [...(list.current?.children ?? [])] as HTMLElement[];
        const mids = cards.map((c) => {
          const r = c.getBoundingClientRect();
          return r.top + r.height / 2;
        });
        const from = indexOf(uid);
        setDrag({ uid, from, to: from, mids, pointerId: e.pointerId });
      },
      handleRef: (uid, el) => {
        if (el) handles.current.set(uid, el);
        else handles.current.delete(uid);
      },
      toggle: (uid, enabled) => patch(uid, { enabled }),
      option: (uid, key, value) => {
        const step = latest.current.steps.find((s) => s.uid === uid);
        if (step) patch(uid, { options: { ...step.options, [key]: value } });
      },
      remove: (uid) => latest.current.onRemove(indexOf(uid)),
      view: (uid) => latest.current.onView(uid),
    };
  }, []);

  // Pointer events can outrun React's renders: the drag's latest state lives in a ref the listeners read.
  const dragging = useRef<Drag | null>(null);
  dragging.current = drag;
  const active = drag !== null;
  useEffect(() => {
    if (!active) return undefined;
    const onMove = (e: globalThis.PointerEvent) => {
      const d = dragging.current;
      if (!d || e.pointerId !== d.pointerId) return;
      const to = d.mids.filter((mid, j) => j !== d.from && mid < e.clientY).length;
      if (to === d.to) return;
      dragging.current = { ...d, to };
      setDrag(dragging.current);
    };
    const onUp = (e: globalThis.PointerEvent) => {
      const d = dragging.current;
      if (!d || e.pointerId !== d.pointerId) return;
      dragging.current = null;
      setDrag(null);
      if (e.type === 'pointerup') actions.move(d.uid, d.to);
    };
    window.addEventListener('pointermove', onMove);
    window.addEventListener('pointerup', onUp);
    window.addEventListener('pointercancel', onUp);
    return () => {
      window.removeEventListener('pointermove', onMove);
      window.removeEventListener('pointerup', onUp);
      window.removeEventListener('pointercancel', onUp);
    };
  }, [active, actions]);

  // While dragging, the list shows where the step would land.
  const shown = drag ? moveStep(steps, drag.from, drag.to) : steps;

  return (
    <ol ref={list} className="flex flex-col gap-2" aria-label={t('stepsHeading')}>
      {shown.map((step) => {
        const index = steps.indexOf(step);
        return (
          <li key={step.uid}>
            <StepCard
              step={step}
              index={index}
              total={steps.length}
              statuses={statuses}
              running={running}
              problem={problems[step.uid] ?? null}
              viewing={viewing === step.uid}
              dragging={drag?.uid === step.uid}
              actions={actions}
            />
          </li>
        );
      })}
    </ol>
  );
}
