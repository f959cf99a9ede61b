// @vitest-environment jsdom
import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { createRoot } from 'react-dom/client';
import { beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_IMAGE_EFFORT, parseImageEffort, readImageEffort, useImageEffort, writeImageEffort } from '@src/lib/imageEffort';
import { STORAGE_KEYS } from '@src/lib/storage';

(globalThis as unknown as { IS_REACT_ACT_ENVIRONMENT: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Probe() {
  const [effort, setEffort] = useImageEffort();
  return <button type="button" onClick={() => setEffort(effort === 'small' ? 'fast' : 'small')}>{effort}</button>;
}

describe('the remembered effort for big photos', () => {
  beforeEach(() => localStorage.clear());

  it.each([
    ['fast', 'fast'],
    ['small', 'small'],
    [null, DEFAULT_IMAGE_EFFORT],
    ['', DEFAULT_IMAGE_EFFORT],
    ['"small"', DEFAULT_IMAGE_EFFORT],
    ['SMALL', DEFAULT_IMAGE_EFFORT],
    ['slowest', DEFAULT_IMAGE_EFFORT],
  ])('reads %j as %s', (raw, effort) => {
    expect(parseImageEffort(raw)).toBe(effort);
  });

  it('is kept under its own key and read back', () => {
    writeImageEffort('small');
    expect(localStorage.getItem(STORAGE_KEYS.imageEffort)).toBe('small');
    expect(readImageEffort()).toBe('small');
    localStorage.setItem(STORAGE_KEYS.imageEffort, '{corrupt');
    expect(readImageEffort()).toBe('fast');
  });

  it('the hook renders the default on the server, then the stored choice, and stores each change', () => {
    localStorage.setItem(STORAGE_KEYS.imageEffort, 'small');
    expect(renderToString(<Probe />)).toContain('fast');
    const host = document.createElement('div');
    const root = createRoot(host);
    act(() => root.render(<Probe />));
    expect(host.textContent).toBe('small');
    act(() => host.querySelector('button')!.click());
    expect(host.textContent).toBe('fast');
    expect(localStorage.getItem(STORAGE_KEYS.imageEffort)).toBe('fast');
    act(() => root.unmount());
  });
});
