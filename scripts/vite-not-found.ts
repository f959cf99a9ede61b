import { readFileSync, statSync } from 'node:fs';
import { join, posix, resolve } from 'node:path';
import type { Plugin } from 'vite';

/**
 * `vite preview` (npm start, the e2e and bench servers) answers an unknown path as a static host does: status 404
 * with the prerendered not-found page nearest to it (zh/404.html under /zh, es/404.html under /es, else 404.html:
 * Cloudflare Pages' rule), where Vite's SPA fallback answered 200 with the home page's markup. Every path the build
 * has a file for is left to Vite exactly as before: the file itself, `/tools/x` → tools/x.html, `/dir/` →
 * dir/index.html. A page's address with a trailing slash (`/zh/`, `/tools/x/`) is redirected to the page's own URL.
 */

/** What `vite preview` does with a request's path. */
export type PreviewAnswer =
  /** the build has it: Vite serves it as before */
  | { kind: 'page' }
  /** a page's address with trailing slashes: 308 to `location` (the query string is kept by the caller) */
  | { kind: 'redirect'; location: string }
  /** 404, with this file of the build (a not-found page) */
  | { kind: 'not-found'; file: string }
  /** no not-found page in the build (a plain `vite build`): left to Vite */
  | { kind: 'pass' };

export const NOT_FOUND_FILE = '404.html';

/**
 * The answer for a decoded URL path (`/zh/tools/nope`), given whether a path relative to the build's folder
 * (`zh/404.html`) is a file. Pure: the unit tests give it a list of files.
 */
export function previewAnswer(pathname: string, isFile: (file: string) => boolean): PreviewAnswer {
  // posix.normalize on an absolute path resolves `.` and `..` without ever leaving the root.
  const path = posix.normalize(pathname.startsWith('/') ? pathname : `/${pathname}`);
  const rel = path.slice(1);
  const trimmed = rel.replace(/\/+$/, '');
  // What Vite serves: the file itself (sirv, which ignores a trailing slash), then its HTML fallback: `x/` →
  // x/index.html, `x` → x.html.
  if (trimmed && isFile(trimmed)) return { kind: 'page' };
  if (rel === '' || rel.endsWith('/') ? isFile(`${rel}index.html`) : isFile(`${rel}.html`)) return { kind: 'page' };
  if (rel.endsWith('/') && trimmed && isFile(`${trimmed}.html`)) return { kind: 'redirect', location: encodeURI(`/${trimmed}`) };
  // The nearest not-found page: in the path's folder, then each folder above it.
  const folders = rel.split('/').slice(0, -1).filter(Boolean);
  for (let depth = folders.length; depth >= 0; depth -= 1) {
    const file = [...folders.slice(0, depth), NOT_FOUND_FILE].join('/');
    if (isFile(file)) return { kind: 'not-found', file };
  }
  return { kind: 'pass' };
}

export function notFoundPlugin(): Plugin {
  return {
    name: 'toolbox:preview-not-found',
    configurePreviewServer(server) {
      const { config } = server;
      // The folder vite preview serves (its --outDir included).
      const outDir = resolve(config.root, config.environments.client?.build.outDir ?? config.build.outDir);
      const isFile = (file: string) => {
        try {
          return statSync(join(outDir, file)).isFile();
        } catch {
          return false;
        }
      };
      // Added here, before Vite's own middlewares: it only answers what they would have answered with the home page.
      server.middlewares.use((req, res, next) => {
        if (req.method !== 'GET' && req.method !== 'HEAD') return next();
        const url = new URL(req.url ?? '/', 'http://localhost');
        let pathname: string;
        try {
          pathname = decodeURIComponent(url.pathname);
        } catch {
          return next();
        }
        const answer = previewAnswer(pathname, isFile);
        if (answer.kind === 'page' || answer.kind === 'pass') return next();
        for (const [name, value] of Object.entries(config.preview.headers ?? {})) if (value !== undefined) res.setHeader(name, value);
        if (answer.kind === 'redirect') {
          res.writeHead(308, { Location: `${answer.location}${url.search}` });
          res.end();
          return;
        }
        const body = readFileSync(join(outDir, answer.file));
        res.writeHead(404, {
          'Content-Type': 'text/html;charset=utf-8',
          'Content-Length': body.length,
          'Cache-Control': 'no-cache',
        });
        res.end(req.method === 'HEAD' ? undefined : body);
      });
    },
  };
}
