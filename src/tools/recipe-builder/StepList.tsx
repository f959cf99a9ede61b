import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { OpError, OptionValue } from '../../../workers/ops/registry';
import { moveStep } from './logic';
import type { StepStatus, UiStep } from './model';
import { StepCard } from './StepCard';

interface Props {
  steps: UiStep[];
  statuses: Record<string, StepStatus>;
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
 * move buttons; every move is announced.
 */
export function StepList({ steps, statuses, running, problems, viewing, onChange, onView, onRemove, announce }: Props) {
  const { t } = useTranslation('tools/recipe-builder');
  const list = useRef<HTMLOListElement>(null);
  const handles = useRef(new Map<string, HTMLButtonElement>());
  const refocus = useRef<string | null>(null);
  const [drag, setDrag] = useState<Drag | null>(null);

  // A moved node loses focus when the browser re-inserts it: give it back to the moved step's handle.
  useEffect(() => {
    if (refocus.current) handles.current.get(refocus.current)?.focus();
    refocus.current = null;
  }, [steps]);

  const move = (from: number, to: number) => {
    if (to < 0 || to >= steps.length || to === from) return;
    refocus.current = steps[from]!.uid;
    onChange(moveStep(steps, from, to));
    announce(t('moved', { n: to + 1, total: steps.length }));
  };

  const onHandleKey = (index: number) => (e: KeyboardEvent<HTMLButtonElement>) => {
    const to = { ArrowUp: index - 1, ArrowDown: index + 1, Home: 0, End: steps.length - 1 }[e.key];
    if (to === undefined) return;
    e.preventDefault();
    move(index, to);
  };

  const onHandlePointerDown = (index: number) => (e: PointerEvent<HTMLButtonElement>) => {
    if (e.pointerType === 'mouse' && e.button !== 0) return;
    e.preventDefault();
    e.currentTarget.setPointerCapture(e.pointerId);
    const cards = [...(list.current?.children ?? [])] as HTMLElement[];
    const mids = cards.map((c) => {
      const r = c.getBoundingClientRect();
      return r.top + r.height / 2;
    });
    setDrag({ uid: steps[index]!.uid, from: index, to: index, mids, pointerId: e.pointerId });
  };

  useEffect(() => {
    if (!drag) return undefined;
    const onMove = (e: globalThis.PointerEvent) => {
      if (e.pointerId !== drag.pointerId) return;
      const to = drag.mids.filter((mid, j) => j !== drag.from && mid < e.clientY).length;
      if (to !== drag.to) setDrag({ ...drag, to });
    };
    const onUp = (e: globalThis.PointerEvent) => {
      if (e.pointerId !== drag.pointerId) return;
      setDrag(null);
      if (e.type === 'pointerup') move(drag.from, drag.to);
    };
    window.addEventListener('pointermove', onMove);
    window.addEventListener('pointerup', onUp);
    window.addEventListener('pointercancel', onUp);
    return () => {
      window.removeEventListener('pointermove', onMove);
      window.removeEventListener('pointerup', onUp);
      window.removeEventListener('pointercancel', onUp);
    };
    // move() reads the steps of this render, the ones the drag started on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [drag]);

  // While dragging, the list shows where the step would land.
  const shown = drag ? moveStep(steps, drag.from, drag.to) : steps;

  return (
    <ol ref={list} className="flex flex-col gap-2" aria-label={t('stepsHeading')}>
      {shown.map((step) => {
        const index = steps.indexOf(step);
        const set = (patch: Partial<UiStep>) => onChange(steps.map((s) => (s.uid === step.uid ? { ...s, ...patch } : s)));
        return (
          <li key={step.uid}>
            <StepCard
              step={step}
              index={index}
              total={steps.length}
              status={statuses[step.uid]}
              running={running}
              problem={problems[step.uid] ?? null}
              viewing={viewing === step.uid}
              dragging={drag?.uid === step.uid}
              handleRef={(el) => {
                if (el) handles.current.set(step.uid, el);
                else handles.current.delete(step.uid);
              }}
              onHandleKey={onHandleKey(index)}
              onHandlePointerDown={onHandlePointerDown(index)}
              onMove={(to) => move(index, to)}
              onToggle={(enabled) => set({ enabled })}
              onRemove={() => onRemove(index)}
              onOption={(key: string, value: OptionValue) => set({ options: { ...step.options, [key]: value } })}
              onView={() => onView(step.uid)}
            />
          </li>
        );
      })}
    </ol>
  );
}
