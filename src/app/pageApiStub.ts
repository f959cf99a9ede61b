import type { ToolboxApi } from './toolbox';

/**
 * `window.toolbox` (types: src/app/toolbox.d.ts), put on the window once the page is live and announced by
 * `toolbox:ready`. Each call loads the API's own chunk (src/app/pageApi.ts: the operation table and the worker
 * client) the first time, so a visitor who never calls it pays nothing, not even after the page is live.
 */
export function installPageApi(): void {
  const load = () => import('./pageApi');
  const api: ToolboxApi = {
    version: __APP_VERSION__,
    operations: async () => (await load()).operations(),
    run: async (id, input, options, runOptions) => (await load()).run([{ op: id, options }], input, runOptions?.signal),
    recipe: async (steps, input, runOptions) => (await load()).run(steps, input, runOptions?.signal),
    image: {
      compress: async (file, options, runOptions) => (await load()).compressImage(file, options ?? {}, runOptions?.signal),
      resize: async (file, options, runOptions) => (await load()).resizeImage(file, options, runOptions?.signal),
    },
  };
  Object.freeze(api.image);
  Object.defineProperty(window, 'toolbox', { value: Object.freeze(api), configurable: true });
  window.dispatchEvent(new CustomEvent('toolbox:ready', { detail: { version: api.version } }));
}
