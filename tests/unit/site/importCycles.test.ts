import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(__dirname, '../../..');
const IMPORT = /(?:import|export)\s(?!type\s)[^'"]*?from\s+['"]((?:\.|@workers\/)[^'"]+)['"]|import\(\s*['"]((?:\.|@workers\/)[^'"]+)['"]\s*\)|import\s+['"]((?:\.|@workers\/)[^'"]+)['"]/g;
/** Vite's import.meta.glob over relative paths (the catalogue gathers the tools' manifests with one). */
const GLOB = /import\.meta\.glob(?:<[^>]*>)?\(\s*['"](\.[^'"]+)['"]/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

/** The site's module graph: each file's relative imports, static and dynamic, type-only ones left out (erased). */
function moduleGraph(): Map<string, string[]> {
  const files = new Set([...sourceFiles(join(ROOT, 'src')), ...sourceFiles(join(ROOT, 'workers'))]);
  const resolve = (from: string, spec: string) => {
    // src/ names the workers' modules through the @workers/ alias (tsconfig.json's paths, vite.config.ts).
    const base = spec.startsWith('@workers/') ? join(ROOT, 'workers', spec.slice('@workers/'.length)) : normalize(join(dirname(from), spec));
    return [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')].find((p) => files.has(p));
  };
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const source = readFileSync(file, 'utf8');
    const deps = [...source.matchAll(IMPORT)].map((m) => resolve(file, m[1] ?? m[2] ?? m[3]!)).filter((p): p is string => !!p);
    for (const [, pattern] of source.matchAll(GLOB)) {
      const base = normalize(join(dirname(file), pattern!));
      const matches = new RegExp(`^${base.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]+')}$`);
      deps.push(...[...files].filter((p) => matches.test(p)));
    }
    graph.set(file, deps);
  }
  return graph;
}

/** Groups of files that import one another round a circle (Tarjan's strongly connected components, size > 1). */
function circles(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  let next = 0;
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) !== index.get(v)) return;
    const group: string[] = [];
    for (let w = stack.pop()!; ; w = stack.pop()!) {
      onStack.delete(w);
      group.push(relative(ROOT, w));
      if (w === v) break;
    }
    if (group.length > 1) found.push(group.sort());
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return found;
}

describe('the module graph', () => {
  it('has no import circle (src/ui never imports the catalogue, which imports the tools, which import src/ui)', () => {
    const graph = moduleGraph();
    expect(graph.size).toBeGreaterThan(300);
    // The alias is followed: a page reaches the worker module it names.
    expect(graph.get(join(ROOT, 'src/tools/recipe-builder/logic.ts'))).toContain(join(ROOT, 'workers/ops/registry.ts'));
    // The catalogue's glob reaches every tool's manifest, and each manifest its page.
    expect(graph.get(join(ROOT, 'src/catalog/tools.ts'))).toContain(join(ROOT, 'src/tools/base64/tool.ts'));
    expect(circles(graph)).toEqual([]);
  });

  it('finds a circle when there is one', () => {
    const graph = new Map([[join(ROOT, 'a.ts'), [join(ROOT, 'b.ts')]], [join(ROOT, 'b.ts'), [join(ROOT, 'a.ts')]], [join(ROOT, 'c.ts'), []]]);
    expect(circles(graph)).toEqual([['a.ts', 'b.ts']]);
  });
});
