import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * MozJPEG's own command-line encoder, the reference the issue compares our JPEGs with: `CJPEG=/path/to/cjpeg`, or a
 * `cjpeg` on the PATH that says it is MozJPEG (libjpeg-turbo's, Debian's `libjpeg-turbo-progs`, is a different
 * encoder). Debian has no MozJPEG package; the npm package `mozjpeg` carries its source: `npm pack mozjpeg`, unpack
 * vendor/source/mozjpeg.tar.gz, then `./configure --disable-shared && make` (needs nasm) gives cjpeg and djpeg.
 */
export interface Cjpeg {
  version: string;
  /** Encodes a PPM at `quality` with cjpeg's defaults (progressive, trellis, ImageMagick tables). */
  encode(ppm: Buffer, quality: number): { bytes: Buffer; ms: number };
  /** Decodes a JPEG to PPM with the djpeg next to it (the same pixels Chromium decodes: both are libjpeg-turbo's islow). */
  toPpm(jpeg: Buffer): Buffer;
}

function onPath(name: string): string | null {
  const found = spawnSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' });
  return found.status === 0 ? found.stdout.trim() || null : null;
}

export function findCjpeg(): Cjpeg | null {
  const cjpeg = process.env.CJPEG ?? onPath('cjpeg');
  if (!cjpeg || !existsSync(cjpeg)) return null;
  const version = spawnSync(cjpeg, ['-version'], { encoding: 'utf8' });
  const said = `${version.stdout}${version.stderr}`.trim();
  if (!/mozjpeg/i.test(said)) return null;
  const sibling = join(dirname(cjpeg), 'djpeg');
  const djpeg = existsSync(sibling) ? sibling : onPath('djpeg');
  if (!djpeg) return null;
  const big = { maxBuffer: 1 << 30 };
  return {
    version: said.split('\n')[0]!,
    encode(ppm, quality) {
      const started = performance.now();
      const bytes = execFileSync(cjpeg, ['-quality', String(quality)], { input: ppm, ...big });
      return { bytes, ms: performance.now() - started };
    },
    toPpm: (jpeg) => execFileSync(djpeg, ['-ppm'], { input: jpeg, ...big }),
  };
}
