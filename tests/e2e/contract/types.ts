import type { Locator, Page } from '@playwright/test';
import type { StaleStep as StaleData, ToolContract as ContractData } from '@src/tools/contract';

/**
 * A tool's contract row as tests/e2e/catalog-contract.spec.ts runs it: the data of src/tools/<id>/contract.ts (each
 * field explained in src/tools/contract.ts) with its places on the page turned into locators.
 */
export type ToolContract = Omit<ContractData, 'output' | 'stale'> & {
  output?: (page: Page) => Locator;
  stale?: StaleStep | null;
};

export type StaleStep = Omit<StaleData, 'input'> & {
  input?: (page: Page) => Locator;
};
