import { IDLE_CLOCK, clockElapsed, pauseClock, startClock, type Clock } from '../../lib/timer';

export type Phase = 'focus' | 'short' | 'long';

export interface PomodoroSettings {
  /** Minutes. */
  focus: number;
  short: number;
  long: number;
  /** A long break follows every `longEvery` completed pomodoros. */
  longEvery: number;
  autoAdvance: boolean;
  sound: boolean;
}

export const STORAGE_KEY = 'pomodoro-settings';

export const DEFAULT_SETTINGS: PomodoroSettings = { focus: 25, short: 5, long: 15, longEvery: 4, autoAdvance: false, sound: true };

export const LIMITS: Record<'focus' | 'short' | 'long' | 'longEvery', { min: number; max: number }> = {
  focus: { min: 1, max: 180 },
  short: { min: 1, max: 60 },
  long: { min: 1, max: 120 },
  longEvery: { min: 1, max: 12 },
};

const inRange = (v: unknown, key: keyof typeof LIMITS): v is number =>
  typeof v === 'number' && Number.isInteger(v) && v >= LIMITS[key].min && v <= LIMITS[key].max;

/** Settings read from storage: anything that is not exactly a valid settings object gives the defaults. */
export function validateSettings(raw: unknown): PomodoroSettings {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return DEFAULT_SETTINGS;
  const r = raw as Record<string, unknown>;
  if (!inRange(r.focus, 'focus') || !inRange(r.short, 'short') || !inRange(r.long, 'long') || !inRange(r.longEvery, 'longEvery')) {
    return DEFAULT_SETTINGS;
  }
  if (typeof r.autoAdvance !== 'boolean' || typeof r.sound !== 'boolean') return DEFAULT_SETTINGS;
  return { focus: r.focus, short: r.short, long: r.long, longEvery: r.longEvery, autoAdvance: r.autoAdvance, sound: r.sound };
}

/** The stored text → settings (bad JSON, wrong shape → defaults). */
export function parseStoredSettings(text: string | null): PomodoroSettings {
  if (text === null) return DEFAULT_SETTINGS;
  try {
    return validateSettings(JSON.parse(text));
  } catch {
    return DEFAULT_SETTINGS;
  }
}

/** A typed minute/count field → an integer within its limits, or null. */
export function parseSetting(key: keyof typeof LIMITS, text: string): number | null {
  if (!/^\s*\d{1,3}\s*$/.test(text)) return null;
  const n = Number(text);
  return inRange(n, key) ? n : null;
}

export interface PomodoroState {
  phase: Phase;
  /** Completed focus sessions. */
  completed: number;
  clock: Clock;
}

export const INITIAL: PomodoroState = { phase: 'focus', completed: 0, clock: IDLE_CLOCK };

export const phaseMs = (phase: Phase, s: PomodoroSettings): number => (phase === 'focus' ? s.focus : phase === 'short' ? s.short : s.long) * 60_000;

export const remaining = (state: PomodoroState, s: PomodoroSettings, now: number): number =>
  Math.max(0, phaseMs(state.phase, s) - clockElapsed(state.clock, now));

/** The phase after `state.phase` ends, with the counter updated. */
export function nextPhase(state: PomodoroState, s: PomodoroSettings): { phase: Phase; completed: number } {
  if (state.phase !== 'focus') return { phase: 'focus', completed: state.completed };
  const completed = state.completed + 1;
  return { phase: completed % s.longEvery === 0 ? 'long' : 'short', completed };
}

export type PomodoroEvent = 'start' | 'pause' | 'reset' | 'skip' | 'resetAll';

export function pomodoro(state: PomodoroState, event: PomodoroEvent, s: PomodoroSettings, now: number): PomodoroState {
  switch (event) {
    case 'start':
      return { ...state, clock: startClock(state.clock, now) };
    case 'pause':
      return { ...state, clock: pauseClock(state.clock, now) };
    case 'reset':
      return { ...state, clock: IDLE_CLOCK };
    case 'resetAll':
      return INITIAL;
    case 'skip': {
      // Skipping a focus session does not count it as completed.
      if (state.phase === 'focus') {
        return { ...state, phase: (state.completed + 1) % s.longEvery === 0 ? 'long' : 'short', clock: IDLE_CLOCK };
      }
      return { ...state, phase: 'focus', clock: IDLE_CLOCK };
    }
  }
}

export interface Switch {
  from: Phase;
  to: Phase;
}

/**
 * Called on every display tick. Each phase that has run out switches to the next one; with
 * auto-advance the next phase starts at the exact moment the previous one ended (so nothing
 * drifts, even after a long sleep), otherwise it waits, idle, for Start.
 */
export function tick(state: PomodoroState, s: PomodoroSettings, now: number): { state: PomodoroState; switches: Switch[] } {
  const switches: Switch[] = [];
  let cur = state;
  for (let guard = 0; guard < 1000; guard++) {
    if (cur.clock.status !== 'running' || cur.clock.startedAt === null) break;
    const duration = phaseMs(cur.phase, s);
    const used = clockElapsed(cur.clock, now);
    if (used < duration) break;
    const endedAt = cur.clock.startedAt + (duration - cur.clock.accumulated);
    const next = nextPhase(cur, s);
    switches.push({ from: cur.phase, to: next.phase });
    cur = {
      phase: next.phase,
      completed: next.completed,
      clock: s.autoAdvance ? { status: 'running', accumulated: 0, startedAt: endedAt } : IDLE_CLOCK,
    };
  }
  return { state: cur, switches };
}
