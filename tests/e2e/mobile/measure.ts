/**
 * Measurements that run IN the page (page.evaluate): each function is self-contained, as Playwright serialises it.
 */

/** The touch-target size every control must reach (WCAG 2.5.5, Apple's and Google's guidance). */
export const MIN_TARGET_PX = 44;

/**
 * Every visible control inside `roots` whose hit area is under `min`×`min` CSS px, as "tag "name" w×h" lines. The hit
 * area is the control's box joined with its labels' boxes (a checkbox is tapped through its label) and with an
 * absolutely placed ::before/::after (a stretched card link, an invisible ring around a small ✕). Left out, as
 * WCAG 2.5.8 allows: a link inside a sentence, and disabled controls (no target until they turn on).
 */
export function smallTargets({ roots, min }: { roots: string; min: number }): string[] {
  const SELECTOR = 'a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button], [role=tab], [role=checkbox], [role=radio], [role=switch], [role=link], [role=menuitem], [role=option]';
  type Box = { left: number; top: number; right: number; bottom: number };
  const pseudoBox = (el: Element, which: '::before' | '::after'): Box | null => {
    const cs = getComputedStyle(el, which);
    if (cs.content === 'none' || cs.position !== 'absolute') return null;
    let holder: Element | null = el;
    while (holder && getComputedStyle(holder).position === 'static') holder = holder.parentElement;
    if (!holder) return null;
    const r = holder.getBoundingClientRect();
    const px = (v: string) => (v.endsWith('px') ? parseFloat(v) : null);
    const [t, rt, b, l] = [px(cs.top), px(cs.right), px(cs.bottom), px(cs.left)];
    if (t === null || rt === null || b === null || l === null) return null;
    return { left: r.left + l, top: r.top + t, right: r.right - rt, bottom: r.bottom - b };
  };
  const inSentence = (el: Element) =>
    el.tagName === 'A' && getComputedStyle(el).display === 'inline' &&
    (el.parentElement?.textContent ?? '').trim().length > (el.textContent ?? '').trim().length;
  const out: string[] = [];
  const seen = new Set<Element>();
  for (const root of document.querySelectorAll(roots)) {
    for (const el of root.querySelectorAll(SELECTOR)) {
      if (seen.has(el)) continue;
      seen.add(el);
      if ((el as HTMLInputElement).disabled || el.closest('[aria-hidden="true"], [inert]') || inSentence(el)) continue;
      if (getComputedStyle(el).visibility !== 'visible') continue;
      const own = el.getBoundingClientRect();
      const labels = 'labels' in el && (el as HTMLInputElement).labels
        ? [...(el as HTMLInputElement).labels!].map((l) => l.getBoundingClientRect()).filter((r) => r.width > 1 && r.height > 1)
        : [];
      // Not rendered, or visually hidden (sr-only) with no visible label: nothing to tap.
      if ((own.width <= 1 || own.height <= 1) && labels.length === 0) continue;
      const boxes: Box[] = [own, ...labels];
      for (const which of ['::before', '::after'] as const) {
        const box = pseudoBox(el, which);
        if (box) boxes.push(box);
      }
      const u = boxes.reduce((a, b) => ({
        left: Math.min(a.left, b.left), top: Math.min(a.top, b.top), right: Math.max(a.right, b.right), bottom: Math.max(a.bottom, b.bottom),
      }));
      const w = u.right - u.left;
      const h = u.bottom - u.top;
      if (w < min - 0.5 || h < min - 0.5) {
        const name = (el.getAttribute('aria-label') ?? el.textContent ?? el.getAttribute('placeholder') ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
        out.push(`${el.tagName.toLowerCase()} "${name}" ${Math.round(w)}×${Math.round(h)}`);
      }
    }
  }
  return out;
}

/**
 * Text the page cuts: an element whose text overflows behind an ellipsis, a field whose placeholder does not fit,
 * a select whose chosen option does not fit (its arrow takes ~20 px). "tag "text" needed>available" lines.
 */
export function cutTexts(): string[] {
  const out: string[] = [];
  const shown = (el: Element) => el.getClientRects().length > 0 && getComputedStyle(el).visibility === 'visible';
  for (const el of document.body.querySelectorAll<HTMLElement>('*')) {
    if (el.clientWidth <= 1 || getComputedStyle(el).textOverflow !== 'ellipsis') continue;
    if (el.scrollWidth > el.clientWidth + 0.5 && shown(el)) {
      out.push(`${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 40)}" ${el.scrollWidth}>${el.clientWidth}`);
    }
  }
  const ctx = document.createElement('canvas').getContext('2d')!;
  const room = (el: HTMLElement, extra: number) => {
    const cs = getComputedStyle(el);
    ctx.font = `${cs.fontStyle} ${cs.fontWeight} ${cs.fontSize} ${cs.fontFamily}`;
    return el.clientWidth - parseFloat(cs.paddingLeft) - parseFloat(cs.paddingRight) - extra;
  };
  for (const el of document.querySelectorAll<HTMLInputElement>('input[placeholder]')) {
    if (!el.placeholder || el.value || !shown(el) || el.clientWidth <= 1) continue;
    const available = room(el, 0);
    const needed = ctx.measureText(el.placeholder).width;
    if (needed > available + 0.5) out.push(`placeholder "${el.placeholder.slice(0, 40)}" ${Math.round(needed)}>${Math.round(available)}`);
  }
  for (const el of document.querySelectorAll<HTMLSelectElement>('select')) {
    const option = el.selectedOptions[0];
    if (!option || !shown(el) || el.clientWidth <= 1) continue;
    const available = room(el, 20);
    const needed = ctx.measureText(option.text).width;
    if (needed > available + 0.5) out.push(`select "${option.text.slice(0, 40)}" ${Math.round(needed)}>${Math.round(available)}`);
  }
  return out;
}

/** Each badge on the page: its label, its variant and its painted colours. */
export function badges(): { label: string; variant: string; colour: string }[] {
  return [...document.querySelectorAll<HTMLElement>('[data-badge-variant]')].map((el) => {
    const cs = getComputedStyle(el);
    return { label: (el.textContent ?? '').trim(), variant: el.dataset.badgeVariant ?? '', colour: `${cs.backgroundColor} ${cs.color} ${cs.borderColor}` };
  });
}
