import { pdfJobs } from '../../src/lib/jobs/pdf';

/**
 * The bench's way into the PDF worker: the job client the tool pages use (src/lib/jobs/pdf.ts, comlink, the real
 * worker bundle), built on its own by tests/bench/pdfBundle.ts and put on window, so the rows time the worker with no
 * page UI around it.
 */
(window as unknown as { __benchPdf: typeof pdfJobs }).__benchPdf = pdfJobs;
