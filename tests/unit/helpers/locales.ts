import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { catalogLocale } from '../../../scripts/toolLocales';

/**
 * A namespace's texts as the site ships them (`locales/<lng>/<ns>.json`; `ns` may be `tools/<slug>`): the catalog
 * namespace with every tool's name and line, which the build gathers from the tools' own locale files.
 */
export function localeTexts(lng: string, ns: string): Record<string, unknown> {
  if (ns === 'catalog') return catalogLocale(join(__dirname, '../../../'), lng);
  return JSON.parse(readFileSync(join(__dirname, '../../../locales', lng, `${ns}.json`), 'utf8')) as Record<string, unknown>;
}
