import { describe, expect, it } from 'vitest';
import { previewAnswer } from '../../../scripts/vite-not-found';

/** A build as scripts/build.mjs writes it (a few of its files). */
const BUILD = new Set([
  'index.html',
  'zh.html',
  'es.html',
  '404.html',
  'zh/404.html',
  'es/404.html',
  'tools/base64.html',
  'zh/tools/base64.html',
  'es/tools/base64.html',
  'category/text.html',
  'privacy.html',
  'sw.js',
  'manifest.webmanifest',
  'assets/main-OUhJ5ugw.js',
  'docs/index.html',
]);
const answer = (path: string, files: ReadonlySet<string> = BUILD) => previewAnswer(path, (file) => files.has(file));

describe('vite preview: path → what is served (scripts/vite-not-found.ts)', () => {
  it.each([
    '/',
    '/index.html',
    '/zh',
    '/es',
    '/tools/base64',
    '/zh/tools/base64',
    '/tools/base64.html',
    '/category/text',
    '/privacy',
    '/sw.js',
    '/manifest.webmanifest',
    '/assets/main-OUhJ5ugw.js',
    '/404.html',
    '/zh/404',
    '/docs/',
  ])('%s is in the build: left to Vite as before', (path) => {
    expect(answer(path)).toEqual({ kind: 'page' });
  });

  it.each([
    ['/tools/nope', '404.html'],
    ['/no/such/page', '404.html'],
    ['/category/nope', '404.html'],
    ['/assets/gone.js', '404.html'],
    ['/zh/tools/nope', 'zh/404.html'],
    ['/zh/nope', 'zh/404.html'],
    ['/zh/tools/nope/', 'zh/404.html'],
    ['/es/nope', 'es/404.html'],
    ['/es/tools/base64/extra', 'es/404.html'],
    // Only a language's own folder: /zhx is not /zh.
    ['/zhx/tools/base64', '404.html'],
    ['/tools/zh/nope', '404.html'],
  ])('%s is unknown: 404 with %s', (path, file) => {
    expect(answer(path)).toEqual({ kind: 'not-found', file });
  });

  it('redirects a page address with a trailing slash to the page', () => {
    expect(answer('/zh/')).toEqual({ kind: 'redirect', location: '/zh' });
    expect(answer('/tools/base64/')).toEqual({ kind: 'redirect', location: '/tools/base64' });
    expect(answer('/es/tools/base64//')).toEqual({ kind: 'redirect', location: '/es/tools/base64' });
  });

  it('never looks outside the build', () => {
    const seen: string[] = [];
    previewAnswer('/../../etc/passwd', (file) => (seen.push(file), false));
    expect(seen.every((file) => !file.startsWith('..') && !file.startsWith('/'))).toBe(true);
    expect(answer('/zh/../../tools/base64')).toEqual({ kind: 'page' });
    expect(answer('/../nope')).toEqual({ kind: 'not-found', file: '404.html' });
  });

  it('leaves everything to Vite when the build has no not-found page (a plain vite build)', () => {
    const plain = new Set(['index.html', 'assets/main.js']);
    expect(answer('/tools/nope', plain)).toEqual({ kind: 'pass' });
    expect(answer('/', plain)).toEqual({ kind: 'page' });
  });
});
