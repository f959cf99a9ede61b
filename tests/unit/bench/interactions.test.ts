import { describe, expect, it } from 'vitest';
import { summariseRuns, type Interaction } from '../../shared/interactions';

function step(name: string, duration: number, inputDelay = 2): Interaction {
  return { step: name, event: 'click', startTime: 0, duration, inputDelay, processing: 4, presentation: duration - inputDelay - 4 };
}

describe('summariseRuns', () => {
  it('one run: the slowest step with its parts, the slowest keystroke, the longest input delay of any step', () => {
    const note = summariseRuns([[step('Load example', 40, 3), step('type', 24), step('Clear', 32, 20)]]);
    expect(note).toBe('slowest Load example (click) 40 ms = delay 3 + processing 4 + presentation 33; typing 24 ms; input delay 20 ms (Clear)');
  });

  it('several runs: medians, and the median run for the slowest step', () => {
    const runs = [
      [step('Load example', 40), step('type', 24)],
      [step('Load example', 96, 50), step('type', 48)], // one noisy run
      [step('Load example', 32), step('type into search', 32, 6)],
    ];
    expect(summariseRuns(runs)).toBe(
      'slowest Load example (click) 40 ms = delay 2 + processing 4 + presentation 34; typing 32 ms; input delay 6 ms (type into search) (medians of 3 runs)',
    );
  });

  it('a page without a field reports no typing', () => {
    expect(summariseRuns([[step('Generate', 24)]])).not.toContain('typing');
  });
});
