import { describe, expect, it } from 'vitest';
import { slimMarkup } from '@src/prerender/slim';

describe('slimMarkup: what every prerendered page repeats', () => {
  it('leaves a lucide icon its size, view box, its own classes and attributes; the shared ones come from the stylesheet', () => {
    const icon =
      '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" class="lucide lucide-text-align-start lucide-text h-5 w-5" aria-hidden="true"><path d="M21 5H3"></path></svg>';
    expect(slimMarkup(icon)).toBe('<svg width="24" height="24" viewBox="0 0 24 24" class="lucide h-5 w-5" aria-hidden="true"><path d="M21 5H3"></path></svg>');
  });

  it('an icon with attributes of its own, and any other svg, stay as they are', () => {
    const custom = '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="1.5" stroke-linecap="round" stroke-linejoin="round" class="lucide lucide-x"></svg>';
    expect(slimMarkup(custom)).toBe(custom);
    expect(slimMarkup('<svg viewBox="0 0 10 10"><rect/></svg>')).toBe('<svg viewBox="0 0 10 10"><rect/></svg>');
  });

  it('drops the router marker a declarative router never reads', () => {
    expect(slimMarkup('<a href="/tools/x" data-discover="true">X</a>')).toBe('<a href="/tools/x">X</a>');
  });
});
