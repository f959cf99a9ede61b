/** A gradient with its colour stops, each [offset, colour], ready to be a fill style. */
export function withStops(gradient: CanvasGradient, stops: readonly (readonly [number, string])[]): CanvasGradient {
  for (const [offset, color] of stops) gradient.addColorStop(offset, color);
  return gradient;
}
