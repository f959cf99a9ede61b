/*
 * The share target (public/manifest.webmanifest `share_target`), imported by the offline service worker
 * (pwa.config.ts importScripts). Android's share sheet POSTs what was shared to /share-target; this takes it before
 * anything else, keeps it in a cache of this device (src/lib/shareInbox.ts reads and empties it) and sends the page
 * on: images to the image compressor, text or a link to /share, where the visitor picks a tool. Nothing is sent
 * anywhere: the POST never reaches a server. A cache rather than memory, so the files survive a slow start of the
 * page (the service worker may stop meanwhile) and work offline. Plain script: service workers load it as it is.
 */
const SHARE_PATH = '/share-target';
const SHARE_INBOX = 'share-inbox';
const IMAGE_NAME = /\.(jpe?g|jfif|png|webp|gif|bmp|avif|heic|heif|tiff?)$/i;

/**
 * The language prefix ('/zh', '/es' or '') of the site's last focused window (Chrome lists windows by focus), so the
 * page opens in the visitor's language; English when none is open.
 */
async function languageBase() {
  const [recent] = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const match = recent ? /^\/(zh|es)(\/|$)/.exec(new URL(recent.url).pathname) : null;
  return match ? `/${match[1]}` : '';
}

async function keepShared(request) {
  let form;
  try {
    form = await request.formData();
  } catch {
    return Response.redirect(`${await languageBase()}/share`, 303);
  }
  const inbox = await caches.open(SHARE_INBOX);
  // One share at a time: an older one the page never took is dropped.
  await Promise.all((await inbox.keys()).map((key) => inbox.delete(key)));
  const files = form.getAll('files').filter((f) => typeof f === 'object' && f !== null && f.size > 0);
  const images = files.filter((f) => f.type.startsWith('image/') || IMAGE_NAME.test(f.name));
  await Promise.all(
    images.map((file, i) =>
      inbox.put(
        `${SHARE_PATH}/file/${i}`,
        new Response(file, { headers: { 'content-type': file.type || 'application/octet-stream', 'x-file-name': encodeURIComponent(file.name) } }),
      ),
    ),
  );
  const base = await languageBase();
  if (images.length > 0) return Response.redirect(`${base}/tools/image-compressor?shared=files`, 303);
  const field = (name) => {
    const value = form.get(name);
    return typeof value === 'string' ? value.trim() : '';
  };
  const text = [field('title'), field('text'), field('url')].filter((part, i, all) => part && !all.slice(0, i).some((p) => p.includes(part)));
  await inbox.put(`${SHARE_PATH}/text`, new Response(text.join('\n'), { headers: { 'content-type': 'text/plain;charset=utf-8' } }));
  return Response.redirect(`${base}/share`, 303);
}

self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  if (event.request.method !== 'POST' || url.origin !== self.location.origin || url.pathname !== SHARE_PATH) return;
  event.respondWith(keepShared(event.request));
});
