import { describe, expect, it, vi } from 'vitest';
import {
  DEFAULT_SETTINGS, INITIAL, parseSetting, parseStoredSettings, pomodoro, remaining, tick, validateSettings,
  type PomodoroSettings, type PomodoroState,
} from '@src/tools/pomodoro-timer/logic';
import { withFakeClock } from '../helpers/fakeClock';

withFakeClock();

const now = () => performance.now();
const MIN = 60_000;

describe('pomodoro cycle (fake timers)', () => {
  it('focus 25 → short 5, four times, then the long break 15; counter counts focus sessions', () => {
    const s: PomodoroSettings = { ...DEFAULT_SETTINGS, autoAdvance: false };
    let st: PomodoroState = INITIAL;
    const seen: string[] = [];
    for (let i = 0; i < 4; i++) {
      st = pomodoro(st, 'start', s, now());
      expect(st.phase).toBe('focus');
      expect(remaining(st, s, now())).toBe(25 * MIN);
      vi.advanceTimersByTime(25 * MIN);
      const r = tick(st, s, now());
      expect(r.switches).toHaveLength(1);
      st = r.state;
      seen.push(st.phase);
      expect(st.completed).toBe(i + 1);
      expect(st.clock.status).toBe('idle'); // waits for Start without auto-advance
      st = pomodoro(st, 'start', s, now());
      vi.advanceTimersByTime(phaseMinutes(st.phase) * MIN);
      st = tick(st, s, now()).state;
      expect(st.phase).toBe('focus');
    }
    expect(seen).toEqual(['short', 'short', 'short', 'long']);
    expect(st.completed).toBe(4);
  });

  it('auto-advance chains phases at the exact end time (no drift, even after a long sleep)', () => {
    const s: PomodoroSettings = { ...DEFAULT_SETTINGS, autoAdvance: true };
    let st = pomodoro(INITIAL, 'start', s, now());
    // A background tab whose interval fired late: 25 + 5 + 3 minutes later.
    vi.advanceTimersByTime(33 * MIN);
    const r = tick(st, s, now());
    expect(r.switches).toEqual([{ from: 'focus', to: 'short' }, { from: 'short', to: 'focus' }]);
    st = r.state;
    expect(st.phase).toBe('focus');
    expect(st.completed).toBe(1);
    expect(remaining(st, s, now())).toBe(22 * MIN);
    // The rest of the cycle of 4: focus 2 (22 left), short, focus 3, short, focus 4 → the long break.
    vi.advanceTimersByTime(22 * MIN + 5 * MIN + 25 * MIN + 5 * MIN + 25 * MIN);
    st = tick(st, s, now()).state;
    expect(st.completed).toBe(4);
    expect(st.phase).toBe('long');
    expect(remaining(st, s, now())).toBe(15 * MIN);
  });

  it('pause stops the clock; reset restarts the phase; skip does not count', () => {
    const s = DEFAULT_SETTINGS;
    let st = pomodoro(INITIAL, 'start', s, now());
    vi.advanceTimersByTime(10 * MIN);
    st = pomodoro(st, 'pause', s, now());
    vi.advanceTimersByTime(60 * MIN);
    expect(remaining(st, s, now())).toBe(15 * MIN);
    expect(tick(st, s, now()).switches).toEqual([]);
    st = pomodoro(st, 'reset', s, now());
    expect(remaining(st, s, now())).toBe(25 * MIN);
    st = pomodoro(st, 'skip', s, now());
    expect(st).toMatchObject({ phase: 'short', completed: 0 });
    st = pomodoro(st, 'skip', s, now());
    expect(st).toMatchObject({ phase: 'focus', completed: 0 });
  });

  it('a custom rhythm: long break after every 2', () => {
    const s: PomodoroSettings = { ...DEFAULT_SETTINGS, focus: 1, short: 1, long: 2, longEvery: 2, autoAdvance: true };
    let st = pomodoro(INITIAL, 'start', s, now());
    vi.advanceTimersByTime(3 * MIN);
    st = tick(st, s, now()).state;
    expect(st).toMatchObject({ phase: 'long', completed: 2 });
  });
});

function phaseMinutes(p: string): number {
  return p === 'focus' ? 25 : p === 'short' ? 5 : 15;
}

describe('settings validation', () => {
  it.each<[string, string | null, PomodoroSettings]>([
    ['nothing stored', null, DEFAULT_SETTINGS],
    ['bad JSON', '{not json', DEFAULT_SETTINGS],
    ['an array', '[1,2,3]', DEFAULT_SETTINGS],
    ['null', 'null', DEFAULT_SETTINGS],
    ['a string', '"25"', DEFAULT_SETTINGS],
    ['missing fields', '{"focus":30}', DEFAULT_SETTINGS],
    ['focus 0', '{"focus":0,"short":5,"long":15,"longEvery":4,"autoAdvance":false,"sound":true}', DEFAULT_SETTINGS],
    ['fractional', '{"focus":25.5,"short":5,"long":15,"longEvery":4,"autoAdvance":false,"sound":true}', DEFAULT_SETTINGS],
    ['string numbers', '{"focus":"25","short":5,"long":15,"longEvery":4,"autoAdvance":false,"sound":true}', DEFAULT_SETTINGS],
    ['too long', '{"focus":9999,"short":5,"long":15,"longEvery":4,"autoAdvance":false,"sound":true}', DEFAULT_SETTINGS],
    ['bad boolean', '{"focus":25,"short":5,"long":15,"longEvery":4,"autoAdvance":"yes","sound":true}', DEFAULT_SETTINGS],
    ['valid', '{"focus":50,"short":10,"long":30,"longEvery":3,"autoAdvance":true,"sound":false,"extra":1}',
      { focus: 50, short: 10, long: 30, longEvery: 3, autoAdvance: true, sound: false }],
  ])('%s', (_name, text, expected) => {
    expect(parseStoredSettings(text)).toEqual(expected);
  });

  it('validateSettings never throws on hostile values', () => {
    for (const v of [undefined, 0, NaN, {}, { __proto__: { focus: 1 } }, Object.create(null)]) {
      expect(validateSettings(v)).toEqual(DEFAULT_SETTINGS);
    }
  });

  it.each<[string, string, number | null]>([
    ['focus', '25', 25],
    ['focus', '0', null],
    ['focus', '181', null],
    ['short', '', null],
    ['long', '2.5', null],
    ['longEvery', '4', 4],
    ['longEvery', '13', null],
  ])('parseSetting(%s, %j) → %s', (key, text, n) => {
    expect(parseSetting(key as 'focus', text)).toBe(n);
  });
});
