/**
 * The background's drifting dots: where they are and how they move. No DOM: it draws on whatever 2D context it is
 * given (the worker's OffscreenCanvas).
 */
export interface Particle {
  x: number;
  y: number;
  vx: number;
  vy: number;
  r: number;
}

export function spawn(count: number, w: number, h: number, random: () => number = Math.random): Particle[] {
  return Array.from({ length: count }, () => ({
    x: random() * w,
    y: random() * h,
    vx: (random() - 0.5) * 0.3,
    vy: (random() - 0.5) * 0.3,
    r: 1 + random() * 1.5,
  }));
}

/** Moves every dot `steps` 60 fps frames on, wrapping at the edges. */
export function step(particles: Particle[], steps: number, w: number, h: number): void {
  for (const p of particles) {
    p.x = (((p.x + p.vx * steps) % w) + w) % w;
    p.y = (((p.y + p.vy * steps) % h) + h) % h;
  }
}

export interface Ctx2D {
  clearRect(x: number, y: number, w: number, h: number): void;
  beginPath(): void;
  arc(x: number, y: number, r: number, a: number, b: number): void;
  fill(): void;
  fillStyle: string | CanvasGradient | CanvasPattern;
}

export function draw(ctx: Ctx2D, particles: Particle[], w: number, h: number, color: string): void {
  ctx.clearRect(0, 0, w, h);
  ctx.fillStyle = color;
  for (const p of particles) {
    ctx.beginPath();
    ctx.arc(p.x, p.y, p.r, 0, Math.PI * 2);
    ctx.fill();
  }
}
