/** A plain object read from outside (storage, a fetched file, the page's embedded data): not null, not an array. */
export function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}
