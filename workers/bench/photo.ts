import { withStops } from '../image/gradient';
import { xorshift } from './inputs';

/**
 * A photo-like picture for the device benchmark's image rows: a sky gradient, a sun, layered hills, a lake with a
 * reflection, trees and stones, then grain over all of it, as a camera's sensor leaves. A smooth picture (the tools'
 * "Load example") compresses several times faster than a photo, so it would flatter every device. Drawn from a fixed
 * seed and proportional to the size, so every size is the same scene. Runs in the inputs worker (OffscreenCanvas):
 * 12 MP of drawing and encoding on the page's thread would freeze it.
 */

/** The grain tile's side: odd, so its seams never line up with an encoder's 8- or 16-pixel blocks. */
const GRAIN_TILE = 251;

function hills(ctx: OffscreenCanvasRenderingContext2D, width: number, height: number, next: () => number): void {
  const layers: [string, string, number, number][] = [
    ['#6d7fa8', '#4b5d86', 0.5, 0.05],
    ['#3f6b4f', '#2f5a3d', 0.58, 0.06],
    ['#2c4a2f', '#1f3822', 0.66, 0.04],
  ];
  for (const [top, bottom, base, amp] of layers) {
    ctx.fillStyle = withStops(ctx.createLinearGradient(0, height * (base - amp), 0, height * 0.72), [[0, top], [1, bottom]]);
    ctx.beginPath();
    ctx.moveTo(0, height);
    const phase = (next() % 1000) / 100;
    const step = Math.max(2, Math.round(width / 500));
    for (let x = 0; x <= width; x += step) {
      const u = x / width;
      const y = height * (base + amp * Math.sin(u * 9 + phase) + amp * 0.35 * Math.sin(u * 47 + phase * 2) + amp * 0.1 * Math.sin(u * 180));
      ctx.lineTo(x, y);
    }
    ctx.lineTo(width, height);
    ctx.closePath();
    ctx.fill();
  }
}

function lake(ctx: OffscreenCanvasRenderingContext2D, width: number, height: number): void {
  const top = height * 0.72;
  ctx.fillStyle = withStops(ctx.createLinearGradient(0, top, 0, height), [[0, '#8fb3d1'], [0.4, '#3d6e91'], [1, '#183a52']]);
  ctx.fillRect(0, top, width, height - top);
  // Ripples: thin light lines that break up the gradient, as on real water.
  ctx.strokeStyle = 'rgba(255, 255, 255, 0.18)';
  ctx.lineWidth = Math.max(1, height / 1500);
  for (let i = 0; i < 60; i++) {
    const y = top + ((height - top) * (i + 0.5)) / 60;
    ctx.beginPath();
    ctx.moveTo(0, y);
    for (let x = 0; x <= width; x += Math.max(4, width / 200)) ctx.lineTo(x, y + Math.sin(x / (width / 90) + i) * (height / 600));
    ctx.stroke();
  }
}

function trees(ctx: OffscreenCanvasRenderingContext2D, width: number, height: number, next: () => number): void {
  const unit = Math.min(width, height);
  for (let i = 0; i < 140; i++) {
    const x = (next() % 10_000) / 10_000 * width;
    const y = height * (0.6 + ((next() % 1000) / 1000) * 0.12);
    const r = unit * (0.008 + ((next() % 1000) / 1000) * 0.025);
    const crown = ctx.createRadialGradient(x - r * 0.3, y - r * 0.3, r * 0.1, x, y, r);
    const g = 70 + (next() % 60);
    crown.addColorStop(0, `rgb(${40 + (next() % 40)}, ${g + 50}, ${30 + (next() % 30)})`);
    crown.addColorStop(1, `rgb(15, ${g - 30}, 20)`);
    ctx.fillStyle = crown;
    ctx.beginPath();
    ctx.ellipse(x, y, r * 0.8, r * 1.3, 0, 0, Math.PI * 2);
    ctx.fill();
  }
  for (let i = 0; i < 90; i++) {
    const x = (next() % 10_000) / 10_000 * width;
    const y = height * (0.74 + ((next() % 1000) / 1000) * 0.24);
    const r = unit * (0.004 + ((next() % 1000) / 1000) * 0.018);
    const shade = 90 + (next() % 90);
    ctx.fillStyle = `rgb(${shade}, ${shade - 8}, ${shade - 20})`;
    ctx.beginPath();
    ctx.ellipse(x, y, r * 1.6, r, ((next() % 100) / 100) * Math.PI, 0, Math.PI * 2);
    ctx.fill();
  }
}

/** Sensor-like noise: a tile of random grey levels laid over the picture with a soft-light blend. */
function grain(ctx: OffscreenCanvasRenderingContext2D, width: number, height: number, next: () => number): void {
  const tile = new OffscreenCanvas(GRAIN_TILE, GRAIN_TILE);
  const tctx = tile.getContext('2d');
  if (!tctx) return;
  const noise = tctx.createImageData(GRAIN_TILE, GRAIN_TILE);
  for (let i = 0; i < noise.data.length; i += 4) {
    const v = 128 + ((next() % 97) - 48);
    noise.data[i] = v;
    noise.data[i + 1] = v + ((next() % 9) - 4);
    noise.data[i + 2] = v + ((next() % 9) - 4);
    noise.data[i + 3] = 255;
  }
  tctx.putImageData(noise, 0, 0);
  const pattern = ctx.createPattern(tile, 'repeat');
  if (!pattern) return;
  ctx.save();
  ctx.globalCompositeOperation = 'soft-light';
  ctx.globalAlpha = 0.55;
  ctx.fillStyle = pattern;
  ctx.fillRect(0, 0, width, height);
  ctx.restore();
}

/** The picture, encoded as a camera would hand it over: a JPEG at 92 %. */
export async function benchPhoto(width: number, height: number): Promise<Blob> {
  const canvas = new OffscreenCanvas(width, height);
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('2D canvas unavailable');
  const next = xorshift(0xb3c4);

  ctx.fillStyle = withStops(ctx.createLinearGradient(0, 0, 0, height * 0.7), [[0, '#2b5d9c'], [0.6, '#9cc3e4'], [1, '#f4d9b0']]);
  ctx.fillRect(0, 0, width, height);

  const sun = ctx.createRadialGradient(width * 0.72, height * 0.3, 0, width * 0.72, height * 0.3, height * 0.25);
  ctx.fillStyle = withStops(sun, [[0, 'rgba(255, 250, 230, 1)'], [0.15, 'rgba(255, 236, 190, 0.9)'], [1, 'rgba(255, 220, 160, 0)']]);
  ctx.fillRect(0, 0, width, height);

  hills(ctx, width, height, next);
  lake(ctx, width, height);
  trees(ctx, width, height, next);
  grain(ctx, width, height, next);
  return canvas.convertToBlob({ type: 'image/jpeg', quality: 0.92 });
}
