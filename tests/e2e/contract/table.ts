import { existsSync, readdirSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import type { Place, ToolContract as ContractData } from '@src/tools/contract';
import type { ToolContract } from './types';

/**
 * Every tool's contract row, gathered from src/tools/<id>/contract.ts as the catalogue gathers the manifests. A tool
 * folder without that file has no row here, which the spec's first test reports ("tools without a row").
 */
const TOOLS = new URL('../../../src/tools/', import.meta.url);
const ids = readdirSync(TOOLS).filter((id) => existsSync(new URL(`${id}/tool.ts`, TOOLS)) && existsSync(new URL(`${id}/contract.ts`, TOOLS)));
const rows = await Promise.all(
  ids.map(async (id) => [id, (await import(`../../../src/tools/${id}/contract.ts`) as { default: ContractData }).default] as const),
);

function locate(place: Place): (page: Page) => Locator {
  if ('testId' in place) {
    const { testId, within } = place;
    return within === undefined ? (page) => page.getByTestId(testId) : (page) => page.getByTestId(testId).locator(within);
  }
  if ('css' in place) return (page) => page.locator(place.css);
  if ('label' in place) return (page) => page.getByLabel(place.label, { exact: place.exact });
  return (page) => page.getByRole(place.role, { name: place.name });
}

function toRow({ output, stale, ...rest }: ContractData): ToolContract {
  const row: ToolContract = { ...rest };
  if (output) row.output = locate(output);
  if (stale === null) row.stale = null;
  else if (stale) {
    const { input, ...step } = stale;
    row.stale = input ? { ...step, input: locate(input) } : step;
  }
  return row;
}

export const CONTRACTS: Record<string, ToolContract> = Object.fromEntries(rows.map(([id, data]) => [id, toRow(data)]));
