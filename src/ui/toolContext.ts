import { createContext, useContext } from 'react';

/**
 * What ToolLayout tells the shared pieces inside a tool page: which tool this is, and the page's
 * main input (the first shared big-text field), so "Add to a recipe" can take the input along.
 */
export interface ToolPageContext {
  toolId: string;
  mainInput: { owner: string | null; value: string };
}

export const ToolContext = createContext<ToolPageContext | null>(null);

export function useToolPage(): ToolPageContext | null {
  return useContext(ToolContext);
}
