import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { cspDirectives, serializeCsp } from '@src/config/csp';
import { headersFile, inlineScriptHashes } from '../../../scripts/vite-csp';
import { isAllowedScriptUrl } from '@src/lib/trustedTypes';

describe('content security policy', () => {
  const directives = cspDirectives(['abc=']);

  it.each([
    ['default-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['worker-src', ["'self'", 'blob:']],
    ['img-src', ["'self'", 'data:', 'blob:']],
  ])('%s is %j', (name, values) => {
    expect(directives[name]).toEqual(values);
  });

  it('scripts: self, WebAssembly, the given hashes and the zh link-submission host; never eval or inline', () => {
    expect(directives['script-src']).toEqual(expect.arrayContaining(["'self'", "'wasm-unsafe-eval'", "'sha256-abc='", 'https://zz.bdstatic.com']));
    expect(directives['script-src']).not.toContain("'unsafe-eval'");
    expect(directives['script-src']).not.toContain("'unsafe-inline'");
  });

  it('connect-src names the rates and IP services (and https: for the API tester and custom AI endpoints)', () => {
    expect(directives['connect-src']).toEqual(expect.arrayContaining(["'self'", 'https://api.frankfurter.dev', 'https://ipwho.is', 'https:']));
  });

  it('serialises as name values; …', () => {
    expect(serializeCsp({ a: ['x', 'y'], b: ["'none'"] })).toBe("a x y; b 'none'");
  });

  it('hashes each inline script body exactly as written, and skips external scripts', () => {
    const body = "\n  (function(){ document.documentElement.classList.add('dark'); })();\n";
    const html = `<head><script>${body}</script><script type="module" src="/a.js"></script></head>`;
    expect(inlineScriptHashes(html)).toEqual([createHash('sha256').update(body).digest('base64')]);
  });

  it('the _headers file repeats the policy and adds what only a header can say', () => {
    const file = headersFile("default-src 'self'");
    expect(file).toContain("/tools/*\n  Content-Security-Policy: default-src 'self'; frame-ancestors 'none'");
    expect(file).toContain('/*\n  X-Content-Type-Options: nosniff');
    expect(file).not.toContain('/assets');
  });
});

describe('trusted types: the default policy lets through only the site’s own script URLs', () => {
  const page = 'https://toolbox.example';
  it.each([
    ['/assets/hash.worker-abc.js', true],
    ['https://toolbox.example/assets/x.js', true],
    ['blob:https://toolbox.example/4f1c-uuid', true],
    ['https://zz.bdstatic.com/linksubmit/push.js', true],
    ['https://evil.example/x.js', false],
    ['blob:https://evil.example/uuid', false],
    ['javascript:alert(1)', false],
    ['data:text/javascript,alert(1)', false],
  ])('%s → %s', (url, allowed) => {
    expect(isAllowedScriptUrl(url, page)).toBe(allowed);
  });

  it('the policy is required for scripts and names every policy the site creates', () => {
    const d = cspDirectives([]);
    expect(d['require-trusted-types-for']).toEqual(["'script'"]);
    expect(d['trusted-types']).toEqual(expect.arrayContaining(['default', 'toolbox-html', 'dompurify']));
  });
});
