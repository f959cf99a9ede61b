import { expose } from 'comlink';
import type { ProgressFn } from './data/common';
import type { CsvToJsonOptions, CsvToJsonResult } from './data/csv';
import type { FormatJsonOptions, FormatJsonResult } from './data/json';
import type { JsonToCsvResult } from './data/jsonToCsv';
import type { XmlToJsonOptions, XmlToJsonResult } from './data/xml';

/**
 * The data worker: JSON, CSV, XML and Markdown conversions. Each compute
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

const api: DataApi = {
  formatJson: async (text, options, onProgress) => (await import('./data/json')).formatJson(text, options, onProgress),
  csvToJson: async (text, options, onProgress) => (await import('./data/csv')).csvToJson(text, options, onProgress),
  jsonToCsv: async (text, onProgress) => (await import('./data/jsonToCsv')).jsonToCsv(text, onProgress),
  xmlToJson: async (text, options, onProgress) => (await import('./data/xml')).xmlToJson(text, options, onProgress),
  markdownToHtmlChunks: async (markdown, onProgress) =>
    (await import('./data/markdown')).markdownToHtmlChunks(markdown, onProgress),
};

expose(api);
