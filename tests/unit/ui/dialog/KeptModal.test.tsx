// @vitest-environment jsdom
import { act, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { KeptModal } from '@src/ui/dialog/KeptModal';
import { lockScroll } from '@src/ui/dialog/scrollLock';

(globalThis as unknown as { IS_REACT_ACT_ENVIRONMENT: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe('lockScroll', () => {
  afterEach(() => document.documentElement.removeAttribute('style'));

  it('hides the root overflow until the last of nested locks is released, then puts back what was there', () => {
    document.documentElement.style.overflow = 'scroll';
    const outer = lockScroll();
    const inner = lockScroll();
    expect(document.documentElement.style.overflow).toBe('hidden');
    inner();
    expect(document.documentElement.style.overflow).toBe('hidden');
    // Releasing twice does not release another lock.
    inner();
    expect(document.documentElement.style.overflow).toBe('hidden');
    outer();
    expect(document.documentElement.style.overflow).toBe('scroll');
  });
});

describe('KeptModal', () => {
  let host: HTMLDivElement;
  let root: Root;
  const events: string[] = [];
  let setOpen: (open: boolean) => void = () => {};
  let renders = 0;

  function Body() {
    renders += 1;
    return (
      <>
        <input aria-label="first" data-autofocus />
        <button type="button">second</button>
      </>
    );
  }
  const body = <Body />;

  function Harness() {
    const [open, set] = useState(false);
    setOpen = set;
    return (
      <>
        <button type="button" id="opener">opener</button>
        <KeptModal
          open={open}
          onOpenChange={(next) => {
            events.push(`change:${next}`);
            set(next);
          }}
          onOpened={() => events.push('opened')}
          onClosed={() => {
            events.push('closed');
            document.getElementById('opener')?.focus();
          }}
          aria-label="Kept"
        >
          {body}
        </KeptModal>
      </>
    );
  }

  beforeEach(() => {
    events.length = 0;
    renders = 0;
    host = document.createElement('div');
    document.body.append(host);
    root = createRoot(host);
    act(() => root.render(<Harness />));
  });
  afterEach(() => {
    act(() => root.unmount());
    host.remove();
    document.documentElement.removeAttribute('style');
  });

  const dialog = () => host.querySelector<HTMLElement>('[role="dialog"]')!;
  const key = (key: string, shiftKey = false) =>
    act(() => {
      (document.activeElement ?? document.body).dispatchEvent(new KeyboardEvent('keydown', { key, shiftKey, bubbles: true, cancelable: true }));
    });

  it('stays in the page while closed, hidden; opening shows it, focuses its field and locks the page, without re-rendering its content', () => {
    expect(dialog().getAttribute('aria-modal')).toBe('true');
    expect(dialog().parentElement!.hidden).toBe(true);
    expect(renders).toBe(1);
    act(() => setOpen(true));
    expect(dialog().parentElement!.hidden).toBe(false);
    expect(dialog().dataset.state).toBe('open');
    expect(document.activeElement).toBe(host.querySelector('input'));
    expect(document.documentElement.style.overflow).toBe('hidden');
    expect(events).toEqual(['opened']);
    expect(renders).toBe(1);
  });

  it('Escape closes it: hidden, page unlocked, focus handed back', () => {
    act(() => setOpen(true));
    key('Escape');
    expect(events).toEqual(['opened', 'change:false', 'closed']);
    expect(dialog().parentElement!.hidden).toBe(true);
    expect(document.documentElement.style.overflow).toBe('');
    expect(document.activeElement?.id).toBe('opener');
  });

  it('Tab and Shift+Tab cycle through its controls and never leave it', () => {
    act(() => setOpen(true));
    const [input, button] = [dialog().querySelector('input')!, dialog().querySelector('button')!];
    key('Tab');
    expect(document.activeElement).toBe(button);
    key('Tab');
    expect(document.activeElement).toBe(input);
    key('Tab', true);
    expect(document.activeElement).toBe(button);
  });

  it('a press on the overlay closes it; a press on its panel keeps the focus where it is', () => {
    act(() => setOpen(true));
    const down = new MouseEvent('mousedown', { bubbles: true, cancelable: true });
    act(() => {
      dialog().dispatchEvent(down);
    });
    expect(down.defaultPrevented).toBe(true);
    expect(events).toEqual(['opened']);
    act(() => {
      (dialog().previousElementSibling as HTMLElement).click();
    });
    expect(events).toEqual(['opened', 'change:false', 'closed']);
  });
});
