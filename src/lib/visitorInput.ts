/** What counts as the visitor doing something: a tap, a key, a scroll (touch or wheel), typing. */
export const VISITOR_INPUT_EVENTS = ['keydown', 'pointerdown', 'wheel', 'touchstart', 'input'] as const;

/**
 * How long after the visitor's last input the page counts as left alone: the background dots hold still until then,
 * and work nobody waits for (the offline worker's install, its notices) waits for it.
 */
export const QUIET_AFTER_INPUT_MS = 1_500;
