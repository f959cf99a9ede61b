/** Year of the build (vite.config.ts `define`). */
declare const __BUILD_YEAR__: number;
/** The site's version, from package.json (vite.config.ts `define`). */
declare const __APP_VERSION__: string;
