/** What only large documents (and CSV) need: loaded when the first one arrives. */
export { viewportHighlight } from './viewportHighlight';
export { workerFolds } from './workerFolds';
