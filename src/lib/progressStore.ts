/**
 * Per-item progress kept outside React state. A batch reports progress many times a second; held in the tool's
 * state, every report re-rendered the whole tool (settings, file drop, list). Here each item's progress is its own
 * source, and only the bar that subscribes to it re-renders.
 */
export interface ProgressSource {
  subscribe(onChange: () => void): () => void;
  get(): number;
}

export interface ProgressStore {
  /** The stable source for `id` (the same object until `drop(id)` or `reset()`). */
  source(id: string): ProgressSource;
  set(id: string, value: number): void;
  drop(id: string): void;
  reset(): void;
}

const clamp = (v: number) => (Number.isFinite(v) ? Math.max(0, Math.min(1, v)) : 0);

export function createProgressStore(): ProgressStore {
  const entries = new Map<string, { value: number; listeners: Set<() => void>; source: ProgressSource }>();
  const change = (e: { value: number; listeners: Set<() => void> }, value: number) => {
    e.value = value;
    for (const listener of [...e.listeners]) listener();
  };

  const entry = (id: string) => {
    let e = entries.get(id);
    if (!e) {
      const listeners = new Set<() => void>();
      const created = {
        value: 0,
        listeners,
        source: {
          subscribe(onChange: () => void) {
            listeners.add(onChange);
            return () => listeners.delete(onChange);
          },
          get: () => created.value,
        },
      };
      entries.set(id, created);
      e = created;
    }
    return e;
  };

  const drop = (id: string) => {
    const e = entries.get(id);
    if (!e) return;
    change(e, 0);
    entries.delete(id);
  };

  return {
    source: (id) => entry(id).source,
    set(id, value) {
      const e = entry(id);
      const next = clamp(value);
      if (next !== e.value) change(e, next);
    },
    drop,
    reset() {
      for (const id of [...entries.keys()]) drop(id);
    },
  };
}
