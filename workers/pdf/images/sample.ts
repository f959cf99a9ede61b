/**
 * "Load example" for images → PDF: three pictures told apart at a glance (a number on a tint of its own), each of
 * another shape and format, so the result shows a landscape page, a portrait page and a square one.
 */
const SAMPLES = [
  { name: 'example-1.jpg', type: 'image/jpeg', width: 1200, height: 800, from: '#1d4e89', to: '#f4a259' },
  { name: 'example-2.png', type: 'image/png', width: 600, height: 900, from: '#2a9d8f', to: '#e9c46a' },
  { name: 'example-3.webp', type: 'image/webp', width: 800, height: 800, from: '#6d597a', to: '#e56b6f' },
] as const;

export interface SampleImage {
  name: string;
  blob: Blob;
}

export async function sampleImages(): Promise<SampleImage[]> {
  const out: SampleImage[] = [];
  for (const [i, s] of SAMPLES.entries()) {
    const canvas = new OffscreenCanvas(s.width, s.height);
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new Error('2D canvas unavailable');
    const fill = ctx.createLinearGradient(0, 0, s.width, s.height);
    fill.addColorStop(0, s.from);
    fill.addColorStop(1, s.to);
    ctx.fillStyle = fill;
    ctx.fillRect(0, 0, s.width, s.height);
    ctx.fillStyle = '#ffffff';
    ctx.font = `bold ${Math.round(Math.min(s.width, s.height) * 0.5)}px sans-serif`;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillText(String(i + 1), s.width / 2, s.height / 2);
    out.push({ name: s.name, blob: await canvas.convertToBlob({ type: s.type, quality: 0.85 }) });
    canvas.width = canvas.height = 0;
  }
  return out;
}
