import { useEffect, useLayoutEffect, useRef, type ComponentPropsWithoutRef, type KeyboardEvent, type MouseEvent } from 'react';
import { cn } from '../../lib/cn';
import { lockScroll } from './scrollLock';

export interface KeptModalProps extends ComponentPropsWithoutRef<'div'> {
  open: boolean;
  /** Called with false when the visitor closes it: Escape, or a press outside it. */
  onOpenChange: (open: boolean) => void;
  /** Shown and focused (in the opening's commit, before its frame). */
  onOpened?: () => void;
  /** Hidden: where focus goes, and anything to put back while closed. */
  onClosed: () => void;
  overlayClassName?: string;
}

const FOCUSABLE = 'input:not([disabled]), textarea:not([disabled]), select:not([disabled]), button:not([disabled]), a[href], [tabindex]:not([tabindex="-1"])';
const FORM_CONTROL = 'input, textarea, select, button, a[href], [tabindex]';

/**
 * A modal dialog that stays in the page while closed and is only shown and hidden: for a dialog a keystroke opens
 * and that is used often (the command palette). Radix's Dialog mounted its focus trap, layers and content at each
 * opening, a 40-85 ms task on a 4×-slowed phone that the key's own keyup waited behind; a native modal `<dialog>`
 * makes the rest of the page inert, which restyles the whole document (25-55 ms at each opening and closing). Here
 * the page behind is covered by the overlay and left to aria-modal, focus is kept inside by hand (Tab cycles,
 * presses on the panel keep it), and the element to focus at opening carries `data-autofocus`.
 */
export function KeptModal({ open, onOpenChange, onOpened, onClosed, className, overlayClassName = 'fixed inset-0 z-50 bg-black/50', children, onKeyDown, onMouseDown, ...rest }: KeptModalProps) {
  const panel = useRef<HTMLDivElement>(null);
  const wrapper = useRef<HTMLDivElement>(null);
  const callbacks = useRef({ onOpened, onClosed });
  useLayoutEffect(() => {
    callbacks.current = { onOpened, onClosed };
  });

  useLayoutEffect(() => {
    if (!open || !wrapper.current) return undefined;
    const shown = wrapper.current;
    // Locked before it shows: the lock measures the page, which costs nothing while the layout is still clean.
    const release = lockScroll();
    shown.hidden = false;
    // The panel is fixed in the window: nothing to scroll into view.
    panel.current?.querySelector<HTMLElement>('[data-autofocus]')?.focus({ preventScroll: true });
    callbacks.current.onOpened?.();
    return () => {
      shown.hidden = true;
      release();
    };
  }, [open]);
  // After the commit: React puts focus back where it was before a commit that moved it (the now hidden field).
  useEffect(() => (open ? () => callbacks.current.onClosed() : undefined), [open]);

  const keyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    onKeyDown?.(e);
    if (e.defaultPrevented || e.nativeEvent.isComposing) return;
    if (e.key === 'Escape') {
      e.preventDefault();
      onOpenChange(false);
    } else if (e.key === 'Tab') {
      const inside = [...e.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)];
      const at = inside.indexOf(document.activeElement as HTMLElement);
      e.preventDefault();
      if (inside.length) inside[(at + (e.shiftKey ? inside.length - 1 : 1)) % inside.length]!.focus();
    }
  };

  // A press on the panel outside any control keeps focus where it is (in the field).
  const mouseDown = (e: MouseEvent<HTMLDivElement>) => {
    onMouseDown?.(e);
    if (!(e.target as Element).closest(FORM_CONTROL)) e.preventDefault();
  };

  return (
    // Shown and hidden by the effect above, never by a render (React sets `hidden` once, at the mount).
    <div ref={wrapper} hidden>
      <div className={overlayClassName} aria-hidden="true" onClick={() => onOpenChange(false)} />
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        data-state={open ? 'open' : 'closed'}
        {...rest}
        onKeyDown={keyDown}
        onMouseDown={mouseDown}
        className={cn('z-50', className)}
      >
        {children}
      </div>
    </div>
  );
}
