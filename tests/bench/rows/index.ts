import type { BenchRow } from '../harness';
import { hashRows } from './hash';
import { imageRows } from './image';
import { codecRows } from './codecs';
import { heicRows } from './heic';
import { jpegEffortRows } from './jpegEffort';
import { workerToolRows } from './worker-tools';
import { textToolRows } from './text-tools';
import { base64Rows } from './base64';
import { firstPaintRows } from './first-paint';
import { recipeRows } from './recipe';
import { editorRows } from './editor';
import { interactionRows } from './interaction';
import { pageApiRows } from './page-api';
import { deviceBenchRows } from './deviceBench';
import { userTimingRows } from './user-timing';
import { pdfRows } from './pdf';
import { pdfToolRows } from './pdfTools';

/**
 * Every benchmark row, in table order. A new tool adds a module here that
 * exports BenchRow objects ({ name, sizeBytes, runUi(page), runRaw(page), … }).
 */
export const ROWS: BenchRow[] = [...hashRows, ...imageRows, ...heicRows, ...codecRows, ...jpegEffortRows, ...pdfRows, ...pdfToolRows, ...workerToolRows, ...pageApiRows, ...userTimingRows, ...textToolRows, ...base64Rows, ...recipeRows, ...editorRows, ...firstPaintRows, ...interactionRows, ...deviceBenchRows];
