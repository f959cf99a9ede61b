import { describe, expect, it } from 'vitest';
import { draw, spawn, step, type Ctx2D } from '@workers/particles/field';

function seeded(values: number[]): () => number {
  let i = 0;
  return () => values[i++ % values.length] ?? 0;
}

describe('particles field', () => {
  it('spawns dots inside the canvas with slow velocities and small radii', () => {
    const dots = spawn(50, 300, 200);
    expect(dots).toHaveLength(50);
    for (const d of dots) {
      expect(d.x).toBeGreaterThanOrEqual(0);
      expect(d.x).toBeLessThan(300);
      expect(d.y).toBeGreaterThanOrEqual(0);
      expect(d.y).toBeLessThan(200);
      expect(Math.abs(d.vx)).toBeLessThanOrEqual(0.15);
      expect(Math.abs(d.vy)).toBeLessThanOrEqual(0.15);
      expect(d.r).toBeGreaterThanOrEqual(1);
      expect(d.r).toBeLessThanOrEqual(2.5);
    }
  });

  it('moves by velocity × steps and wraps at every edge', () => {
    const d = spawn(1, 100, 100, seeded([0.995, 0.005, 1, 0, 0.5]))[0]!;
    expect(d).toMatchObject({ x: 99.5, y: 0.5, vx: 0.15, vy: -0.15, r: 1.75 });
    step([d], 4, 100, 100);
    expect(d.x).toBeCloseTo(0.1, 10);
    expect(d.y).toBeCloseTo(99.9, 10);
    step([d], 0, 100, 100);
    expect(d.x).toBeCloseTo(0.1, 10);
  });

  it('clears the canvas and draws one filled circle per dot in the given colour', () => {
    const calls: string[] = [];
    const ctx: Ctx2D = {
      fillStyle: '',
      clearRect: (x, y, w, h) => calls.push(`clear ${x} ${y} ${w} ${h}`),
      beginPath: () => calls.push('begin'),
      arc: (x, y, r) => calls.push(`arc ${x} ${y} ${r}`),
      fill: () => calls.push(`fill ${String(ctx.fillStyle)}`),
    };
    draw(ctx, [{ x: 1, y: 2, vx: 0, vy: 0, r: 3 }, { x: 4, y: 5, vx: 0, vy: 0, r: 1 }], 10, 20, 'red');
    expect(calls).toEqual(['clear 0 0 10 20', 'begin', 'arc 1 2 3', 'fill red', 'begin', 'arc 4 5 1', 'fill red']);
  });
});
