import { expose, transfer } from 'comlink';
import { diffTexts, type DiffOptions, type DiffResult, type ProgressFn } from './text/diff';

export interface TextApi {
  diff(oldText: string, newText: string, options: DiffOptions, onProgress?: ProgressFn): Promise<DiffResult>;
}

const api: TextApi = {
  async diff(oldText, newText, options, onProgress) {
    const result = diffTexts(oldText, newText, options, onProgress);
    // The line indexes and marks can be large: hand their buffers over instead of copying.
    const buffers = [result.oldStarts, result.newStarts, result.blocks, result.oldMarks, result.newMarks].map((a) => a.buffer as ArrayBuffer);
    return transfer(result, buffers);
  },
};

expose(api);
