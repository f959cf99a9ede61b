import type { ProgressFn } from './common';
import type { CsvToJsonOptions, CsvToJsonResult } from './csv';
import type { FormatJsonOptions, FormatJsonResult } from './json';
import type { JsonToCsvResult } from './jsonToCsv';
import type { XmlToJsonOptions, XmlToJsonResult } from './xml';

/**
 * The data jobs (run in workers/formats.worker.ts): JSON, CSV, XML and Markdown conversions. Each compute
 * module is imported on first use, so formatting JSON never downloads
 * papaparse, fast-xml-parser or marked. Input errors come back as typed
 * results ({ ok: false, error }); only real faults reject.
 */
export interface DataApi {
  formatJson(text: string, options: FormatJsonOptions, onProgress?: ProgressFn): Promise<FormatJsonResult>;
  csvToJson(text: string, options: CsvToJsonOptions, onProgress?: ProgressFn): Promise<CsvToJsonResult>;
  jsonToCsv(text: string, onProgress?: ProgressFn): Promise<JsonToCsvResult>;
  xmlToJson(text: string, options: XmlToJsonOptions, onProgress?: ProgressFn): Promise<XmlToJsonResult>;
  /** Raw (unsanitised) HTML in chunks; the main thread sanitises them. */
  markdownToHtmlChunks(markdown: string, onProgress?: ProgressFn): Promise<string[]>;
}

export const dataApi: DataApi = {
  formatJson: async (text, options, onProgress) => (await import('./json')).formatJson(text, options, onProgress),
  csvToJson: async (text, options, onProgress) => (await import('./csv')).csvToJson(text, options, onProgress),
  jsonToCsv: async (text, onProgress) => (await import('./jsonToCsv')).jsonToCsv(text, onProgress),
  xmlToJson: async (text, options, onProgress) => (await import('./xml')).xmlToJson(text, options, onProgress),
  markdownToHtmlChunks: async (markdown, onProgress) =>
    (await import('./markdown')).markdownToHtmlChunks(markdown, onProgress),
};
