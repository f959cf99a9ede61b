import { defineContract } from '../contract';
import { EXAMPLE_JSON } from './logic';

/** JSON with every object's keys in order, 2-space indented (JSON format → sort keys). */
function sortedJson(json: string): string {
  const sort = (v: unknown): unknown =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.keys(v).sort().map((k) => [k, sort((v as Record<string, unknown>)[k])]))
      : Array.isArray(v) ? v.map(sort) : v;
  return JSON.stringify(sort(JSON.parse(json)), null, 2);
}

export default defineContract({
  // The example recipe: Base64 decode → JSON format → JSON sort keys, on the example's Base64.
  example: sortedJson(EXAMPLE_JSON),
  empty: { action: 'Run', message: 'Please enter some text first' },
});
