import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export type Lng = 'en' | 'zh' | 'es';

/**
 * A tool's example as its locale file holds it (`example`: a string, or an object of strings), read from disk so
 * tests never import the app's locale bundles. Tools load the example in the visitor's language from there.
 */
export function toolExample<T = string>(tool: string, lng: Lng = 'en'): T {
  // From the repository root (both runners start there): under jsdom, import.meta.url is not a file URL.
  const file = join(process.cwd(), 'locales', lng, 'tools', `${tool}.json`);
  const locale = JSON.parse(readFileSync(file, 'utf8')) as { example?: T };
  if (locale.example === undefined) throw new Error(`locales/${lng}/tools/${tool}.json has no example`);
  return locale.example;
}
