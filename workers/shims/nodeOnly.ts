/**
 * A stand-in for Node's `fs`, `path` and `crypto`, wired in by an alias in vite.config.ts. libheif-js's Emscripten
 * glue requires them, but uses them only in its Node branch (`process.versions.node`; crypto only where the global
 * `crypto.getRandomValues` is missing), never in a browser worker; without this Vite warned "Module "fs" has been
 * externalized for browser compatibility" on every build (and "crypto" once more for each worker with HEIC).
 */
export default {};
