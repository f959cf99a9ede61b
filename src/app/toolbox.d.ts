/**
 * The page API: `window.toolbox`, on every page of the site once it is live (the `toolbox:ready` event says when).
 * It runs the site's operations in the site's own workers, with the same limits and error codes as the tool pages,
 * and nothing it does leaves the browser. Copy this file into a project that drives the site (Playwright, a console
 * script) for the types. See the README, "The page API".
 */

export type ToolboxValue = string | Uint8Array;
export type ToolboxInput = string | Uint8Array | ArrayBuffer | Blob;
export type ToolboxOptionValue = string | number | boolean;

export type ToolboxOption =
  | { key: string; label: string; type: 'choice'; default: string; choices: { value: string; label: string }[] }
  | { key: string; label: string; type: 'boolean'; default: boolean }
  | { key: string; label: string; type: 'text'; default: string; maxLength: number }
  | { key: string; label: string; type: 'number'; default: number; min: number; max: number; step: number };

export interface ToolboxOperation {
  /** What `run` takes, e.g. "jsonFormat", "sha256", "sortLines". */
  id: string;
  /** Its name and one-line description in the page's language. */
  name: string;
  description: string;
  group: 'text' | 'lines' | 'encoding' | 'data' | 'code' | 'hash';
  /** 'bytes' also takes text, as its UTF-8 bytes. */
  input: 'text' | 'bytes';
  output: 'text' | 'bytes';
  options: ToolboxOption[];
}

/** Where a job's time went, in milliseconds (also in the `detail` of its `toolbox:<operation>` performance measure). */
export interface ToolboxTimings {
  /** Before its message left the page (a worker to spawn). */
  queued: number;
  /** The message's way into the worker (structured clone, the worker's queue). */
  transferIn: number;
  /** The worker's own run. */
  worker: number;
  /** The answer's way back. */
  transferOut: number;
  total: number;
}

export interface ToolboxResult {
  output: ToolboxValue;
  kind: 'text' | 'bytes';
  /** UTF-8 bytes of a text, the length of bytes. */
  bytesIn: number;
  bytesOut: number;
  timings: ToolboxTimings;
}

export interface ToolboxRunOptions {
  signal?: AbortSignal;
}

export interface ToolboxStep {
  op: string;
  options?: Record<string, ToolboxOptionValue>;
}

/**
 * What a failed call rejects with: `code` is the tool pages' error key ("data.invalidJson", "base64.invalidChar",
 * "cancelled", "timeout", "unknownOperation", …), `message` its sentence in the page's language.
 */
export interface ToolboxError extends Error {
  name: 'ToolboxError';
  code: string;
  /** The failing step of a recipe (0-based). */
  step?: number;
  /** Where in the input, when known (1-based). */
  at?: { line: number; column: number };
  /** The library's own words (English). */
  detail?: string;
}

export type ToolboxImageFormat = 'image/jpeg' | 'image/webp' | 'image/avif' | 'image/png';

export type ToolboxImageEffort = 'fast' | 'small';

export interface ToolboxCompressOptions {
  /** Default 'image/jpeg' (MozJPEG); 'auto' picks the smallest. */
  format?: ToolboxImageFormat | 'auto';
  /** 1..100, default 75. */
  quality?: number;
  maxWidth?: number;
  maxHeight?: number;
  /** "At most N bytes": the best quality under it. */
  targetBytes?: number;
  /** Keep the capture date and camera (JPEG out); location never. */
  keepMetadata?: boolean;
  /** JPEG of photos over 4 MP: 'fast' (default, one baseline pass) or 'small' (progressive, full search: 5-15 % smaller, ~2× the time). */
  effort?: ToolboxImageEffort;
}

export interface ToolboxResizeOptions {
  /** Either a percentage of each image's size, or a box (kept in proportion unless `keepAspect` is false). */
  percent?: number;
  width?: number;
  height?: number;
  keepAspect?: boolean;
  format?: ToolboxImageFormat | 'auto';
  quality?: number;
  keepMetadata?: boolean;
  effort?: ToolboxImageEffort;
}

export interface ToolboxImageResult {
  blob: Blob;
  width: number;
  height: number;
  sourceWidth: number;
  sourceHeight: number;
  codec: 'mozjpeg' | 'webp' | 'avif' | 'oxipng';
  quality: number;
  bytesIn: number;
  bytesOut: number;
  /** total: the call; encode: the encoder(s) alone, every attempt included. */
  timings: { total: number; encode: number };
}

export interface ToolboxApi {
  /** The site's version. */
  version: string;
  /** Every operation, from the one operation table the tool pages and the recipe builder use. */
  operations(): Promise<ToolboxOperation[]>;
  /** One operation on an input; options left out take their defaults. */
  run(id: string, input: ToolboxInput, options?: Record<string, ToolboxOptionValue>, runOptions?: ToolboxRunOptions): Promise<ToolboxResult>;
  /** Several operations in a row, in one worker (the recipe builder's engine). */
  recipe(steps: ToolboxStep[], input: ToolboxInput, runOptions?: ToolboxRunOptions): Promise<ToolboxResult>;
  /**
   * The image tools' jobs on one file (JPEG, PNG, WebP, AVIF, GIF, BMP, HEIC; up to 10 MB as on the pages), in the
   * image workers. Errors: 'mustBeImage', 'tooLarge', 'IMAGE_DECODE_FAILED', 'IMAGE_TRUNCATED', 'IMAGE_TOO_MANY_PIXELS',
   * 'IMAGE_TARGET_UNREACHABLE', 'IMAGE_CODEC_UNAVAILABLE', 'cancelled', 'timeout'.
   */
  image: {
    compress(file: Blob, options?: ToolboxCompressOptions, runOptions?: ToolboxRunOptions): Promise<ToolboxImageResult>;
    resize(file: Blob, options: ToolboxResizeOptions, runOptions?: ToolboxRunOptions): Promise<ToolboxImageResult>;
  };
}

declare global {
  interface Window {
    toolbox?: ToolboxApi;
  }
  interface WindowEventMap {
    'toolbox:ready': CustomEvent<{ version: string }>;
  }
}
