import { localeTexts } from './locales';
import type { CatalogTexts } from '@src/catalog/search';

/** Every language's catalogue texts, English first: a search matches any language, whatever the interface's. */
export const CATALOGS = ['en', 'zh', 'es'].map((lng) => localeTexts(lng, 'catalog')) as unknown as CatalogTexts[];
export const [EN_CATALOG, ZH_CATALOG] = CATALOGS as [CatalogTexts, CatalogTexts, CatalogTexts];

/**
 * Part of the real catalogue, in this order (an order rankTools must not change), across categories: enough for
 * titles, slugs, descriptions and category names to compete. The first three are the text tools.
 */
export const SAMPLE_TOOLS = (
  [
    ['case-converter', 'text'],
    ['word-counter', 'text'],
    ['lorem-ipsum', 'text'],
    ['csv-to-json', 'converter'],
    ['json-to-csv', 'converter'],
    ['xml-to-json', 'converter'],
    ['unit-converter', 'converter'],
    ['json-formatter', 'developer'],
    ['password-generator', 'generator'],
    ['password-strength-checker', 'security'],
    ['qr-generator', 'generator'],
    ['loan-calculator', 'finance'],
  ] as const
).map(([id, category]) => ({ id, category }));
