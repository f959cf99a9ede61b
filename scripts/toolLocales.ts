import { readFileSync } from 'node:fs';
import type { Operation } from '../workers/ops/schema.ts';
import { readManifests } from './manifests.ts';

/**
 * Where a tool's texts are written and where the site reads them (the build's plugin, scripts/vite-tool-locales.ts,
 * and the tests that read locale files as the site sees them).
 */

export type Json = Record<string, unknown>;
export type OperationLookup = (id: string) => Operation | undefined;

export const readJson = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Json;

/** The operation ids a tool's manifest names (`operations: ['sortLines']`), read as text like scripts/manifests.ts. */
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
export function operationLabels(opIds: readonly string[], ops: Json, getOperation: OperationLookup): Json | undefined {
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
 * The catalog namespace as the site reads it: locales/<lng>/catalog.json (categories, badges) plus every tool's name
 * and line, which each tool keeps in its own locale file (`catalog: { title, description }`), in catalogue order.
 * `root` ends with a slash.
 */
export function catalogLocale(root: string, lng: string): Json {
  const tools: Json = {};
  for (const { id } of readManifests(root)) {
    const entry = readJson(`${root}locales/${lng}/tools/${id}.json`).catalog;
    if (!entry) throw new Error(`locales/${lng}/tools/${id}.json has no catalog entry (title, description)`);
    tools[id] = entry;
  }
  return { ...readJson(`${root}locales/${lng}/catalog.json`), tools };
}
