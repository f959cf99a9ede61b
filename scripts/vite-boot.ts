import { readFileSync } from 'node:fs';
import { minify } from 'terser';
import type { Plugin } from 'vite';

const BOOT_SOURCE = new URL('../src/boot/inlineBoot.js', import.meta.url);
const PLACEHOLDER = '<!-- boot -->';

/**
 * Puts src/boot/inlineBoot.js, minified, where index.html says `<!-- boot -->` (first in <head>), and orders the head
 * for the first paint: the stylesheet right after it, before any script or modulepreload, so on a slow connection
 * the render-blocking CSS is not queued behind the JS; the module script and its modulepreloads last. The inline
 * script must stay before the stylesheet: a parser-blocking script after a pending stylesheet waits for it.
 */
export function bootPlugin(): Plugin {
  return {
    name: 'toolbox-boot',
    transformIndexHtml: {
      order: 'post',
      async handler(html) {
        if (!html.includes(PLACEHOLDER)) throw new Error(`index.html has no ${PLACEHOLDER} placeholder`);
        const { code } = await minify(readFileSync(BOOT_SOURCE, 'utf8'), { ecma: 5, toplevel: false });
        const scripts: string[] = [];
        const styles: string[] = [];
        const rest = html
          .replace(/[ \t]*<link rel="stylesheet"[^>]*>\n?/g, (tag) => { styles.push(tag.trim()); return ''; })
          .replace(/[ \t]*<script type="module"[^>]*><\/script>\n?/g, (tag) => { scripts.push(tag.trim()); return ''; })
          .replace(/[ \t]*<link rel="modulepreload"[^>]*>\n?/g, (tag) => { scripts.push(tag.trim()); return ''; });
        const head = [`<script>${code}</script>`, ...styles].join('\n    ');
        return rest
          .replace(PLACEHOLDER, () => head)
          .replace('</head>', () => `  ${scripts.join('\n    ')}\n  </head>`);
      },
    },
  };
}
