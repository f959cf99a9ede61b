// @vitest-environment jsdom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useLayoutLive, useRouteContentLive } from '@src/lib/appLive';
import { InputRehearsal } from '@src/ui/InputRehearsal';

(globalThis as unknown as { IS_REACT_ACT_ENVIRONMENT: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Page() {
  useLayoutLive();
  useRouteContentLive();
  return <InputRehearsal />;
}

const until = async (check: () => boolean) => {
  for (let i = 0; i < 100 && !check(); i++) await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  return check();
};

describe('InputRehearsal', () => {
  it('renders nothing on the server', () => expect(renderToString(<InputRehearsal />)).toBe(''));

  it('once the page is live and idle: a hidden, inert field that React hears a keystroke in, then nothing', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    const seen: HTMLInputElement[] = [];
    new MutationObserver((records) => records.forEach((r) => r.addedNodes.forEach((n) => n instanceof HTMLInputElement && seen.push(n))))
      .observe(container, { childList: true, subtree: true });
    const root = createRoot(container);
    await act(() => root.render(<Page />));
    expect(container.innerHTML).toBe('');
    expect(await until(() => seen.length > 0)).toBe(true);
    const field = seen[0]!;
    expect(field.hasAttribute('inert')).toBe(true);
    expect(field.getAttribute('aria-hidden')).toBe('true');
    expect(field.tabIndex).toBe(-1);
    // Gone only after React's onChange took the typed text: a keystroke React never heard would leave it there.
    expect(await until(() => !field.isConnected)).toBe(true);
    expect(field.value).toBe('1');
    expect(container.innerHTML).toBe('');
    act(() => root.unmount());
  });
});
