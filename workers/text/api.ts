import { transfer } from 'comlink';
import { diffTexts, type DiffOptions, type DiffResult, type ProgressFn } from './diff';
import { runTextOp, type TextOpName, type TextOpOptions, type TextOpResult } from './ops';

export interface TextApi {
  diff(oldText: string, newText: string, options: DiffOptions, onProgress?: ProgressFn): Promise<DiffResult>;
  /** One text tool's operation on a large input (workers/text/ops.ts). */
  op<K extends TextOpName>(op: K, text: string, options: TextOpOptions<K>, onProgress?: ProgressFn): Promise<TextOpResult<K>>;
}

/** The text worker's API as a plain object, so unit tests call exactly what the worker exposes. */
export const textApi: TextApi = {
  async diff(oldText, newText, options, onProgress) {
    const result = diffTexts(oldText, newText, options, onProgress);
    // The line indexes and marks can be large: hand their buffers over instead of copying.
    const buffers = [result.oldStarts, result.newStarts, result.blocks, result.oldMarks, result.newMarks].map((a) => a.buffer as ArrayBuffer);
    return transfer(result, buffers);
  },
  async op(op, text, options, onProgress) {
    // The operations are single engine passes with no natural midpoint; progress marks start and end.
    void onProgress?.(0.05);
    const result = runTextOp(op, text, options);
    void onProgress?.(1);
    return result;
  },
};
