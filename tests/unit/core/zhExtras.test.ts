// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { linkSubmitUrl, runZhExtras } from '../../../src/lib/zhExtras';
import { ZH_LINK_SUBMIT_URL } from '../../../src/config/site';

describe('zh extras', () => {
  beforeEach(() => {
    document.body.innerHTML = '';
    delete window._hmt;
  });

  it.each([['en'], ['es'], ['']])('does nothing for %j', (lng) => {
    expect(runZhExtras('/', lng)).toBe(false);
    expect(document.querySelectorAll('script')).toHaveLength(0);
  });

  it('injects one script per path change and reports the page view', () => {
    const pushed: unknown[] = [];
    window._hmt = { push: (e) => pushed.push(e) };
    expect(runZhExtras('/a', 'zh')).toBe(true);
    expect(runZhExtras('/b', 'zh-CN')).toBe(true);
    expect(document.querySelectorAll('script#zh-link-submit')).toHaveLength(1);
    expect(pushed).toEqual([['_trackPageview', '/a'], ['_trackPageview', '/b']]);
  });

  it('works without an analytics object', () => {
    expect(() => runZhExtras('/', 'zh')).not.toThrow();
  });

  it('picks the variant by protocol', () => {
    expect(linkSubmitUrl('https:')).toBe(ZH_LINK_SUBMIT_URL.https);
    expect(linkSubmitUrl('http:')).toBe(ZH_LINK_SUBMIT_URL.http);
  });
});
