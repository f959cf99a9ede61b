import { LICENSES_FILE, type BundledComponent, type LicenseFlag, type LicensedPackage } from '../config/licenses';
import { isRecord } from './isRecord';

/**
 * The licences page's list (src/config/licenses.ts), the same in the prerendered page and in the browser: the
 * prerender is handed the file the client build wrote (scripts/build.mjs → provideLicenses), the browser fetches that
 * file (precached for offline use) once, before hydrating /licenses (src/start.tsx) or when the page first opens.
 */
let current: LicensedPackage[] | null = null;
let pending: Promise<LicensedPackage[] | null> | null = null;

const FLAGS: readonly LicenseFlag[] = ['copyleft', 'unknown'];

function parseBundles(data: unknown): BundledComponent[] | null {
  if (!Array.isArray(data)) return null;
  const out: BundledComponent[] = [];
  for (const b of data) {
    if (!isRecord(b) || typeof b.name !== 'string' || typeof b.version !== 'string' || typeof b.license !== 'string') return null;
    if (typeof b.source !== 'string' || !/^https?:\/\//.test(b.source)) return null;
    out.push({ name: b.name, version: b.version, license: b.license, source: b.source });
  }
  return out;
}

/** The packages of a licenses.json, or null when it is not one. */
export function parseLicenses(data: unknown): LicensedPackage[] | null {
  if (!isRecord(data) || !Array.isArray(data.packages)) return null;
  const packages: LicensedPackage[] = [];
  for (const p of data.packages) {
    if (!isRecord(p) || typeof p.name !== 'string' || typeof p.version !== 'string' || typeof p.source !== 'string') return null;
    if (p.license !== null && typeof p.license !== 'string') return null;
    if (!/^https?:\/\//.test(p.source)) return null;
    const entry: LicensedPackage = { name: p.name, version: p.version, license: p.license, source: p.source };
    if (FLAGS.includes(p.flag as LicenseFlag)) entry.flag = p.flag as LicenseFlag;
    if (typeof p.licenseText === 'string') entry.licenseText = p.licenseText;
    if (p.bundles !== undefined) {
      const bundles = parseBundles(p.bundles);
      if (!bundles) return null;
      entry.bundles = bundles;
    }
    if (p.replaceable !== undefined) {
      if (!Array.isArray(p.replaceable) || !p.replaceable.every((u) => typeof u === 'string' && /^\/[\w./-]+\.wasm$/.test(u))) return null;
      entry.replaceable = p.replaceable as string[];
    }
    packages.push(entry);
  }
  return packages;
}

/** The prerender's copy of the list (the file the client build wrote). */
export function provideLicenses(data: unknown): void {
  const packages = parseLicenses(data);
  if (!packages) throw new Error(`${LICENSES_FILE} is not a list of packages`);
  current = packages;
}

/** The list when it is here already: always in the prerender, in the browser once fetched. */
export function licensesNow(): LicensedPackage[] | null {
  return current;
}

/** Fetches the list, once; null when it cannot be had (offline before the precache, the dev server has none). */
export function loadLicenses(): Promise<LicensedPackage[] | null> {
  if (import.meta.env.SSR) throw new Error(`the prerender renders /licenses from provideLicenses(), never a fetch of ${LICENSES_FILE}`);
  pending ??= fetch(`${import.meta.env.BASE_URL}${LICENSES_FILE}`)
    .then((response) => (response.ok ? response.json() : null))
    .then(parseLicenses, () => null)
    .then((packages) => {
      current = packages;
      return packages;
    });
  return pending;
}
