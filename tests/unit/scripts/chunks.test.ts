import { describe, expect, it } from 'vitest';
import { chunkFor } from '../../../scripts/chunks';

/** A module graph as the bundler reports it: each module with the modules that statically import it. */
function graph(edges: Record<string, string[]>) {
  const importers = new Map<string, string[]>();
  for (const [from, imports] of Object.entries(edges)) {
    for (const to of imports) importers.set(to, [...(importers.get(to) ?? []), from]);
  }
  return { getModuleInfo: (id: string) => ({ importers: importers.get(id) ?? [] }) };
}

const G = graph({
  '/app/src/main.tsx': ['/app/src/lib/nextTask.ts'],
  '/app/node_modules/react-dom/client.js': ['/app/node_modules/react/index.js'],
  '/app/src/store/index.ts': ['/app/node_modules/react/index.js', '/app/src/store/slice.ts'],
  '/app/src/lib/i18n.ts': ['/app/src/store/slice.ts', '/app/src/lib/locales.ts'],
  '/app/src/start.tsx': ['/app/src/lib/nextTask.ts', '/app/src/lib/i18n.ts', '/app/src/app/Header.tsx', '/app/src/ui/Button.tsx'],
  '/app/src/app/Header.tsx': ['/app/node_modules/lucide-react/icons/search.js', '/app/src/ui/Button.tsx'],
  '/app/src/tools/json/index.tsx': ['/app/src/ui/ToolLayout.tsx', '/app/src/ui/Button.tsx', '/app/src/lib/json.ts'],
  '/app/src/ui/ToolLayout.tsx': ['/app/src/lib/progress.ts', '/app/src/ui/Button.tsx'],
  '/app/src/lib/progress.ts': ['/app/src/ui/ImageResultCard.tsx'],
  '/app/src/ui/ImageResultCard.tsx': ['/app/src/ui/ToolLayout.tsx'],
  '/app/src/tools/loan/index.tsx': ['/app/src/lib/intlFormat.ts'],
});

describe('chunkFor', () => {
  it.each([
    ['what the entry imports stays with it', '/app/src/lib/nextTask.ts', null],
    ['React is the first step (store and i18n reach it too)', '/app/node_modules/react/index.js', 'react'],
    ['the store and what only it reaches', '/app/src/store/slice.ts', 'store'],
    ['i18n and what only it reaches', '/app/src/lib/locales.ts', 'i18n'],
    ['the shell: start and everything it imports statically', '/app/src/app/Header.tsx', 'shell'],
    ['an icon of the shell', '/app/node_modules/lucide-react/icons/search.js', 'shell'],
    ['a src/ui piece the shell uses', '/app/src/ui/Button.tsx', 'shell'],
    ['the toolkit', '/app/src/ui/ToolLayout.tsx', 'toolkit'],
    ['what the toolkit imports, even an image piece that imports the toolkit back', '/app/src/ui/ImageResultCard.tsx', 'toolkit'],
    ['a tool of its own', '/app/src/tools/json/index.tsx', null],
    ['what one tool alone imports', '/app/src/lib/json.ts', null],
    ['a shared leaf of src/lib, even when only tools import it', '/app/src/lib/intlFormat.ts', 'toolkit'],
  ])('%s', (_what, id, chunk) => {
    expect(chunkFor(id, G)).toBe(chunk);
  });
});
