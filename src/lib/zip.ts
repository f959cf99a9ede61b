import { Zip, ZipPassThrough } from 'fflate';

export interface ZipEntry {
  name: string;
  blob: Blob;
}

/** "a.jpg", "a.jpg" → "a.jpg", "a (2).jpg": a zip with two equal names would hide one file when extracted. */
export function uniqueNames(names: readonly string[]): string[] {
  const used = new Set<string>();
  return names.map((name) => {
    let candidate = name;
    const dot = name.lastIndexOf('.');
    const [base, ext] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
    for (let n = 2; used.has(candidate.toLowerCase()); n += 1) candidate = `${base} (${n})${ext}`;
    used.add(candidate.toLowerCase());
    return candidate;
  });
}

/**
 * Packs Blobs into a zip, streaming each one in chunks so the page never
 * holds a long task. Entries are stored, not deflated: JPEG, PNG and WebP are
 * already compressed, and deflating them again only costs time.
 */
export function zipBlobs(entries: readonly ZipEntry[], mtime: Date = new Date()): Promise<Blob> {
  return new Promise<Blob>((resolve, reject) => {
    const parts: Uint8Array[] = [];
    const zip = new Zip((err, chunk, final) => {
      if (err) {
        reject(err);
        return;
      }
      parts.push(chunk);
      if (final) resolve(new Blob(parts as BlobPart[], { type: 'application/zip' }));
    });
    const names = uniqueNames(entries.map((e) => e.name));
    (async () => {
      for (const [i, entry] of entries.entries()) {
        const file = new ZipPassThrough(names[i] ?? entry.name);
        file.mtime = mtime;
        zip.add(file);
        const reader = entry.blob.stream().getReader();
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          file.push(value);
        }
        file.push(new Uint8Array(0), true);
      }
      zip.end();
    })().catch((err: unknown) => {
      zip.terminate();
      reject(err instanceof Error ? err : new Error(String(err)));
    });
  });
}
