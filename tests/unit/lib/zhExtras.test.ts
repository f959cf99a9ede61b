// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { linkSubmitUrl, runZhExtras } from '@src/lib/zhExtras';
import { ZH_LINK_SUBMIT_URL } from '@src/config/site';

describe('zh extras', () => {
  beforeEach(() => {
    document.body.innerHTML = '';
    delete window._hmt;
  });

  it.each([['en'], ['es'], ['']])('does nothing for %j', (lng) => {
    expect(runZhExtras('/', lng, 'accepted')).toBe(false);
    expect(document.querySelectorAll('script')).toHaveLength(0);
  });

  it('injects one script per path change and reports the page view', () => {
    const pushed: unknown[] = [];
    window._hmt = { push: (e) => pushed.push(e) };
    expect(runZhExtras('/a', 'zh', 'accepted')).toBe(true);
    expect(runZhExtras('/b', 'zh-CN', 'accepted')).toBe(true);
    expect(document.querySelectorAll('script#zh-link-submit')).toHaveLength(1);
    expect(pushed).toEqual([['_trackPageview', '/a'], ['_trackPageview', '/b']]);
  });

  it.each([['declined' as const], [null]])('loads nothing and reports nothing without accepted cookies (%j)', (consent) => {
    const pushed: unknown[] = [];
    window._hmt = { push: (e) => pushed.push(e) };
    expect(runZhExtras('/a', 'zh', consent)).toBe(false);
    expect(document.querySelectorAll('script')).toHaveLength(0);
    expect(pushed).toEqual([]);
  });

  it('removes the script when consent is withdrawn', () => {
    runZhExtras('/a', 'zh', 'accepted');
    expect(document.querySelectorAll('script#zh-link-submit')).toHaveLength(1);
    expect(runZhExtras('/a', 'zh', 'declined')).toBe(false);
    expect(document.querySelectorAll('script#zh-link-submit')).toHaveLength(0);
  });

  it('works without an analytics object', () => {
    expect(() => runZhExtras('/', 'zh', 'accepted')).not.toThrow();
  });

  it('picks the variant by protocol', () => {
    expect(linkSubmitUrl('https:')).toBe(ZH_LINK_SUBMIT_URL.https);
    expect(linkSubmitUrl('http:')).toBe(ZH_LINK_SUBMIT_URL.http);
  });
});
