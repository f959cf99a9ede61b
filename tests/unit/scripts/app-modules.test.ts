import { describe, expect, it } from 'vitest';
import { appModulesTag, readAppModules, withPreloads } from '../../../scripts/app-modules.mjs';
import { inlineScriptHashes } from '../../../scripts/vite-csp';

const PAGE = `<head><script>boot()</script>${appModulesTag({ entry: '/assets/index.js', preload: ['/assets/react.js'] })}</head>`;

describe('the list of modules a page loads after its first paint', () => {
  it('reads back what was written', () => {
    expect(readAppModules(PAGE)).toEqual({ entry: '/assets/index.js', preload: ['/assets/react.js'] });
    expect(readAppModules('<head></head>')).toBeNull();
  });

  it("adds a page's own chunks once each, after the entry's", () => {
    const page = withPreloads(PAGE, ['assets/tool.js', 'assets/react.js', 'assets/tool.js']);
    expect(readAppModules(page)?.preload).toEqual(['/assets/react.js', '/assets/tool.js']);
  });

  it('a page without a list is a build error, not a page without its app', () => {
    expect(() => withPreloads('<head></head>', ['assets/a.js'])).toThrow(/app-modules/);
  });

  it('is data, not a script: the CSP hashes only the boot script', () => {
    expect(inlineScriptHashes(PAGE)).toHaveLength(1);
  });
});
