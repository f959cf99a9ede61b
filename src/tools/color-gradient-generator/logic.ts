/** Pure gradient model: stops, CSS text, fragment (de)serialisation and canvas geometry. */

export type GradientType = 'linear' | 'radial';
export type RadialShape = 'circle' | 'ellipse';

export interface Stop {
  /** #rrggbb, lower case */
  color: string;
  /** 0–100 (%) */
  pos: number;
}

export interface Gradient {
  type: GradientType;
  /** degrees, 0–360, CSS convention: 0 = to top, 90 = to right */
  angle: number;
  shape: RadialShape;
  stops: Stop[];
}

export const MIN_STOPS = 2;
export const MAX_STOPS = 10;
export const MAX_IMAGE_SIDE = 4096;

export const PRESETS = {
  sunset: ['#ff7e5f', '#feb47b'],
  ocean: ['#2e3192', '#1bffff'],
  forest: ['#134e5e', '#71b280'],
  purpleDream: ['#c471f5', '#fa71cd'],
  fire: ['#f12711', '#f5af19'],
  sky: ['#56ccf2', '#2f80ed'],
} as const;
export type PresetId = keyof typeof PRESETS;
export const PRESET_IDS = Object.keys(PRESETS) as PresetId[];

/** Direction presets: a name per angle (CSS keywords). */
export const DIRECTIONS = [
  { angle: 0, id: 'toTop' },
  { angle: 45, id: 'toTopRight' },
  { angle: 90, id: 'toRight' },
  { angle: 135, id: 'toBottomRight' },
  { angle: 180, id: 'toBottom' },
  { angle: 225, id: 'toBottomLeft' },
  { angle: 270, id: 'toLeft' },
  { angle: 315, id: 'toTopLeft' },
] as const;

const HEX6 = /^#[0-9a-f]{6}$/i;

export function isHexColor(value: string): boolean {
  return HEX6.test(value);
}

export function presetStops(id: PresetId): Stop[] {
  const [a, b] = PRESETS[id];
  return [
    { color: a, pos: 0 },
    { color: b, pos: 100 },
  ];
}

/** An angle in [0, 360), integer degrees. */
export function normalizeAngle(angle: number): number {
  if (!Number.isFinite(angle)) return 0;
  return ((Math.round(angle) % 360) + 360) % 360;
}

/** Stops ordered by position (stable), as CSS draws them. */
export function sortedStops(stops: Stop[]): Stop[] {
  return stops.map((s, i) => ({ s, i })).sort((a, b) => a.s.pos - b.s.pos || a.i - b.i).map(({ s }) => s);
}

const stopList = (stops: Stop[]) => sortedStops(stops).map((s) => `${s.color} ${s.pos}%`).join(', ');

/** The gradient as a CSS image value, e.g. `linear-gradient(90deg, #ff7e5f 0%, #feb47b 100%)`. */
export function gradientValue(g: Gradient): string {
  if (g.type === 'radial') return `radial-gradient(${g.shape}, ${stopList(g.stops)})`;
  return `linear-gradient(${normalizeAngle(g.angle)}deg, ${stopList(g.stops)})`;
}

/** The declaration people paste: `background: linear-gradient(...);`. */
export function gradientCss(g: Gradient): string {
  return `background: ${gradientValue(g)};`;
}

/** A new stop between the two stops with the widest gap, coloured halfway between them. */
export function addStop(stops: Stop[]): Stop[] {
  if (stops.length >= MAX_STOPS) return stops;
  const sorted = sortedStops(stops);
  let best = 0;
  for (let i = 1; i < sorted.length - 1; i += 1) {
    if (sorted[i + 1]!.pos - sorted[i]!.pos > sorted[best + 1]!.pos - sorted[best]!.pos) best = i;
  }
  const a = sorted[best]!;
  const b = sorted[best + 1] ?? a;
  const mid = (x: string, y: string, at: number) => Math.round((parseInt(x.slice(at, at + 2), 16) + parseInt(y.slice(at, at + 2), 16)) / 2);
  const color = `#${[1, 3, 5].map((at) => mid(a.color, b.color, at).toString(16).padStart(2, '0')).join('')}`;
  return [...stops, { color, pos: Math.round((a.pos + b.pos) / 2) }];
}

export function removeStop(stops: Stop[], index: number): Stop[] {
  if (stops.length <= MIN_STOPS) return stops;
  return stops.filter((_, i) => i !== index);
}

/** Swaps the positions of stop `index` and its neighbour (−1 earlier, +1 later in the list). */
export function moveStop(stops: Stop[], index: number, delta: -1 | 1): Stop[] {
  const j = index + delta;
  if (j < 0 || j >= stops.length) return stops;
  const next = stops.slice();
  const a = next[index]!;
  const b = next[j]!;
  next[index] = { ...b, pos: a.pos };
  next[j] = { ...a, pos: b.pos };
  return next;
}

/** `#ff7e5f 0,#feb47b 100` ⇄ stops. */
export function serializeStops(stops: Stop[]): string {
  return stops.map((s) => `${s.color} ${s.pos}`).join(',');
}

/** Parses the fragment form; null when anything is off (the caller falls back to the default). */
export function parseStops(text: string): Stop[] | null {
  const parts = text.split(',');
  if (parts.length < MIN_STOPS || parts.length > MAX_STOPS) return null;
  const stops: Stop[] = [];
  for (const part of parts) {
    const m = /^\s*(#[0-9a-fA-F]{6})\s+(\d{1,3})\s*$/.exec(part);
    if (!m) return null;
    const pos = Number(m[2]);
    if (pos > 100) return null;
    stops.push({ color: m[1]!.toLowerCase(), pos });
  }
  return stops;
}

export function parseAngle(text: string): number | null {
  if (!/^-?\d{1,4}$/.test(text.trim())) return null;
  return normalizeAngle(Number(text));
}

export function parseSide(text: string): number | null {
  if (!/^\d{1,5}$/.test(text.trim())) return null;
  const n = Number(text);
  return n >= 1 && n <= MAX_IMAGE_SIDE ? n : null;
}

/**
 * The gradient line of a CSS linear-gradient at `angle` in a w × h box, for canvas
 * createLinearGradient: it passes through the centre, and its length is
 * |w·sin θ| + |h·cos θ| so that the 0 % and 100 % lines touch the corners (CSS Images 3).
 */
export function linearLine(angle: number, w: number, h: number): { x0: number; y0: number; x1: number; y1: number } {
  const rad = (normalizeAngle(angle) * Math.PI) / 180;
  const dx = Math.sin(rad);
  const dy = -Math.cos(rad);
  const half = (Math.abs(w * dx) + Math.abs(h * dy)) / 2;
  const cx = w / 2;
  const cy = h / 2;
  const r = (v: number) => Math.round(v * 1e6) / 1e6;
  return { x0: r(cx - dx * half), y0: r(cy - dy * half), x1: r(cx + dx * half), y1: r(cy + dy * half) };
}

/**
 * Radii of a centred radial-gradient with the default size `farthest-corner`:
 * a circle reaches the corners; an ellipse keeps the box's aspect ratio and also passes through them (×√2).
 */
export function radialRadii(shape: RadialShape, w: number, h: number): { rx: number; ry: number } {
  if (shape === 'circle') {
    const r = Math.hypot(w / 2, h / 2);
    return { rx: r, ry: r };
  }
  return { rx: (w / 2) * Math.SQRT2, ry: (h / 2) * Math.SQRT2 };
}
