import { describe, expect, it } from 'vitest';
import { jpegIsTruncated } from '@workers/image/jpegCheck';
import { imagePoolSize, MAX_IMAGE_WORKERS } from '@src/lib/jobs/image';
import { estimatedProgress } from '@src/lib/progressEstimate';
import { clampView, fitView, panBy, splitAfterKey, stageOffset, zoomIn, zoomOut, zoomTo } from '@src/ui/image/compareView';
import { nodeCodecs, photoLike } from './nodeCodecs';

describe('jpegIsTruncated', () => {
  it('a whole JPEG is fine; the same file cut anywhere in its image data is truncated', async () => {
    const jpeg = await nodeCodecs.jpeg(photoLike(200, 150), 80);
    expect(jpegIsTruncated(jpeg)).toBe(false);
    for (const keep of [0.3, 0.6, 0.95]) expect(jpegIsTruncated(jpeg.subarray(0, Math.floor(jpeg.length * keep)))).toBe(true);
    // Trailing bytes after the end marker (some phones append data) are not truncation.
    expect(jpegIsTruncated(new Uint8Array([...jpeg, 1, 2, 3, 4]))).toBe(false);
    // Cut inside the headers.
    expect(jpegIsTruncated(jpeg.subarray(0, 30))).toBe(true);
  });

  it('leaves other formats and non-images to the decoder', () => {
    expect(jpegIsTruncated(new Uint8Array([0x89, 0x50, 0x4e, 0x47]))).toBe(false);
    expect(jpegIsTruncated(new Uint8Array([0xff, 0xd8, 0x00, 0x00, 0x00, 0x00]))).toBe(false);
  });
});

describe('imagePoolSize', () => {
  it.each([
    [1, 1],
    [2, 1],
    [3, 2],
    [4, 3],
    [8, MAX_IMAGE_WORKERS],
    [undefined, 1],
    [0, 1],
  ])('%s cores → %d workers', (cores, expected) => {
    expect(imagePoolSize(cores)).toBe(expected);
  });

  it.each([
    [8, 8, 4],
    [8, 4, 2],
    [8, 2, 1],
    [8, 0.5, 1],
    [3, 8, 2],
    [8, undefined, 4],
    [8, Number.NaN, 4],
  ])('%s cores and %s GB → %d workers (a quarter of the memory, ~0.5 GB each at the peak)', (cores, memory, expected) => {
    expect(imagePoolSize(cores, memory)).toBe(expected);
  });
});

describe('estimatedProgress', () => {
  it('moves linearly to 90 % of the way at the expected time, then creeps, never reaching the end', () => {
    expect(estimatedProgress(0.2, 0.8, 0, 1000)).toBeCloseTo(0.2);
    expect(estimatedProgress(0.2, 0.8, 500, 1000)).toBeCloseTo(0.2 + 0.6 * 0.45);
    expect(estimatedProgress(0.2, 0.8, 1000, 1000)).toBeCloseTo(0.2 + 0.6 * 0.9);
    const late = estimatedProgress(0.2, 0.8, 60_000, 1000);
    expect(late).toBeLessThan(0.8);
    expect(late).toBeGreaterThan(estimatedProgress(0.2, 0.8, 2000, 1000));
    expect(estimatedProgress(0.5, 0.5, 100, 1000)).toBe(0.5);
  });
});

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
