import { formatJson } from '../../workers/data/json';

/**
 * The page API row's raw baseline (tests/bench/rows/page-api.ts): the very function the jsonFormat operation calls
 * (the lossless formatter, 2 spaces), and nothing else: no registry, no runner, no comlink. Its output goes back to
 * the page as the API's does, so what the two differ by is the API's own cost. Bundled for a bare worker.
 */
export function format(text: string): string {
  const result = formatJson(text, { mode: 'format', indent: '2', sortKeys: false });
  if (!result.ok) throw new Error('the bench JSON is invalid');
  return result.output;
}
