import { StateEffect } from '@codemirror/state';

/**
 * The worker's fold ranges arriving (./workerFolds.ts, in the large-document chunk). Defined here, in the editor's
 * core, so the fold gutter can redraw its markers when they arrive: it watches the syntax tree, not other sources.
 */
export const setWorkerFolds = StateEffect.define<Int32Array>();
