/**
 * What Android's share sheet gave the installed site, as the service worker kept it (public/share-target-sw.js):
 * images for the image compressor, or a text or link for /share. Read once and emptied, so a share never turns up
 * twice. Only this device's Cache Storage is involved.
 */
export const SHARE_INBOX = 'share-inbox';
const FILE_PREFIX = '/share-target/file/';
const TEXT_KEY = '/share-target/text';
/** The query the service worker adds when it sends the page to a tool with shared files. */
export const SHARED_FILES_PARAM = 'shared';

const inbox = async (): Promise<Cache | null> => {
  if (typeof caches === 'undefined') return null;
  try {
    return (await caches.has(SHARE_INBOX)) ? await caches.open(SHARE_INBOX) : null;
  } catch {
    return null;
  }
};

/** The shared files, in the order they were shared, taken out of the inbox. */
export async function takeSharedFiles(): Promise<File[]> {
  const cache = await inbox();
  if (!cache) return [];
  const keys = (await cache.keys()).filter((r) => new URL(r.url).pathname.startsWith(FILE_PREFIX));
  const index = (r: Request) => Number(new URL(r.url).pathname.slice(FILE_PREFIX.length));
  const files: File[] = [];
  for (const key of keys.sort((a, b) => index(a) - index(b))) {
    const response = await cache.match(key);
    await cache.delete(key);
    if (!response) continue;
    const name = decodeURIComponent(response.headers.get('x-file-name') ?? '') || `shared-${index(key) + 1}`;
    const type = response.headers.get('content-type') ?? '';
    files.push(new File([await response.blob()], name, { type: type === 'application/octet-stream' ? '' : type }));
  }
  return files;
}

/** The shared text (title, text and link, one per line), taken out of the inbox; null when there is none. */
export async function takeSharedText(): Promise<string | null> {
  const cache = await inbox();
  const response = await cache?.match(TEXT_KEY);
  if (!cache || !response) return null;
  await cache.delete(TEXT_KEY);
  const text = await response.text();
  return text.trim() ? text : null;
}
