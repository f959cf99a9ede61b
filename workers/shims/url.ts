/**
 * A stand-in for Node's `url`, for html-minifier-terser in the browser, wired in by the `url` alias in
 * vite.config.ts. html-minifier-terser imports relateurl, whose only use of Node is `require("url").parse`, called
 * when the `minifyURLs` option is set. The code minifier never sets it (workers/code/minify.ts), so nothing in the
 * browser ever parses a URL this way. Without this module Vite put an empty stand-in in the bundle (warning "Module
 * "url" has been externalized for browser compatibility"), where `parse` was undefined; here it is a function that
 * says why it cannot run. html-minifier-terser catches the error and leaves the URL as it was, as before.
 */
export function parse(url: string): never {
  throw new Error(`url.parse(${JSON.stringify(url)}): Node's url module is not available here (minifyURLs is not supported)`);
}

export default { parse };
