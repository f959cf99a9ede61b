import { IDLE_CLOCK, clockElapsed, formatElapsed, pauseClock, startClock, type Clock } from '../../lib/timer';

// ——— Stopwatch ———

export interface StopwatchState {
  clock: Clock;
  /** Split times (elapsed at each lap press), ascending. */
  splits: number[];
}

export type StopwatchEvent = 'start' | 'pause' | 'resume' | 'reset' | 'lap';

export const STOPWATCH_IDLE: StopwatchState = { clock: IDLE_CLOCK, splits: [] };

export function stopwatch(state: StopwatchState, event: StopwatchEvent, now: number): StopwatchState {
  switch (event) {
    case 'start':
      return state.clock.status === 'idle' ? { ...state, clock: startClock(state.clock, now) } : state;
    case 'resume':
      return state.clock.status === 'paused' ? { ...state, clock: startClock(state.clock, now) } : state;
    case 'pause':
      return { ...state, clock: pauseClock(state.clock, now) };
    case 'reset':
      return STOPWATCH_IDLE;
    case 'lap':
      return state.clock.status === 'running' ? { ...state, splits: [...state.splits, clockElapsed(state.clock, now)] } : state;
  }
}

export const stopwatchElapsed = (state: StopwatchState, now: number): number => clockElapsed(state.clock, now);

export interface Lap {
  n: number;
  lap: number;
  split: number;
}

export function laps(splits: number[]): Lap[] {
  return splits.map((split, i) => ({ n: i + 1, split, lap: split - (i > 0 ? (splits[i - 1] ?? 0) : 0) }));
}

/** The laps as plain text, one per line: "Lap 1<TAB>00:01.50<TAB>00:01.50". */
export function lapsText(splits: number[], labels: { lap: string; lapTime: string; split: string }): string {
  if (splits.length === 0) return '';
  const head = `#\t${labels.lapTime}\t${labels.split}`;
  return [head, ...laps(splits).map((l) => `${labels.lap} ${l.n}\t${formatElapsed(l.lap)}\t${formatElapsed(l.split)}`)].join('\n');
}

// ——— Countdown ———

export const PRESET_MINUTES = [5, 10, 25, 30] as const;
/** Longest countdown accepted: 99:59:59. */
export const MAX_COUNTDOWN_MS = (99 * 3600 + 59 * 60 + 59) * 1000;

export interface CountdownState {
  duration: number;
  clock: Clock;
  finished: boolean;
}

export type CountdownEvent = { type: 'set'; duration: number } | { type: 'start' } | { type: 'pause' } | { type: 'reset' };

export const countdownIdle = (duration: number): CountdownState => ({ duration, clock: IDLE_CLOCK, finished: false });

export const countdownRemaining = (state: CountdownState, now: number): number =>
  Math.max(0, state.duration - clockElapsed(state.clock, now));

export function countdown(state: CountdownState, event: CountdownEvent, now: number): CountdownState {
  switch (event.type) {
    case 'set':
      return countdownIdle(event.duration);
    case 'start':
      if (state.finished || state.duration <= 0) return state;
      return { ...state, clock: startClock(state.clock, now) };
    case 'pause':
      return { ...state, clock: pauseClock(state.clock, now) };
    case 'reset':
      return countdownIdle(state.duration);
  }
}

/** Called on every display tick: a running countdown whose time is up becomes finished (once). */
export function countdownTick(state: CountdownState, now: number): { state: CountdownState; finishedNow: boolean } {
  if (state.clock.status !== 'running' || countdownRemaining(state, now) > 0) return { state, finishedNow: false };
  return {
    state: { ...state, finished: true, clock: { status: 'paused', accumulated: state.duration, startedAt: null } },
    finishedNow: true,
  };
}

/** Hours, minutes and seconds as typed → milliseconds, or null unless whole numbers (h 0–99, m and s 0–59) with a total above 0. */
export function parseHms(h: string, m: string, s: string): number | null {
  const parts = [h, m, s].map((v) => v.trim());
  const nums: number[] = [];
  for (const p of parts) {
    if (p === '') {
      nums.push(0);
      continue;
    }
    if (!/^\d{1,3}$/.test(p)) return null;
    nums.push(Number(p));
  }
  const [hh = 0, mm = 0, ss = 0] = nums;
  if (hh > 99 || mm > 59 || ss > 59) return null;
  const ms = (hh * 3600 + mm * 60 + ss) * 1000;
  return ms > 0 ? ms : null;
}

/** Milliseconds → the [h, m, s] fields. */
export function splitHms(ms: number): [string, string, string] {
  const total = Math.round(ms / 1000);
  return [String(Math.floor(total / 3600)), String(Math.floor((total % 3600) / 60)), String(total % 60)];
}
