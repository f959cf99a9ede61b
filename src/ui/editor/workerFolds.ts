import { ChangeSet, StateField, type ChangeDesc, type EditorState } from '@codemirror/state';
import { ViewPlugin, type EditorView, type ViewUpdate } from '@codemirror/view';
import { foldService } from '@codemirror/language';
import { editorJobs, type DocChange, type FoldLanguage } from '../../lib/jobs/editor';
import { insertedString, knownString } from './docStrings';
import { afterPaint, nextTask } from '../../lib/nextTask';
import { setWorkerFolds as setFolds } from './foldEffects';

/**
 * Folding for documents too large for the Lezer parsers: the worker keeps a copy of the document (sent once, then
 * kept up to date with each edit's changes) and finds every foldable block in it. The ranges come back as one
 * Int32Array and stay in the positions of the version they were computed on; a lookup maps the line into those
 * positions and the range found back out through the edits made since, so an edit never touches 100,000 ranges.
 */
interface Folds {
  /** Flat [from, to, from, to, …], sorted by from, in the positions of the document before `since`. */
  ranges: Int32Array;
  since: ChangeDesc;
  /** `since` inverted, made on the first lookup after an edit (the fold gutter asks once per visible line). */
  back?: ChangeDesc;
}


const foldsField = StateField.define<Folds | null>({
  create: () => null,
  update(value, tr) {
    for (const effect of tr.effects) if (effect.is(setFolds)) return { ranges: effect.value, since: ChangeSet.empty(tr.state.doc.length).desc };
    if (!value || !tr.docChanged) return value;
    return { ranges: value.ranges, since: value.since.composeDesc(tr.changes.desc) };
  },
});

/** Index of the first range whose `from` is at or after `pos`. */
function firstFrom(ranges: Int32Array, pos: number): number {
  let lo = 0;
  let hi = ranges.length / 2;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (ranges[mid * 2]! < pos) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

function foldAt(state: EditorState, lineStart: number, lineEnd: number): { from: number; to: number } | null {
  const folds = state.field(foldsField, false);
  if (!folds) return null;
  const back = (folds.back ??= folds.since.invertedDesc);
  const start = back.mapPos(lineStart, -1);
  const end = back.mapPos(lineEnd, 1);
  const { ranges } = folds;
  for (let i = firstFrom(ranges, start); i < ranges.length / 2 && ranges[i * 2]! <= end; i += 1) {
    const from = folds.since.mapPos(ranges[i * 2]!, 1);
    const to = folds.since.mapPos(ranges[i * 2 + 1]!, -1);
    if (from >= lineStart && from <= lineEnd && to > lineEnd) return { from, to };
  }
  return null;
}

let nextDocId = 0;
/** Pause after the last edit before the worker looks for blocks again. */
const REFOLD_MS = 400;
/**
 * Characters per message to the worker. Sent whole, a 10 MiB document (or a 10 MiB paste) was one task of 150-180 ms:
 * the text written out, copied into the message and collected after. A slice a task keeps each under 10 ms.
 */
const SEND_CHARS = 1 << 20;

/** Sends `text` to the worker as an insertion at `at` of the document `id`, one slice a task. */
async function sendSliced(id: string, at: number, slice: (from: number, to: number) => string, length: number): Promise<void> {
  for (let from = 0; from < length; from += SEND_CHARS) {
    const to = Math.min(length, from + SEND_CHARS);
    await editorJobs.change(id, [[at + from, at + from, slice(from, to)]]);
    if (to < length) await nextTask();
  }
}

/** Worker folding for `language`. */
export function workerFolds(language: FoldLanguage) {
  const plugin = ViewPlugin.fromClass(
    class {
      id = `doc${(nextDocId += 1)}`;
      version = 0;
      timer: ReturnType<typeof setTimeout> | undefined;
      opened: Promise<unknown>;
      destroyed = false;
      constructor(readonly view: EditorView) {
        // The document as it is now (a Text never changes): edits made meanwhile follow it, in order.
        const doc = view.state.doc;
        const known = knownString(doc);
        this.opened = editorJobs.open(this.id, '')
          .then(() => sendSliced(this.id, 0, (from, to) => (known !== undefined ? known.slice(from, to) : doc.sliceString(from, to)), doc.length));
        this.refold(0);
      }
      update(update: ViewUpdate) {
        if (!update.docChanged) return;
        const known = update.transactions.length === 1 ? update.transactions[0]!.annotation(insertedString) : undefined;
        const changes: DocChange[] = [];
        let large: { at: number; text: string } | null = null;
        update.changes.iterChanges((fromA, toA, _fromB, _toB, inserted) => {
          // One large insertion (a paste, the rest of a result): the range goes now, its text in slices after.
          if (known !== undefined && known.length > SEND_CHARS) {
            changes.push([fromA, toA, '']);
            large = { at: fromA, text: known };
          } else {
            changes.push([fromA, toA, known ?? inserted.toString()]);
          }
        });
        const big = large as { at: number; text: string } | null;
        // Told after the keystroke's frame: posted in the keystroke's own task, it held that frame back.
        this.opened = this.opened
          .then(afterPaint)
          .then(() => editorJobs.change(this.id, changes))
          .then(() => big && sendSliced(this.id, big.at, (from, to) => big.text.slice(from, to), big.text.length))
          .catch(() => undefined);
        this.refold(REFOLD_MS);
      }
      refold(delay: number) {
        clearTimeout(this.timer);
        const version = (this.version += 1);
        this.timer = setTimeout(() => {
          void this.opened
            .then(() => editorJobs.folds(this.id, language))
            .then((ranges) => {
              // A newer edit is on its way to the worker: these ranges are not this document's.
              if (this.destroyed || version !== this.version) return;
              this.view.dispatch({ effects: setFolds.of(ranges) });
            })
            .catch(() => undefined);
        }, delay);
      }
      destroy() {
        this.destroyed = true;
        clearTimeout(this.timer);
        void this.opened.then(() => editorJobs.close(this.id)).catch(() => undefined);
      }
    },
  );
  return [foldsField, plugin, foldService.of(foldAt)];
}
