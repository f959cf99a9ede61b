/**
 * A stand-in for Node's `fs` and `path`, wired in by an alias in vite.config.ts. libheif-js's Emscripten glue
 * requires them at its top, but uses them only in its Node branch (`process.versions.node`), never in a browser
 * worker; without this Vite warned "Module "fs" has been externalized for browser compatibility" on every build.
 */
export default {};
