import { describe, expect, it } from 'vitest';
import {
  allFormats,
  contrastAgainst,
  contrastRatio,
  displayRatio,
  gradeContrast,
  parseColor,
  tintsAndShades,
  toNativeInput,
} from '@src/tools/color-picker/logic';

const must = (text: string) => {
  const c = parseColor(text);
  if (!c) throw new Error(`not a colour: ${text}`);
  return c;
};

describe('color-picker: parsing and conversions against known values', () => {
  it.each([
    ['#f00', { hex: '#ff0000', rgb: 'rgb(255 0 0)', hsl: 'hsl(0 100% 50%)', hwb: 'hwb(0 0% 0%)', oklch: 'oklch(62.8% 0.2577 29.23)' }],
    ['#FF0000', { hex: '#ff0000', rgb: 'rgb(255 0 0)' }],
    ['rebeccapurple', { hex: '#663399', rgb: 'rgb(102 51 153)', hsl: 'hsl(270 50% 40%)', hwb: 'hwb(270 20% 40%)' }],
    ['  RebeccaPurple ', { hex: '#663399' }],
    ['white', { hex: '#ffffff', hsl: 'hsl(0 0% 100%)', hwb: 'hwb(0 100% 0%)', oklch: 'oklch(100% 0 0)' }],
    ['black', { hex: '#000000', oklch: 'oklch(0% 0 0)' }],
    ['rgb(59, 130, 246)', { hex: '#3b82f6', rgb: 'rgb(59 130 246)', hsl: 'hsl(217.22 91.2% 59.8%)' }],
    ['rgb(59 130 246 / 50%)', { hex: '#3b82f680', rgb: 'rgb(59 130 246 / 0.5)' }],
    ['hsl(120 100% 50%)', { hex: '#00ff00', rgb: 'rgb(0 255 0)' }],
    ['hsl(120deg, 100%, 25%)', { hex: '#008000' }],
    ['hwb(240 0% 0%)', { hex: '#0000ff', hsl: 'hsl(240 100% 50%)' }],
    ['hwb(0 20% 40%)', { hex: '#993333' }],
    ['oklch(0.628 0.2577 29.23)', { hex: '#ff0000' }],
    ['oklch(62.8% 0.2577 29.23)', { hex: '#ff0000' }],
    ['#f008', { hex: '#ff000088', rgb: 'rgb(255 0 0 / 0.533)' }],
    ['#3b82f6cc', { hex: '#3b82f6cc', rgb: 'rgb(59 130 246 / 0.8)' }],
    ['transparent', { hex: '#00000000', rgb: 'rgb(0 0 0 / 0)' }],
    ['teal', { hex: '#008080', hsl: 'hsl(180 100% 25.1%)' }],
  ] as const)('%s', (input, expected) => {
    const formats = allFormats(must(input));
    expect(formats).toMatchObject(expected);
  });

  it.each(['', '   ', 'nope', '#12', '#12345', '#1234567', 'rgb(1,2)', 'hsl()', '#ggg', 'x'.repeat(200)])('rejects %j', (input) => {
    expect(parseColor(input)).toBeNull();
  });

  it('maps an out-of-gamut oklch() into sRGB (chroma reduced, hue kept)', () => {
    const c = must('oklch(70% 0.4 150)');
    for (const ch of [c.r, c.g, c.b]) {
      expect(ch).toBeGreaterThanOrEqual(0);
      expect(ch).toBeLessThanOrEqual(1);
    }
    expect(allFormats(c).hex).toMatch(/^#[0-9a-f]{6}$/);
  });

  it('every format parses back to the same HEX', () => {
    for (const input of ['#3b82f6', '#663399', '#ff7e5f', '#123456', '#fefefe', '#00ff7f80']) {
      const formats = allFormats(must(input));
      for (const text of Object.values(formats)) expect(allFormats(must(text)).hex, text).toBe(input);
    }
  });

  it('native colour input gets an opaque #rrggbb', () => {
    expect(toNativeInput(must('#3b82f680'))).toBe('#3b82f6');
    expect(toNativeInput(must('red'))).toBe('#ff0000');
  });
});

describe('color-picker: WCAG 2.x contrast', () => {
  it.each([
    ['#000000', '#ffffff', 21],
    ['#ffffff', '#ffffff', 1],
    ['#777777', '#ffffff', 4.47],
    ['#767676', '#ffffff', 4.54],
    ['#595959', '#ffffff', 7],
    ['#ff0000', '#ffffff', 3.99],
    ['#0000ff', '#ffffff', 8.59],
    ['#ffff00', '#000000', 19.55],
    ['#3b82f6', '#ffffff', 3.67],
  ] as const)('%s on %s ≈ %s:1', (a, b, ratio) => {
    const r = contrastRatio(must(a), must(b));
    expect(displayRatio(r)).toBe(ratio);
    expect(contrastRatio(must(b), must(a))).toBeCloseTo(r, 10);
  });

  it.each([
    [4.49, { aa: false, aaa: false, aaLarge: true, aaaLarge: false }],
    [4.5, { aa: true, aaa: false, aaLarge: true, aaaLarge: true }],
    [2.99, { aa: false, aaLarge: false }],
    [3, { aaLarge: true }],
    [6.99, { aaa: false }],
    [7, { aaa: true }],
  ] as const)('grades %s', (ratio, expected) => {
    expect(gradeContrast(ratio)).toMatchObject(expected);
  });

  it('never rounds a failing ratio up to a passing one', () => {
    expect(displayRatio(4.4999)).toBe(4.49);
    expect(displayRatio(4.5)).toBe(4.5);
  });

  it('grades against white and black; a translucent colour is composited first', () => {
    const black = contrastAgainst(must('#000'));
    expect(black.white.ratio).toBeCloseTo(21, 5);
    expect(black.black.ratio).toBeCloseTo(1, 5);
    const clear = contrastAgainst(must('#00000000'));
    expect(clear.white.ratio).toBeCloseTo(1, 5);
    expect(clear.black.ratio).toBeCloseTo(1, 5);
  });
});

describe('color-picker: tints and shades', () => {
  it('mixes towards white and black in 10 % steps', () => {
    const { tints, shades } = tintsAndShades(must('#000000'));
    expect(tints).toHaveLength(9);
    expect(tints[0]).toBe('#1a1a1a');
    expect(tints[4]).toBe('#808080');
    expect(tints[8]).toBe('#e6e6e6');
    expect(shades.every((s) => s === '#000000')).toBe(true);
    expect(tintsAndShades(must('#ff0000')).shades[4]).toBe('#800000');
  });
});
