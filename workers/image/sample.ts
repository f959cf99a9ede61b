import { withStops } from './gradient';

/** A generated landscape (sky gradient, sun, hills) for the tools' "Load example". */
export async function sampleImage(width = 1200, height = 800): Promise<Blob> {
  const canvas = new OffscreenCanvas(width, height);
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('2D canvas unavailable');

  ctx.fillStyle = withStops(ctx.createLinearGradient(0, 0, 0, height), [[0, '#1e3a8a'], [0.55, '#f472b6'], [1, '#fcd34d']]);
  ctx.fillRect(0, 0, width, height);

  const sun = ctx.createRadialGradient(width * 0.7, height * 0.55, 10, width * 0.7, height * 0.55, height * 0.22);
  ctx.fillStyle = withStops(sun, [[0, '#fff7ed'], [1, 'rgba(253, 186, 116, 0)']]);
  ctx.fillRect(0, 0, width, height);

  const hills: [string, number, number][] = [
    ['#7c3aed', 0.62, 0.08],
    ['#4c1d95', 0.72, 0.06],
    ['#1e1b4b', 0.84, 0.05],
  ];
  for (const [color, base, amp] of hills) {
    ctx.fillStyle = color;
    ctx.beginPath();
    ctx.moveTo(0, height);
    for (let x = 0; x <= width; x += 8) {
      const y = height * (base + amp * Math.sin(x / (width / 5) + base * 10) + amp * 0.4 * Math.sin(x / 37));
      ctx.lineTo(x, y);
    }
    ctx.lineTo(width, height);
    ctx.closePath();
    ctx.fill();
  }
  return canvas.convertToBlob({ type: 'image/png' });
}
