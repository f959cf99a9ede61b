/** PDF.js's parser, loaded as its "fake worker" inside our PDF worker (workers/pdf/pdfjs.ts); only its presence matters. */
declare module 'pdfjs-dist/build/pdf.worker.mjs' {
  export const WorkerMessageHandler: unknown;
}
