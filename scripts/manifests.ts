import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** Repository root (scripts → ..), with a trailing slash. */
const ROOT = fileURLToPath(new URL('../', import.meta.url));

/** A tool manifest's literal facts, as a script or a test runner reads them. */
export interface ManifestFacts {
  id: string;
  category: string;
  badge: string;
  order: number;
  takesText: boolean;
}

function field(source: string, name: string, file: string): string {
  const found = new RegExp(`^\\s*${name}: '?([a-z0-9-]+)'?,`, 'm').exec(source);
  if (!found) throw new Error(`${file}: no literal ${name}`);
  return found[1]!;
}

/**
 * Every tool's manifest (src/tools/<id>/tool.ts), in catalogue order: read as text with a regex, so that the build's
 * plugins and a test runner outside Vite never import app code (React, lucide) and need no import.meta.glob. A unit test
 * (manifests.test.ts) checks this reading agrees with the catalogue the site builds. `root` ends with a slash.
 */
export function readManifests(root = ROOT): ManifestFacts[] {
  const dir = `${root}src/tools`;
  return readdirSync(dir)
    .filter((name) => existsSync(`${dir}/${name}/tool.ts`))
    .map((name) => {
      const file = `src/tools/${name}/tool.ts`;
      const source = readFileSync(`${root}${file}`, 'utf8');
      const id = field(source, 'id', file);
      if (id !== name) throw new Error(`${file}: its id is '${id}', not its folder's name`);
      return {
        id,
        category: field(source, 'category', file),
        badge: field(source, 'badge', file),
        order: Number(field(source, 'order', file)),
        takesText: /^\s*takesText: true,/m.test(source),
      };
    })
    .sort((a, b) => a.order - b.order);
}
