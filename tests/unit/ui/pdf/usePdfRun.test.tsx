// @vitest-environment jsdom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { describe, expect, it } from 'vitest';
import { createStore } from '@src/store';
import { usePdfRun, type PdfRunResult } from '@src/ui/pdf/usePdfRun';

(globalThis as unknown as { IS_REACT_ACT_ENVIRONMENT: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const RESULT: PdfRunResult = { outputs: [{ name: 'a.pdf', blob: new Blob(['%PDF']) }] };

/** The hook in a bare page with a store; `runner` is its latest answer. */
async function mount() {
  let runner: ReturnType<typeof usePdfRun> | null = null;
  function Probe() {
    runner = usePdfRun();
    return null;
  }
  const container = document.createElement('div');
  const root = createRoot(container);
  await act(async () => root.render(<Provider store={createStore({})}><Probe /></Provider>));
  return { runner: () => runner!, unmount: () => act(async () => root.unmount()) };
}

describe('usePdfRun: a change to the files drops only the results made before it', () => {
  it('keeps a result whose run started after the change, even when the page hears of the change later', async () => {
    const page = await mount();
    const changedAt = performance.now();
    await act(async () => {
      await page.runner().run(async () => RESULT);
    });
    expect(page.runner().result).toBe(RESULT);
    // Load example added its file, then ran at once: the file list's effect comes after the result.
    await act(async () => page.runner().dropResult(changedAt));
    expect(page.runner().result).toBe(RESULT);
    await page.unmount();
  });

  it('drops a result made before the change, and any result when no moment is given', async () => {
    const page = await mount();
    await act(async () => {
      await page.runner().run(async () => RESULT);
    });
    await act(async () => page.runner().dropResult(performance.now() + 1));
    expect(page.runner().result).toBeNull();
    await act(async () => {
      await page.runner().run(async () => RESULT);
    });
    await act(async () => page.runner().dropResult());
    expect(page.runner().result).toBeNull();
    await page.unmount();
  });
});
