import { useEffect, useRef } from 'react';
import { PARTICLE_COUNT } from '../config/constants';
import { REDUCED_MOTION_QUERY, useMediaQuery } from '../lib/useMediaQuery';
import { afterLoad } from '../ui/lazy/afterLoad';
import { QUIET_AFTER_INPUT_MS, VISITOR_INPUT_EVENTS } from '../lib/visitorInput';
import type { ParticlesMessage } from '@workers/particles.worker';

/**
 * The dots hold still while the visitor types, taps or scrolls, and a quiet time after (QUIET_AFTER_INPUT_MS): a
 * keystroke into the editor on a 4×-slowed CPU took 104-112 ms (median) with them still against 128-144 ms with them
 * drifting, their frames drawn and composited between the keystroke and its own.
 */

/**
 * Decorative background: 80 drifting dots on a canvas behind the content, drawn by a worker on the canvas handed over
 * to it (an OffscreenCanvas): the page's own thread never draws a frame of it. It never takes pointer events, pauses
 * while the tab is hidden, is off under prefers-reduced-motion, and is simply absent where a canvas cannot be handed
 * to a worker.
 */
export function Particles() {
  const reduced = useMediaQuery(REDUCED_MOTION_QUERY);
  const ref = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const canvas = ref.current;
    if (reduced || !canvas || typeof canvas.transferControlToOffscreen !== 'function') return undefined;
    let worker: Worker | null = null;
    const send = (message: ParticlesMessage, transfer: Transferable[] = []) => worker?.postMessage(message, transfer);
    // The colour follows the theme (a class on <html>): read once a change has happened, never per frame.
    const color = () => getComputedStyle(canvas).color;
    const onResize = () => send({ type: 'resize', width: window.innerWidth, height: window.innerHeight });
    let still: ReturnType<typeof setTimeout> | undefined;
    const onVisibility = () => send({ type: 'visible', visible: !document.hidden && still === undefined });
    const onInput = () => {
      if (still === undefined) send({ type: 'visible', visible: false });
      clearTimeout(still);
      still = setTimeout(() => {
        still = undefined;
        onVisibility();
      }, QUIET_AFTER_INPUT_MS);
    };
    const themes = new MutationObserver(() => send({ type: 'color', color: color() }));
    // Decoration waits until the page has loaded and the main thread is idle: it must not compete with hydration.
    const cancelStart = afterLoad(() => {
      let offscreen: OffscreenCanvas;
      try {
        offscreen = canvas.transferControlToOffscreen();
      } catch {
        return; // handed over already (a development re-mount of the same canvas): nothing to draw with
      }
      worker = new Worker(new URL('../../workers/particles.worker.ts', import.meta.url), { type: 'module', name: 'particles' });
      send({ type: 'start', canvas: offscreen, width: window.innerWidth, height: window.innerHeight, color: color(), count: PARTICLE_COUNT }, [offscreen]);
      window.addEventListener('resize', onResize);
      document.addEventListener('visibilitychange', onVisibility);
      for (const type of VISITOR_INPUT_EVENTS) window.addEventListener(type, onInput, { capture: true, passive: true });
      themes.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
    });
    return () => {
      cancelStart();
      worker?.terminate();
      themes.disconnect();
      clearTimeout(still);
      for (const type of VISITOR_INPUT_EVENTS) window.removeEventListener(type, onInput, { capture: true });
      window.removeEventListener('resize', onResize);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [reduced]);

  if (reduced) return null;
  return (
    <canvas
      ref={ref}
      aria-hidden="true"
      data-testid="particles"
      className="pointer-events-none fixed inset-0 -z-10 h-full w-full text-primary/25"
    />
  );
}
