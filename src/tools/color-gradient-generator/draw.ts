import { linearLine, radialRadii, sortedStops, type Gradient } from './logic';

/** Paints `g` on a w × h canvas exactly as CSS draws it, and returns the PNG. Call from a handler (browser only). */
export function drawGradient(g: Gradient, w: number, h: number): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = w;
  canvas.height = h;
  const ctx = canvas.getContext('2d');
  if (!ctx) return Promise.reject(new Error('no 2d context'));

  if (g.type === 'linear') {
    const { x0, y0, x1, y1 } = linearLine(g.angle, w, h);
    const fill = ctx.createLinearGradient(x0, y0, x1, y1);
    for (const s of sortedStops(g.stops)) fill.addColorStop(s.pos / 100, s.color);
    ctx.fillStyle = fill;
    ctx.fillRect(0, 0, w, h);
  } else {
    const { rx, ry } = radialRadii(g.shape, w, h);
    // An ellipse is a circle of radius rx in a space squeezed vertically by ry / rx around the centre.
    const k = ry / rx;
    ctx.translate(w / 2, h / 2);
    ctx.scale(1, k);
    const fill = ctx.createRadialGradient(0, 0, 0, 0, 0, rx);
    for (const s of sortedStops(g.stops)) fill.addColorStop(s.pos / 100, s.color);
    ctx.fillStyle = fill;
    ctx.fillRect(-w / 2, -h / 2 / k, w, h / k);
  }
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('toBlob failed'))), 'image/png');
  });
}
