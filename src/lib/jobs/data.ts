import type { DataApi } from '@workers/data/api';
import { WorkerClient, type JobOptions, progressProxy } from './client';
import type { CsvToJsonOptions, CsvToJsonResult } from '@workers/data/csv';
import type { FormatJsonOptions, FormatJsonResult } from '@workers/data/json';
import type { JsonToCsvResult } from '@workers/data/jsonToCsv';
import type { XmlToJsonOptions, XmlToJsonResult } from '@workers/data/xml';

export type { DataError, DataErrorKey, Snippet } from '@workers/data/common';
export type { CsvToJsonOptions, CsvToJsonResult, CsvWarning } from '@workers/data/csv';
export type { DuplicateKey, DuplicateReport, FormatJsonOptions, FormatJsonResult, JsonIndent, JsonMode } from '@workers/data/json';
export type { JsonToCsvResult } from '@workers/data/jsonToCsv';
export type { XmlToJsonOptions, XmlToJsonResult } from '@workers/data/xml';

/** What a data tool says about a DataError: a key in the tool's namespace and its values. */
export interface DataErrorMessage {
  key: string;
  values?: Record<string, number>;
}

/** One module worker for every data tool (json-formatter, csv-to-json, json-to-csv, xml-to-json, markdown-to-html). */
const client = new WorkerClient<DataApi>(
  () => new Worker(new URL('../../../workers/formats.worker.ts', import.meta.url), { type: 'module', name: 'data' }),
);

export const dataJobs = {
  formatJson: (text: string, options: FormatJsonOptions, { onProgress, ...run }: JobOptions = {}) =>
    client.run<FormatJsonResult>((api) => api.formatJson(text, options, progressProxy(onProgress)), run),
  csvToJson: (text: string, options: CsvToJsonOptions, { onProgress, ...run }: JobOptions = {}) =>
    client.run<CsvToJsonResult>((api) => api.csvToJson(text, options, progressProxy(onProgress)), run),
  jsonToCsv: (text: string, { onProgress, ...run }: JobOptions = {}) =>
    client.run<JsonToCsvResult>((api) => api.jsonToCsv(text, progressProxy(onProgress)), run),
  xmlToJson: (text: string, options: XmlToJsonOptions, { onProgress, ...run }: JobOptions = {}) =>
    client.run<XmlToJsonResult>((api) => api.xmlToJson(text, options, progressProxy(onProgress)), run),
  /** Raw, UNSANITISED HTML chunks: pass them through sanitizeHtmlChunks (src/lib/markdown.ts) before any use. */
  markdownToHtmlChunks: (markdown: string, { onProgress, ...run }: JobOptions = {}) =>
    client.run<string[]>((api) => api.markdownToHtmlChunks(markdown, progressProxy(onProgress)), run),
  cancel: () => client.terminate(),
};
