/**
 * Trims what the prerendered pages repeat thousands of times (every page exists in three languages, and the offline
 * precache keeps them all): the attributes every lucide icon carries with the same values, which index.css gives all
 * of them at once, and react-router's `data-discover` marker, which a declarative router never reads. Hydration keeps
 * the server's attributes as they are; icons rendered later in the browser carry them in full, to the same effect.
 */
const LUCIDE_SVG =
  /<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" class="lucide((?: lucide-[a-z0-9-]+)*)/g;

export function slimMarkup(html: string): string {
  return html.replace(LUCIDE_SVG, '<svg width="24" height="24" viewBox="0 0 24 24" class="lucide').replace(/ data-discover="true"/g, '');
}
