import { describe, expect, it } from 'vitest';
import { clampView, fitView, panBy, splitAfterKey, stageOffset, zoomIn, zoomOut, zoomTo } from '@src/ui/image/compareView';

describe('compare view maths', () => {
  const image = { width: 4000, height: 3000 };
  const viewport = { width: 800, height: 600 };

  it('fits, zooms about a point, and keeps that point still', () => {
    const fit = fitView(image, viewport);
    expect(fit.scale).toBeCloseTo(0.2);
    const point = { x: 100, y: 100 };
    const under = (v: typeof fit) => ({ x: v.cx + (point.x - 400) / v.scale, y: v.cy + (point.y - 300) / v.scale });
    const zoomed = zoomTo(fit, 1, image, viewport, point);
    expect(zoomed.scale).toBe(1);
    expect(under(zoomed).x).toBeCloseTo(under(fit).x);
    expect(under(zoomed).y).toBeCloseTo(under(fit).y);
  });

  it('limits zoom between the fit (or 100 %) and 1600 %, and the centre to the picture', () => {
    const fit = fitView(image, viewport);
    expect(zoomOut(fit, image, viewport).scale).toBeCloseTo(0.2);
    let v = fit;
    for (let i = 0; i < 20; i += 1) v = zoomIn(v, image, viewport);
    expect(v.scale).toBe(16);
    expect(clampView({ scale: 1, cx: -50, cy: 9999 }, image, viewport)).toEqual({ scale: 1, cx: 0, cy: 3000 });
    // A small picture may still be looked at 1:1, not only fitted up.
    expect(zoomOut(fitView({ width: 100, height: 50 }, viewport), { width: 100, height: 50 }, viewport).scale).toBeCloseTo(8 / 1.5);
  });

  it('pans with the pointer and places the stage', () => {
    const v = { scale: 2, cx: 2000, cy: 1500 };
    expect(panBy(v, 100, -50, image, viewport)).toEqual({ scale: 2, cx: 1950, cy: 1525 });
    expect(stageOffset(v, viewport)).toEqual({ x: 400 - 4000, y: 300 - 3000 });
  });

  it('moves the split with keys', () => {
    expect(splitAfterKey(50, 'ArrowLeft', false)).toBe(48);
    expect(splitAfterKey(50, 'ArrowRight', true)).toBe(60);
    expect(splitAfterKey(99, 'ArrowRight', false)).toBe(100);
    expect(splitAfterKey(50, 'Home', false)).toBe(0);
    expect(splitAfterKey(50, 'End', false)).toBe(100);
    expect(splitAfterKey(50, 'a', false)).toBeNull();
  });
});
