import { readFileSync } from 'node:fs';
import { runnerImport, type Plugin } from 'vite';
import type { Operation } from '../workers/ops/schema.ts';

type Lookup = (id: string) => Operation | undefined;

type Json = Record<string, unknown>;

const TOOL_LOCALE = /\/locales\/([^/]+)\/tools\/([^/.]+)\.json$/;

/** The operation ids a tool's manifest names (`operations: ['sortLines']`), read as text like tests/shared/manifests.ts. */
export function manifestOperations(manifestSource: string): string[] {
  const list = /^\s*operations: \[([^\]]*)\],/m.exec(manifestSource);
  return list ? [...list[1]!.matchAll(/'([A-Za-z0-9]+)'/g)].map((m) => m[1]!) : [];
}

function lookup(tree: Json, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Json)[part] : undefined), tree);
}

function put(tree: Json, key: string, value: unknown): void {
  const parts = key.split('.');
  let node = tree;
  for (const part of parts.slice(0, -1)) node = (node[part] ??= {}) as Json;
  node[parts.at(-1)!] = value;
}

/**
 * The labels of these operations' options and choices, out of the ops namespace (`{ options: {…}, choices: {…} }`,
 * only the keys they use); undefined when they have none. Throws on an unknown operation or a missing label, so a
 * build never ships a page with a raw key.
 */
export function operationLabels(opIds: readonly string[], ops: Json, getOperation: Lookup): Json | undefined {
  const out: Json = {};
  for (const id of opIds) {
    const op = getOperation(id);
    if (!op) throw new Error(`unknown operation "${id}"`);
    for (const spec of op.options) {
      for (const key of [spec.label, ...(spec.type === 'choice' ? spec.choices.map((c) => c.label) : [])]) {
        const text = lookup(ops, key);
        if (typeof text !== 'string') throw new Error(`ops.json has no "${key}" (operation ${id})`);
        put(out, key, text);
      }
    }
  }
  return Object.keys(out).length ? out : undefined;
}

/**
 * A tool page draws its operations' options from their schema with the labels the recipe builder shows: written once,
 * in locales/<lng>/ops.json, and copied here into the tool's own locale module (as `ops`), so the page loads no second
 * namespace and carries only its own operations' labels.
 */
export function opLabelsPlugin(root: string): Plugin {
  // The registry is TypeScript among the workers' modules: Vite's module runner reads it, without this config (no
  // plugins, so no recursion), once per build.
  let registry: Promise<Lookup> | undefined;
  const operations = () =>
    (registry ??= runnerImport<{ getOperation: Lookup }>(`${root}workers/ops/registry.ts`, { configFile: false, logLevel: 'error' })
      .then(({ module }) => module.getOperation));
  return {
    name: 'toolbox-op-labels',
    enforce: 'pre',
    async transform(code, id) {
      const found = TOOL_LOCALE.exec(id.split('?')[0]!);
      if (!found) return null;
      const [, lng, tool] = found;
      const manifest = `${root}src/tools/${tool}/tool.ts`;
      const opsFile = `${root}locales/${lng}/ops.json`;
      this.addWatchFile(manifest);
      this.addWatchFile(opsFile);
      const labels = operationLabels(manifestOperations(readFileSync(manifest, 'utf8')), JSON.parse(readFileSync(opsFile, 'utf8')) as Json, await operations());
      if (!labels) return null;
      return { code: JSON.stringify({ ...(JSON.parse(code) as Json), ops: labels }), map: null };
    },
  };
}
