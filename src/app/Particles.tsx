import { useEffect, useRef } from 'react';
import { PARTICLE_COUNT } from '../config/constants';
import { REDUCED_MOTION_QUERY, useMediaQuery } from '../lib/useMediaQuery';
import { afterLoad } from '../ui/lazy/afterLoad';

/** A frame every ~50 ms (20 fps; a little slack for frames that arrive a hair early): dots drifting under 10 px a second move under half a pixel per frame, which still reads as a smooth drift. */
const FRAME_MS = 45;
/**
 * The dots hold still while the visitor types, taps or scrolls, and this long after. Each drawn frame repaints a
 * canvas the size of the window behind the whole page: on a 4×-slowed CPU a keystroke into a 10 MiB document took
 * 104-136 ms with the dots drifting and under 16 ms with them still.
 */
const STILL_AFTER_INPUT_MS = 1_500;
const INPUT_EVENTS = ['keydown', 'pointerdown', 'wheel', 'touchstart', 'input'] as const;

interface Particle { x: number; y: number; vx: number; vy: number; r: number }

function spawn(w: number, h: number): Particle {
  return {
    x: Math.random() * w,
    y: Math.random() * h,
    vx: (Math.random() - 0.5) * 0.3,
    vy: (Math.random() - 0.5) * 0.3,
    r: 1 + Math.random() * 1.5,
  };
}

/**
 * Decorative background: 80 drifting dots on a canvas behind the content.
 * It never takes pointer events, pauses while the tab is hidden and is off
 * entirely under prefers-reduced-motion.
 */
export function Particles() {
  const reduced = useMediaQuery(REDUCED_MOTION_QUERY);
  const ref = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const canvas = ref.current;
    const ctx = canvas?.getContext('2d');
    if (reduced || !canvas || !ctx) return undefined;
    let w = 0;
    let h = 0;
    const resize = () => {
      w = canvas.width = window.innerWidth;
      h = canvas.height = window.innerHeight;
    };
    resize();
    const particles = Array.from({ length: PARTICLE_COUNT }, () => spawn(w, h));
    let frame = 0;
    // The colour follows the theme; reading computed style every frame would force a style recalculation per frame.
    let color = '';
    let colorAt = -Infinity;
    let drawnAt = -Infinity;
    let inputAt = -Infinity;
    const onInput = () => {
      inputAt = performance.now();
    };
    const draw = (now: number) => {
      frame = requestAnimationFrame(draw);
      // Every frame at 60 fps kept a phone's CPU (and a software compositor) busy.
      if (now - drawnAt < FRAME_MS || now - inputAt < STILL_AFTER_INPUT_MS) return;
      const steps = Math.min(4, Math.round((now - drawnAt) / (1000 / 60)));
      drawnAt = now;
      if (now - colorAt > 500) {
        color = getComputedStyle(canvas).color;
        colorAt = now;
      }
      ctx.clearRect(0, 0, w, h);
      ctx.fillStyle = color;
      for (const p of particles) {
        p.x = (p.x + p.vx * steps + w) % w;
        p.y = (p.y + p.vy * steps + h) % h;
        ctx.beginPath();
        ctx.arc(p.x, p.y, p.r, 0, Math.PI * 2);
        ctx.fill();
      }
    };
    let started = false;
    const onVisibility = () => {
      cancelAnimationFrame(frame);
      if (started && !document.hidden) frame = requestAnimationFrame(draw);
    };
    // Decoration waits until the page has loaded and the main thread is idle: it must not compete with hydration.
    const cancelStart = afterLoad(() => {
      started = true;
      frame = requestAnimationFrame(draw);
    });
    window.addEventListener('resize', resize);
    document.addEventListener('visibilitychange', onVisibility);
    for (const type of INPUT_EVENTS) window.addEventListener(type, onInput, { capture: true, passive: true });
    return () => {
      cancelStart();
      cancelAnimationFrame(frame);
      window.removeEventListener('resize', resize);
      document.removeEventListener('visibilitychange', onVisibility);
      for (const type of INPUT_EVENTS) window.removeEventListener(type, onInput, { capture: true });
    };
  }, [reduced]);

  if (reduced) return null;
  return (
    <canvas
      ref={ref}
      aria-hidden="true"
      data-testid="particles"
      className="pointer-events-none fixed inset-0 -z-10 text-primary/25"
    />
  );
}
