import { draw, spawn, step, type Particle } from './particles/field';

/**
 * The decorative background, drawn off the main thread on the page's canvas (transferred as an OffscreenCanvas).
 * Drawn on the page's own thread, it asked for a frame 60 times a second and spent part of each one there: time a
 * keystroke or a tap on a slow phone then waited behind.
 */
export type ParticlesMessage =
  | { type: 'start'; canvas: OffscreenCanvas; width: number; height: number; color: string; count: number }
  | { type: 'resize'; width: number; height: number }
  | { type: 'color'; color: string }
  | { type: 'visible'; visible: boolean };

/** A frame every 45 ms (22 fps): dots drifting under 10 px a second move under half a pixel a frame. */
const FRAME_MS = 45;

let ctx: OffscreenCanvasRenderingContext2D | null = null;
let canvas: OffscreenCanvas | null = null;
let particles: Particle[] = [];
let color = '';
let visible = true;
let drawnAt = -Infinity;
let timer: ReturnType<typeof setTimeout> | undefined;

function tick(): void {
  timer = undefined;
  if (!ctx || !canvas || !visible) return;
  const now = performance.now();
  const steps = Number.isFinite(drawnAt) ? Math.min(4, Math.round((now - drawnAt) / (1000 / 60))) : 0;
  drawnAt = now;
  step(particles, steps, canvas.width, canvas.height);
  draw(ctx, particles, canvas.width, canvas.height, color);
  timer = setTimeout(tick, FRAME_MS);
}

function restart(): void {
  clearTimeout(timer);
  drawnAt = -Infinity;
  tick();
}

self.onmessage = ({ data }: MessageEvent<ParticlesMessage>) => {
  if (data.type === 'start') {
    canvas = data.canvas;
    canvas.width = data.width;
    canvas.height = data.height;
    ctx = canvas.getContext('2d');
    color = data.color;
    particles = spawn(data.count, data.width, data.height);
    restart();
  } else if (data.type === 'resize' && canvas) {
    canvas.width = data.width;
    canvas.height = data.height;
    restart();
  } else if (data.type === 'color') {
    color = data.color;
  } else if (data.type === 'visible') {
    visible = data.visible;
    if (visible) restart();
    else clearTimeout(timer);
  }
};
