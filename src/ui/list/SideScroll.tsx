import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MoveHorizontal } from 'lucide-react';
import { cn } from '../../lib/cn';

interface Overflow {
  /** The content is wider than the box. */
  wide: boolean;
  /** Some of it is hidden to the right right now. */
  more: boolean;
}

/**
 * Wraps ONE box that may scroll sideways (a wide table, long match rows): on a phone its last columns start
 * off-screen, so while the content is wider than the box a line above it says so, and while something is hidden to
 * the right the box's right edge fades out. The box is `children`'s first element.
 */
export function SideScroll({ title, children, className }: { title?: ReactNode; children: ReactNode; className?: string }) {
  const { t } = useTranslation('common');
  const wrap = useRef<HTMLDivElement>(null);
  const [overflow, setOverflow] = useState<Overflow>({ wide: false, more: false });

  useEffect(() => {
    const holder = wrap.current;
    if (!holder) return undefined;
    let frame = 0;
    // The box is read at each measure: a keyed child (a new comparison, another view) replaces it.
    const measure = () => {
      frame = 0;
      const box = holder.firstElementChild;
      if (!(box instanceof HTMLElement)) return;
      const wide = box.scrollWidth > box.clientWidth + 1;
      const more = wide && box.scrollLeft + box.clientWidth < box.scrollWidth - 1;
      setOverflow((o) => (o.wide === wide && o.more === more ? o : { wide, more }));
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    measure();
    const resize = new ResizeObserver(schedule);
    resize.observe(holder);
    // Rows come and go (a virtual list, a year opened) without the box itself changing size.
    const mutations = new MutationObserver(schedule);
    mutations.observe(holder, { childList: true, subtree: true });
    // Scroll events do not bubble; caught on their way down instead.
    holder.addEventListener('scroll', schedule, { capture: true, passive: true });
    return () => {
      if (frame) cancelAnimationFrame(frame);
      resize.disconnect();
      mutations.disconnect();
      holder.removeEventListener('scroll', schedule, { capture: true });
    };
  }, []);

  return (
    <div className={cn('flex min-w-0 flex-col gap-1.5', className)} data-testid="side-scroll">
      {(title || overflow.wide) && (
        <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
          {title}
          {overflow.wide && (
            <p className="inline-flex items-center gap-1 text-xs text-muted-foreground" data-testid="side-scroll-hint">
              <MoveHorizontal className="h-3.5 w-3.5 shrink-0" aria-hidden="true" /> {t('tool.scrollSideways')}
            </p>
          )}
        </div>
      )}
      <div ref={wrap} className="relative">
        {children}
        {overflow.more && (
          <div aria-hidden="true" data-testid="side-scroll-fade"
            className="pointer-events-none absolute inset-y-px right-px w-10 rounded-r-lg bg-linear-to-l from-card to-transparent" />
        )}
      </div>
    </div>
  );
}
