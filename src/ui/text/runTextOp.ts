import { notifyJobError } from '../jobMessages';
import { notifyStock } from '../notify';

interface TextRun<R> {
  /** Nothing to work on (each tool says what that is: no text, or only blanks). */
  empty: boolean;
  /** Cancels the job and drops the result: with no input, the previous result is not this input's. */
  reset: () => void;
  compute: () => Promise<R>;
  /** Shows the result and says so. */
  show: (result: R) => void;
}

/** A text tool's run: the stock "enter some text" when there is nothing to work on, the job's error as a toast. */
export async function runTextOp<R>({ empty, reset, compute, show }: TextRun<R>): Promise<void> {
  if (empty) {
    reset();
    notifyStock('enterText');
    return;
  }
  try {
    show(await compute());
  } catch (err) {
    notifyJobError(err);
  }
}
