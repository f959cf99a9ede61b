import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { cspDirectives, HEADER_ONLY_DIRECTIVES, serializeCsp } from '../src/config/csp.ts';

/** sha256 (base64) of every inline <script> body in a page, as CSP hash sources. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  // A script with a src or a type (a JSON data block: never run) needs no hash.
  for (const match of html.matchAll(/<script(?![^>]*\b(?:src|type)=)[^>]*>([\s\S]*?)<\/script>/g)) {
    hashes.push(createHash('sha256').update(match[1] ?? '', 'utf8').digest('base64'));
  }
  return hashes;
}

/** Page routes (not assets): workers get no page policy, as under the <meta> tag the e2e suite runs with. */
const ENGLISH_PAGES = ['/tools/*', '/category/*', '/privacy', '/cookies', '/terms', '/about', '/legal', '/licenses', '/share'];
const PAGE_PATTERNS = ['/', '/index.html', '/404.html', ...ENGLISH_PAGES, ...['/zh', '/es'].flatMap((base) => [base, `${base}/*`])];

/** A Netlify/Cloudflare-Pages style `_headers` file: the same policy as a header on pages, plus what only a header can say. */
export function headersFile(policy: string): string {
  const lines = ['/*', '  X-Content-Type-Options: nosniff', '  Referrer-Policy: strict-origin-when-cross-origin'];
  for (const pattern of PAGE_PATTERNS) lines.push(pattern, `  Content-Security-Policy: ${policy}; ${HEADER_ONLY_DIRECTIVES}`);
  return `${lines.join('\n')}\n`;
}

/**
 * Writes the Content Security Policy into the built index.html (and so into every prerendered page made from it),
 * with the hash of each inline script as it is in the built file, and the same policy as a `_headers` file for static
 * hosts. Build only: the dev server needs inline scripts.
 */
export function cspPlugin(): Plugin {
  let outDir = 'dist';
  let policy = '';
  return {
    name: 'toolbox-csp',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        policy = serializeCsp(cspDirectives(inlineScriptHashes(html)));
        // Right after the charset, before the first script: a <meta> policy covers only what follows it.
        const meta = `<meta http-equiv="Content-Security-Policy" content="${policy.replaceAll('"', '&quot;')}" />`;
        return html.replace(/(<meta charset="[^"]*"\s*\/?>)/i, `$1\n    ${meta}`);
      },
    },
    closeBundle() {
      if (policy) writeFileSync(join(outDir, '_headers'), headersFile(policy));
    },
  };
}
