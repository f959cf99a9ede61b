import { readFileSync } from 'node:fs';
import { minify } from 'terser';
import type { Plugin } from 'vite';
import { appModulesTag, type AppModules } from './app-modules.mjs';

const BOOT_SOURCE = new URL('../src/boot/inlineBoot.js', import.meta.url);
const PLACEHOLDER = '<!-- boot -->';

/**
 * Puts src/boot/inlineBoot.js, minified, where index.html says `<!-- boot -->` (first in <head>), then the stylesheet,
 * and nothing else that loads before the first paint. In a build the module script and its modulepreloads become a
 * JSON list (#app-modules) that the boot script loads once the page has painted: as tags, they made Chrome hold the
 * first paint until they had run, and a slow connection shared with them the time the stylesheet needed. The inline
 * script must stay before the stylesheet: a parser-blocking script after a pending stylesheet waits for it.
 * The dev server keeps its module script (it serves no prerendered page to paint first).
 */
export function bootPlugin(): Plugin {
  return {
    name: 'toolbox-boot',
    transformIndexHtml: {
      order: 'post',
      async handler(html, ctx) {
        if (!html.includes(PLACEHOLDER)) throw new Error(`index.html has no ${PLACEHOLDER} placeholder`);
        const { code } = await minify(readFileSync(BOOT_SOURCE, 'utf8'), { ecma: 5, toplevel: false });
        const styles: string[] = [];
        const scripts: string[] = [];
        const modules: AppModules = { entry: '', preload: [] };
        const rest = html
          .replace(/[ \t]*<link rel="stylesheet"[^>]*>\n?/g, (tag) => { styles.push(tag.trim()); return ''; })
          .replace(/[ \t]*<script type="module"[^>]*><\/script>\n?/g, (tag) => {
            scripts.push(tag.trim());
            modules.entry = /\bsrc="([^"]+)"/.exec(tag)?.[1] ?? '';
            return '';
          })
          .replace(/[ \t]*<link rel="modulepreload"[^>]*>\n?/g, (tag) => {
            scripts.push(tag.trim());
            modules.preload.push(/\bhref="([^"]+)"/.exec(tag)?.[1] ?? '');
            return '';
          });
        const dev = Boolean(ctx.server);
        if (!dev && (scripts.length !== modules.preload.length + 1 || !modules.entry)) {
          throw new Error('vite-boot: expected one module script in index.html');
        }
        const head = [`<script>${code}</script>`, ...styles, ...(dev ? [] : [appModulesTag(modules)])].join('\n    ');
        return rest
          .replace(PLACEHOLDER, () => head)
          .replace('</head>', () => (dev ? `  ${scripts.join('\n    ')}\n  </head>` : '</head>'));
      },
    },
  };
}
