import { describe, expect, it } from 'vitest';
import { DEFER_ENV, PWA_MAX_FILE_BYTES, SW_FILE, cleanRouteUrls } from '../../pwa.config';

describe('pwa.config cleanRouteUrls', () => {
  const entry = (url: string) => ({ url, revision: 'r', size: 1 });
  it.each([
    ['tools/json-formatter/index.html', 'tools/json-formatter'],
    ['category/text/index.html', 'category/text'],
    ['index.html', 'index.html'],
    ['tools/json-formatter.html', 'tools/json-formatter.html'],
    ['assets/index-abc123.js', 'assets/index-abc123.js'],
    ['icons/icon-192.png', 'icons/icon-192.png'],
  ])('%s is precached as %s', async (url, want) => {
    const result = await cleanRouteUrls([entry(url)]);
    expect(result.manifest.map((e) => e.url)).toEqual([want]);
    expect(result.warnings ?? []).toEqual([]);
  });

  it('keeps revisions and order', async () => {
    const result = await cleanRouteUrls([entry('a/index.html'), { url: 'b.js', revision: null, size: 2 }]);
    expect(result.manifest).toEqual([{ url: 'a', revision: 'r', size: 1 }, { url: 'b.js', revision: null, size: 2 }]);
  });
});

describe('pwa.config constants', () => {
  it('names the worker the page registers (src/app/pwa.ts) and the env scripts/pwa-sw.mjs sets', () => {
    expect(SW_FILE).toBe('sw.js');
    expect(DEFER_ENV).toBe('TOOLBOX_SW_DEFER');
  });

  it('accepts files far larger than the biggest chunk (1.2 MB)', () => {
    expect(PWA_MAX_FILE_BYTES).toBeGreaterThanOrEqual(2 * 1024 * 1024);
  });
});
