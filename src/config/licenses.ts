/**
 * The third-party libraries the browser runs, as the client build writes them (scripts/vite-licenses.ts) and the
 * licences page (/licenses) shows them: one file at the site's root, made from the build's own module graph.
 */
export const LICENSES_FILE = 'licenses.json';

/** Why a library is marked on the page: a copyleft licence (LGPL, GPL, MPL…), or no usable licence field. */
export type LicenseFlag = 'copyleft' | 'unknown';

export interface LicensedPackage {
  /** the npm package name (scoped names included) */
  name: string;
  version: string;
  /** the package.json licence, normally an SPDX expression (MIT, Apache-2.0, (MPL-2.0 OR Apache-2.0)); null when absent */
  license: string | null;
  /** the package's source repository (its package.json `repository`), else its npm page */
  source: string;
  flag?: LicenseFlag;
  /** the full licence text(s) the package ships, for a copyleft package only */
  licenseText?: string;
  /** libraries compiled into the package (a WebAssembly build of C code), each with its own licence and source */
  bundles?: BundledComponent[];
  /**
   * the package's WebAssembly as this site serves it (`/assets/…wasm`), for a copyleft package: loaded as a separate
   * file, so a rebuilt one can be put in its place (what the LGPL asks of a combined work)
   */
  replaceable?: string[];
}

export interface BundledComponent {
  name: string;
  version: string;
  license: string;
  /** the source of exactly this version */
  source: string;
}

export interface LicensesFile {
  /** sorted by name, then version */
  packages: LicensedPackage[];
}
