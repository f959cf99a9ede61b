import { expose } from 'comlink';
import { sampleBytes, sampleDiffTexts, sampleJson, sampleLines } from './bench/inputs';
import { benchPhoto } from './bench/photo';

/**
 * The device benchmark's inputs (/bench), made here rather than on the page's thread: 100 MiB of bytes or a 12 MP
 * photo built there would freeze the page. Nothing here is timed; the site's own workers then do the timed work.
 */
export interface BenchInputsApi {
  lines(size: number): string;
  json(size: number): string;
  diffTexts(size: number): { a: string; b: string };
  /** A Blob travels by reference: the bytes stay in the browser's blob store. */
  bytes(size: number): Blob;
  photo(width: number, height: number): Promise<Blob>;
}

const api: BenchInputsApi = {
  lines: sampleLines,
  json: sampleJson,
  diffTexts: sampleDiffTexts,
  bytes: sampleBytes,
  photo: benchPhoto,
};

expose(api);
