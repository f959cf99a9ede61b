/**
 * html-minifier-terser bundles clean-css, which reads `process.platform` and
 * `process.cwd()` when it loads and calls `process.nextTick`: in a browser
 * worker `process` does not exist and the import itself throws. This minimal
 * stand-in is installed before html-minifier-terser is imported. clean-css is
 * never asked to minify anything (CSS goes through csso via the `minifyCSS`
 * callback), so nothing else of Node is needed.
 */
type ProcessLike = {
  platform: string;
  env: Record<string, string | undefined>;
  cwd: () => string;
  nextTick: (fn: (...args: unknown[]) => void, ...args: unknown[]) => void;
};

export function installProcessShim(): void {
  const scope = globalThis as { process?: ProcessLike };
  if (scope.process) return;
  scope.process = {
    platform: 'browser',
    env: {},
    cwd: () => '/',
    nextTick: (fn, ...args) => queueMicrotask(() => fn(...args)),
  };
}
