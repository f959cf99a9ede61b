import {
  clampChroma,
  converter,
  formatHex,
  formatHex8,
  interpolate,
  modeHsl,
  modeHwb,
  modeLrgb,
  modeOklab,
  modeOklch,
  modeRgb,
  parse,
  useMode as registerMode,
  wcagContrast,
  type Color,
  type Rgb,
} from 'culori/fn';

// The tree-shakable API: only the colour spaces registered here are parsed and converted.
registerMode(modeRgb);
registerMode(modeLrgb);
registerMode(modeHsl);
registerMode(modeHwb);
registerMode(modeOklab);
registerMode(modeOklch);

const toRgb = converter('rgb');
const toHsl = converter('hsl');
const toHwb = converter('hwb');
const toOklch = converter('oklch');

export type FormatId = 'hex' | 'rgb' | 'hsl' | 'hwb' | 'oklch';
export const FORMAT_IDS: FormatId[] = ['hex', 'rgb', 'hsl', 'hwb', 'oklch'];

/** Longest colour text accepted (the longest sensible CSS colour is far shorter). */
export const MAX_COLOR_INPUT = 100;

/** Rounds to at most `digits` decimals and drops trailing zeros ("50", "0.5", "12.35"). */
function num(value: number | undefined, digits: number): string {
  const v = Number.isFinite(value) ? (value as number) : 0;
  const r = Number(v.toFixed(digits));
  return String(Object.is(r, -0) ? 0 : r);
}

const pct = (value: number | undefined, digits = 1) => `${num((value ?? 0) * 100, digits)}%`;
const alphaPart = (alpha: number | undefined) => (alpha === undefined || alpha >= 1 ? '' : ` / ${num(alpha, 3)}`);
const hue = (h: number | undefined) => num(h ?? 0, 2);

/**
 * Parses any CSS colour text (HEX 3/4/6/8, rgb(), hsl(), hwb(), oklch(), oklab(), names) into an
 * sRGB colour, mapped into the sRGB gamut by reducing chroma when it falls outside (e.g. a vivid oklch()).
 * Returns null for anything that is not a colour.
 */
export function parseColor(input: string): Rgb | null {
  const text = input.trim();
  if (!text || text.length > MAX_COLOR_INPUT) return null;
  let color: Color | undefined;
  try {
    color = parse(text);
  } catch {
    return null;
  }
  if (!color) return null;
  const rgb = toRgb(clampChroma(color, 'oklch'));
  // clampChroma keeps tiny float excursions; clip each channel into [0, 1].
  const clip = (v: number) => Math.min(1, Math.max(0, Number.isFinite(v) ? v : 0));
  const out: Rgb = { mode: 'rgb', r: clip(rgb.r), g: clip(rgb.g), b: clip(rgb.b) };
  if (rgb.alpha !== undefined && rgb.alpha < 1) out.alpha = Math.max(0, rgb.alpha);
  return out;
}

/** #rrggbb, or #rrggbbaa when the colour is not opaque. */
export function toHex(color: Rgb): string {
  return color.alpha !== undefined && color.alpha < 1 ? formatHex8(color) : formatHex(color);
}

/** The colour in one CSS syntax (CSS Color 4 space-separated form, alpha after a slash). */
export function formatColor(color: Rgb, format: FormatId): string {
  switch (format) {
    case 'hex':
      return toHex(color);
    case 'rgb': {
      const c = (v: number) => String(Math.round(v * 255));
      return `rgb(${c(color.r)} ${c(color.g)} ${c(color.b)}${alphaPart(color.alpha)})`;
    }
    case 'hsl': {
      const h = toHsl(color);
      return `hsl(${hue(h.h)} ${pct(h.s)} ${pct(h.l)}${alphaPart(color.alpha)})`;
    }
    case 'hwb': {
      const h = toHwb(color);
      return `hwb(${hue(h.h)} ${pct(h.w)} ${pct(h.b)}${alphaPart(color.alpha)})`;
    }
    case 'oklch': {
      const o = toOklch(color);
      return `oklch(${pct(o.l, 2)} ${num(o.c, 4)} ${hue(o.h)}${alphaPart(color.alpha)})`;
    }
  }
}

export function allFormats(color: Rgb): Record<FormatId, string> {
  return Object.fromEntries(FORMAT_IDS.map((f) => [f, formatColor(color, f)])) as Record<FormatId, string>;
}

/** The opaque #rrggbb a native `<input type="color">` accepts. */
export function toNativeInput(color: Rgb): string {
  return formatHex({ ...color, alpha: undefined });
}

/** A translucent colour as seen over an opaque background (alpha compositing in sRGB, as browsers paint). */
export function flatten(color: Rgb, background: Rgb): Rgb {
  const a = color.alpha ?? 1;
  const mixCh = (fg: number, bg: number) => fg * a + bg * (1 - a);
  return { mode: 'rgb', r: mixCh(color.r, background.r), g: mixCh(color.g, background.g), b: mixCh(color.b, background.b) };
}

export const WHITE: Rgb = { mode: 'rgb', r: 1, g: 1, b: 1 };
export const BLACK: Rgb = { mode: 'rgb', r: 0, g: 0, b: 0 };

/** WCAG 2.x contrast ratio (relative luminance, (L1 + 0.05) / (L2 + 0.05)), 1 to 21. */
export function contrastRatio(a: Rgb, b: Rgb): number {
  return wcagContrast(a, b);
}

export interface ContrastGrade {
  ratio: number;
  /** Normal text: AA ≥ 4.5, AAA ≥ 7. Large text (≥ 24 px, or ≥ 18.66 px bold): AA ≥ 3, AAA ≥ 4.5. */
  aa: boolean;
  aaa: boolean;
  aaLarge: boolean;
  aaaLarge: boolean;
}

export function gradeContrast(ratio: number): ContrastGrade {
  return { ratio, aa: ratio >= 4.5, aaa: ratio >= 7, aaLarge: ratio >= 3, aaaLarge: ratio >= 4.5 };
}

/** The colour's contrast against white and against black (a translucent colour is first laid over that background). */
export function contrastAgainst(color: Rgb): { white: ContrastGrade; black: ContrastGrade } {
  return {
    white: gradeContrast(contrastRatio(flatten(color, WHITE), WHITE)),
    black: gradeContrast(contrastRatio(flatten(color, BLACK), BLACK)),
  };
}

/**
 * A ratio for display, truncated (never rounded up) to 2 decimals: WCAG says
 * 4.499:1 does not meet 4.5:1, so it must not read "4.50:1".
 */
export function displayRatio(ratio: number): number {
  return Math.floor(ratio * 100 + 1e-9) / 100;
}

/** `steps` tints (mixed towards white) and shades (towards black), 10 % … 90 %, as opaque HEX. */
export function tintsAndShades(color: Rgb, steps = 9): { tints: string[]; shades: string[] } {
  const opaque: Rgb = { ...color, alpha: undefined };
  const toWhite = interpolate([opaque, WHITE], 'rgb');
  const toBlack = interpolate([opaque, BLACK], 'rgb');
  const at = (k: number) => (k + 1) / (steps + 1);
  return {
    tints: Array.from({ length: steps }, (_, k) => formatHex(toWhite(at(k)))),
    shades: Array.from({ length: steps }, (_, k) => formatHex(toBlack(at(k)))),
  };
}
