/**
 * A drift-free clock over `performance.now()` timestamps (pure: the caller passes `now`).
 * Time is never counted by intervals: a tick only re-reads `elapsed(clock, now)`, so the
 * value stays exact in a background tab, on a slow phone, or after the machine slept.
 */
export type ClockStatus = 'idle' | 'running' | 'paused';

export interface Clock {
  status: ClockStatus;
  /** Milliseconds banked by earlier running spans. */
  accumulated: number;
  /** Timestamp the current running span began at (null unless running). */
  startedAt: number | null;
}

export const IDLE_CLOCK: Clock = { status: 'idle', accumulated: 0, startedAt: null };

/** idle/paused → running (running: unchanged). */
export function startClock(clock: Clock, now: number): Clock {
  if (clock.status === 'running') return clock;
  return { status: 'running', accumulated: clock.accumulated, startedAt: now };
}

/** running → paused, banking the span (otherwise unchanged). */
export function pauseClock(clock: Clock, now: number): Clock {
  if (clock.status !== 'running' || clock.startedAt === null) return clock;
  return { status: 'paused', accumulated: clock.accumulated + Math.max(0, now - clock.startedAt), startedAt: null };
}

/** Milliseconds the clock has run, as of `now`. */
export function clockElapsed(clock: Clock, now: number): number {
  if (clock.status === 'running' && clock.startedAt !== null) return clock.accumulated + Math.max(0, now - clock.startedAt);
  return clock.accumulated;
}

/** h:mm:ss (or mm:ss under an hour) of a countdown: whole seconds, rounded up so 0:00 shows only at the end. */
export function formatRemaining(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000 - 1e-9));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const mm = String(m).padStart(2, '0');
  const ss = String(s).padStart(2, '0');
  return h > 0 ? `${h}:${mm}:${ss}` : `${mm}:${ss}`;
}

/** mm:ss.cc (h:mm:ss.cc from an hour) of a stopwatch: truncated to centiseconds. */
export function formatElapsed(ms: number): string {
  const cs = Math.max(0, Math.floor(ms / 10 + 1e-9));
  const h = Math.floor(cs / 360_000);
  const m = Math.floor((cs % 360_000) / 6000);
  const s = Math.floor((cs % 6000) / 100);
  const c = cs % 100;
  const tail = `${String(s).padStart(2, '0')}.${String(c).padStart(2, '0')}`;
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${tail}` : `${String(m).padStart(2, '0')}:${tail}`;
}
