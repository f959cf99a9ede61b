// The npm mirror on our machines lacks Tailwind's non-Linux oxide binaries, so `npm install`
// leaves them out of package-lock.json and `npm ci` then refuses the lock as out of sync.
// This adds the missing optional entries with their os/cpu constraints (skipped on Linux,
// fetched normally on a Mac or Windows laptop). Run it after any `npm install`.
import { readFileSync, writeFileSync } from 'node:fs';

const PLATFORM = {
  'android-arm64': { os: ['android'], cpu: ['arm64'] },
  'darwin-arm64': { os: ['darwin'], cpu: ['arm64'] },
  'darwin-x64': { os: ['darwin'], cpu: ['x64'] },
  'freebsd-x64': { os: ['freebsd'], cpu: ['x64'] },
  'linux-arm-gnueabihf': { os: ['linux'], cpu: ['arm'] },
  'wasm32-wasi': { cpu: ['wasm32'] },
  'win32-arm64-msvc': { os: ['win32'], cpu: ['arm64'] },
  'win32-x64-msvc': { os: ['win32'], cpu: ['x64'] },
  // rollup (pulled in by workbox-build through vite-plugin-pwa)
  'android-arm-eabi': { os: ['android'], cpu: ['arm'] },
  'android-x64': { os: ['android'], cpu: ['x64'] },
  'freebsd-arm64': { os: ['freebsd'], cpu: ['arm64'] },
  'linux-arm-musleabihf': { os: ['linux'], cpu: ['arm'], libc: ['musl'] },
  'linux-arm64-musl': { os: ['linux'], cpu: ['arm64'], libc: ['musl'] },
  'linux-loong64-gnu': { os: ['linux'], cpu: ['loong64'], libc: ['glibc'] },
  'linux-loong64-musl': { os: ['linux'], cpu: ['loong64'], libc: ['musl'] },
  'linux-ppc64-gnu': { os: ['linux'], cpu: ['ppc64'], libc: ['glibc'] },
  'linux-ppc64-musl': { os: ['linux'], cpu: ['ppc64'], libc: ['musl'] },
  'linux-riscv64-gnu': { os: ['linux'], cpu: ['riscv64'], libc: ['glibc'] },
  'linux-riscv64-musl': { os: ['linux'], cpu: ['riscv64'], libc: ['musl'] },
  'linux-s390x-gnu': { os: ['linux'], cpu: ['s390x'], libc: ['glibc'] },
  'linux-x64-musl': { os: ['linux'], cpu: ['x64'], libc: ['musl'] },
  'openbsd-x64': { os: ['openbsd'], cpu: ['x64'] },
  'openharmony-arm64': { os: ['openharmony'], cpu: ['arm64'] },
  'win32-ia32-msvc': { os: ['win32'], cpu: ['ia32'] },
  'win32-x64-gnu': { os: ['win32'], cpu: ['x64'] },
};

const path = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(path, 'utf8'));
let added = 0;
for (const [key, pkg] of Object.entries(lock.packages)) {
  if (!pkg.optionalDependencies) continue;
  for (const [dep, version] of Object.entries(pkg.optionalDependencies)) {
    const depKey = `node_modules/${dep}`;
    if (lock.packages[depKey]) continue;
    const platform = Object.entries(PLATFORM).find(([suffix]) => dep.endsWith(`-${suffix}`));
    if (!platform) {
      console.warn(`complete-lock: ${dep} (from ${key}) is missing and its platform is unknown`);
      continue;
    }
    lock.packages[depKey] = { version, dev: pkg.dev, optional: true, ...platform[1] };
    added += 1;
  }
}
lock.packages = Object.fromEntries(Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))));
writeFileSync(path, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`complete-lock: added ${added} optional platform entries`);
