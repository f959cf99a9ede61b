import { readdirSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The public conformance suites in ../shared/conformance/ (beside the checkout,
 * in CI as in a worktree): test data written outside this project.
 */
// A path, not a URL: a DOM test environment replaces the global URL class.
export const CONFORMANCE_DIR = `${resolve(dirname(fileURLToPath(import.meta.url)), '../../../../shared/conformance')}/`;

export function suitePath(relative: string): string {
  return CONFORMANCE_DIR + relative;
}

export function readSuiteText(relative: string): string {
  return readFileSync(suitePath(relative), 'utf8');
}

export function readSuiteBytes(relative: string): Uint8Array {
  return readFileSync(suitePath(relative));
}

/** File names in a suite folder ending with `ext`, sorted. */
export function suiteFiles(folder: string, ext: string): string[] {
  return readdirSync(suitePath(folder))
    .filter((f) => f.endsWith(ext))
    .sort();
}
