import { describe, expect, it, vi } from 'vitest';
import { formatElapsed, formatRemaining } from '@src/lib/timer';
import {
  STOPWATCH_IDLE, countdown, countdownIdle, countdownRemaining, countdownTick, laps, lapsText, parseHms, splitHms, stopwatch,
  stopwatchElapsed, type StopwatchState,
} from '@src/tools/stopwatch-timer/logic';
import { withFakeClock } from '../helpers/fakeClock';

withFakeClock();

const now = () => performance.now();

describe('stopwatch state machine (fake timers)', () => {
  it('start → pause → resume → lap → reset, time from timestamps', () => {
    let s: StopwatchState = stopwatch(STOPWATCH_IDLE, 'start', now());
    expect(s.clock.status).toBe('running');
    vi.advanceTimersByTime(1500);
    expect(stopwatchElapsed(s, now())).toBe(1500);
    s = stopwatch(s, 'lap', now());
    vi.advanceTimersByTime(2250);
    s = stopwatch(s, 'pause', now());
    expect(s.clock.status).toBe('paused');
    vi.advanceTimersByTime(10_000); // paused: nothing counts
    expect(stopwatchElapsed(s, now())).toBe(3750);
    s = stopwatch(s, 'lap', now()); // no lap while paused
    expect(s.splits).toEqual([1500]);
    s = stopwatch(s, 'resume', now());
    vi.advanceTimersByTime(250);
    s = stopwatch(s, 'lap', now());
    expect(s.splits).toEqual([1500, 4000]);
    expect(laps(s.splits)).toEqual([
      { n: 1, split: 1500, lap: 1500 },
      { n: 2, split: 4000, lap: 2500 },
    ]);
    s = stopwatch(s, 'reset', now());
    expect(s).toEqual(STOPWATCH_IDLE);
    expect(stopwatchElapsed(s, now())).toBe(0);
  });

  it('does not drift when ticks are late or missing: the value is the timestamp difference', () => {
    const s = stopwatch(STOPWATCH_IDLE, 'start', now());
    let ticks = 0;
    const id = setInterval(() => ticks++, 1000);
    vi.advanceTimersByTime(3_600_000);
    clearInterval(id);
    expect(stopwatchElapsed(s, now())).toBe(3_600_000);
    expect(ticks).toBe(3600);
  });

  it('start twice or resume while running changes nothing', () => {
    const s = stopwatch(STOPWATCH_IDLE, 'start', 100);
    expect(stopwatch(s, 'start', 500)).toBe(s);
    expect(stopwatch(s, 'resume', 500)).toBe(s);
    expect(stopwatch(STOPWATCH_IDLE, 'resume', 5)).toBe(STOPWATCH_IDLE);
  });

  it('laps as text', () => {
    expect(lapsText([], { lap: 'Lap', lapTime: 'Lap time', split: 'Split' })).toBe('');
    expect(lapsText([1500, 4010], { lap: 'Lap', lapTime: 'Lap time', split: 'Split' })).toBe(
      '#\tLap time\tSplit\nLap 1\t00:01.50\t00:01.50\nLap 2\t00:02.51\t00:04.01',
    );
  });
});

describe('countdown state machine (fake timers)', () => {
  it('runs to zero and finishes exactly once', () => {
    let s = countdown(countdownIdle(0), { type: 'set', duration: 5 * 60_000 }, now());
    s = countdown(s, { type: 'start' }, now());
    vi.advanceTimersByTime(60_000);
    expect(countdownRemaining(s, now())).toBe(4 * 60_000);
    s = countdown(s, { type: 'pause' }, now());
    vi.advanceTimersByTime(60_000);
    expect(countdownRemaining(s, now())).toBe(4 * 60_000);
    s = countdown(s, { type: 'start' }, now());
    vi.advanceTimersByTime(4 * 60_000 - 1);
    let r = countdownTick(s, now());
    expect(r.finishedNow).toBe(false);
    vi.advanceTimersByTime(1);
    r = countdownTick(s, now());
    expect(r.finishedNow).toBe(true);
    expect(r.state.finished).toBe(true);
    expect(countdownRemaining(r.state, now())).toBe(0);
    expect(countdownTick(r.state, now()).finishedNow).toBe(false);
    s = countdown(r.state, { type: 'reset' }, now());
    expect(s.finished).toBe(false);
    expect(countdownRemaining(s, now())).toBe(5 * 60_000);
  });

  it('a hidden tab that ticks once after the end still finishes at once', () => {
    let s = countdown(countdownIdle(10_000), { type: 'start' }, now());
    vi.advanceTimersByTime(95_000);
    const r = countdownTick(s, now());
    expect(r.finishedNow).toBe(true);
    s = r.state;
    expect(countdownRemaining(s, now())).toBe(0);
  });

  it('cannot start without a duration', () => {
    const s = countdownIdle(0);
    expect(countdown(s, { type: 'start' }, 5)).toBe(s);
  });
});

describe('parseHms', () => {
  it.each<[string, string, string, number | null]>([
    ['0', '5', '0', 300_000],
    ['', '25', '', 1_500_000],
    ['1', '0', '30', 3_630_000],
    ['99', '59', '59', 359_999_000],
    ['0', '0', '0', null], // zero is not a valid time
    ['', '', '', null],
    ['100', '0', '0', null],
    ['0', '60', '0', null],
    ['0', '0', '60', null],
    ['-1', '5', '0', null],
    ['0', '1.5', '0', null],
    ['0', 'abc', '0', null],
    [' 0 ', ' 2 ', ' 3 ', 123_000],
  ])('%s h %s m %s s → %s', (h, m, s, ms) => {
    expect(parseHms(h, m, s)).toBe(ms);
  });

  it('splitHms is its inverse', () => {
    expect(splitHms(3_630_000)).toEqual(['1', '0', '30']);
  });
});

describe('formatting', () => {
  it.each<[number, string]>([
    [0, '00:00'],
    [1, '00:01'],
    [999, '00:01'],
    [1000, '00:01'],
    [1001, '00:02'],
    [25 * 60_000, '25:00'],
    [25 * 60_000 - 1000, '24:59'],
    [3_600_000, '1:00:00'],
    [-5, '00:00'],
  ])('remaining %d ms → %s', (ms, text) => expect(formatRemaining(ms)).toBe(text));

  it.each<[number, string]>([
    [0, '00:00.00'],
    [9, '00:00.00'],
    [10, '00:00.01'],
    [61_230, '01:01.23'],
    [3_723_450, '1:02:03.45'],
  ])('elapsed %d ms → %s', (ms, text) => expect(formatElapsed(ms)).toBe(text));
});
