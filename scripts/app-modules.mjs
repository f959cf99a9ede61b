/**
 * The list of what a page loads once it has painted (src/boot/inlineBoot.js reads it): the app's entry module and
 * the chunks to modulepreload beside it. A JSON data block, never run, so it needs no CSP hash and fetches nothing.
 */
export const APP_MODULES_ID = 'app-modules';

const TAG = new RegExp(`<script type="application/json" id="${APP_MODULES_ID}">([^<]*)</script>`);

/** The data block for `modules` ({ entry, preload }). */
export function appModulesTag(modules) {
  return `<script type="application/json" id="${APP_MODULES_ID}">${JSON.stringify(modules)}</script>`;
}

/** The modules listed in a page (null when it has no list). */
export function readAppModules(html) {
  const match = TAG.exec(html);
  return match ? JSON.parse(match[1]) : null;
}

/** The page with `files` (built asset paths, without the leading slash) added to its preload list. */
export function withPreloads(html, files) {
  const modules = readAppModules(html);
  if (!modules) throw new Error(`the page has no #${APP_MODULES_ID} list`);
  const preload = [...new Set([...modules.preload, ...files.map((file) => `/${file}`)])];
  return html.replace(TAG, () => appModulesTag({ ...modules, preload }));
}
