import { describe, expect, it } from 'vitest';
import {
  MIN_CROP, WHOLE, cropPixels, dragCorner, fitAspect, flipRect, moveRect, transformedSize, turnRect, turnedSize, type Rect,
} from '@workers/image/transform';

const close = (r: Rect) => Object.fromEntries(Object.entries(r).map(([k, v]) => [k, Math.round(v * 1e6) / 1e6]));

describe('turn and flip: sizes and crops follow the image', () => {
  it('a quarter turn swaps the sides, a half turn does not', () => {
    expect(turnedSize({ width: 4032, height: 3024 }, 1)).toEqual({ width: 3024, height: 4032 });
    expect(turnedSize({ width: 4032, height: 3024 }, 2)).toEqual({ width: 4032, height: 3024 });
    expect(turnedSize({ width: 4032, height: 3024 }, 3)).toEqual({ width: 3024, height: 4032 });
  });

  it('a crop turned clockwise covers the same pixels: the top-left quarter becomes the top-right one', () => {
    const topLeft = { x: 0, y: 0, width: 0.5, height: 0.25 };
    expect(turnRect(topLeft, 1)).toEqual({ x: 0.75, y: 0, width: 0.25, height: 0.5 });
    expect(turnRect(topLeft, -1)).toEqual({ x: 0, y: 0.5, width: 0.25, height: 0.5 });
  });

  it('four turns, or a turn and its inverse, give the crop back; so do two flips', () => {
    const r = { x: 0.1, y: 0.2, width: 0.3, height: 0.4 };
    expect(close(turnRect(turnRect(turnRect(turnRect(r, 1), 1), 1), 1))).toEqual(close(r));
    expect(close(turnRect(turnRect(r, 1), -1))).toEqual(close(r));
    expect(close(flipRect(flipRect(r, 'x'), 'x'))).toEqual(close(r));
    expect(close(flipRect(r, 'x'))).toEqual({ x: 0.6, y: 0.2, width: 0.3, height: 0.4 });
    expect(close(flipRect(r, 'y'))).toEqual({ x: 0.1, y: 0.4, width: 0.3, height: 0.4 });
  });
});

describe('crop in pixels', () => {
  it('whole pixels inside the image, at least one', () => {
    expect(cropPixels({ width: 100, height: 50 }, undefined)).toEqual({ x: 0, y: 0, width: 100, height: 50 });
    expect(cropPixels({ width: 100, height: 50 }, { x: 0.25, y: 0.5, width: 0.5, height: 0.5 })).toEqual({ x: 25, y: 25, width: 50, height: 25 });
    expect(cropPixels({ width: 100, height: 50 }, { x: 0.999, y: 0, width: 0.001, height: 0.001 })).toEqual({ x: 99, y: 0, width: 1, height: 1 });
    expect(cropPixels({ width: 10, height: 10 }, { x: 0.9, y: 0.9, width: 0.5, height: 0.5 })).toEqual({ x: 9, y: 9, width: 1, height: 1 });
  });

  it('the output size before resizing: turned, then cropped', () => {
    expect(transformedSize({ width: 64, height: 48 }, { turns: 1, flipX: false, flipY: false })).toEqual({ width: 48, height: 64 });
    expect(transformedSize({ width: 64, height: 48 }, { turns: 1, flipX: true, flipY: false, crop: { x: 0, y: 0, width: 0.5, height: 0.25 } })).toEqual({ width: 24, height: 16 });
  });
});

describe('the crop box', () => {
  it('moves inside the image only', () => {
    const r = { x: 0.1, y: 0.1, width: 0.5, height: 0.5 };
    expect(moveRect(r, 0.2, 0.1)).toEqual({ x: 0.30000000000000004, y: 0.2, width: 0.5, height: 0.5 });
    expect(moveRect(r, 1, -1)).toEqual({ x: 0.5, y: 0, width: 0.5, height: 0.5 });
  });

  it('a dragged corner resizes against the opposite one, within the image and never below the minimum', () => {
    const r = { x: 0.2, y: 0.2, width: 0.5, height: 0.5 };
    expect(close(dragCorner(r, 'se', 0.1, 0.2, null, 1))).toEqual({ x: 0.2, y: 0.2, width: 0.6, height: 0.7 });
    expect(close(dragCorner(r, 'nw', -0.1, -0.1, null, 1))).toEqual({ x: 0.1, y: 0.1, width: 0.6, height: 0.6 });
    expect(close(dragCorner(r, 'nw', -1, -1, null, 1))).toEqual({ x: 0, y: 0, width: 0.7, height: 0.7 });
    expect(close(dragCorner(r, 'ne', -1, 0, null, 1))).toEqual({ x: 0.2, y: 0.2, width: MIN_CROP, height: 0.5 });
  });

  it('keeps a chosen shape in pixels: 16:9 on a 4:3 photo, the height follows the width', () => {
    const r = dragCorner({ x: 0, y: 0, width: 0.5, height: 0.5 }, 'se', 0.1, 0, 16 / 9, 4 / 3);
    expect((r.width * 4) / (r.height * 3)).toBeCloseTo(16 / 9, 9);
    expect(r.width).toBeCloseTo(0.6, 9);
  });

  it('a shape chosen fits the largest crop of that shape around the current centre', () => {
    const square = fitAspect(WHOLE, 1, 4 / 3);
    expect(close(square)).toEqual({ x: 0.125, y: 0, width: 0.75, height: 1 });
    const portrait = fitAspect(WHOLE, 9 / 16, 16 / 9);
    expect((portrait.width * 16) / (portrait.height * 9)).toBeCloseTo(9 / 16, 9);
    expect(portrait.height).toBeCloseTo(1, 9);
    expect(fitAspect({ x: 0.1, y: 0.1, width: 0.2, height: 0.2 }, null, 1)).toEqual({ x: 0.1, y: 0.1, width: 0.2, height: 0.2 });
  });
});
