/** Business constants from the product spec, section 9. */
export const RECENT_MAX = 12;
export const RECENT_TTL_MS = 2_592_000_000; // 30 days
export const COOKIE_BANNER_DELAY_MS = 1000;
export const CONSENT_COOKIE_DAYS = 365;
export const SIDEBAR_COOKIE_DAYS = 7;
export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const MOBILE_BREAKPOINT_PX = 768;
export const CARD_STAGGER_MS = 30;
export const PARTICLE_COUNT = 80;
export const SCROLL_RESTORE_DELAY_MS = 50;
export const SCROLL_RESTORE_RETRIES = 20;
export const SCROLL_RESTORE_INTERVAL_MS = 100;
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;
export const TOAST_VISIBLE = 3;
export const TOAST_GAP_PX = 14;
export const TOAST_DURATION_MS = 4000;
export const TOAST_WIDTH_PX = 356;
/** Toasts' distance from the bottom edge (sonner's own defaults), plus the consent banner's height while it shows. */
export const TOAST_OFFSET_PX = 24;
export const TOAST_MOBILE_OFFSET_PX = 16;
/** CSS custom property (on the toast layer): the room the consent banner takes at the bottom of the viewport ('0px' when gone). */
export const CONSENT_BANNER_SPACE_VAR = '--consent-banner-space';
/** The element around the toasts that carries that variable: set on the root, it restyled the whole page. */
export const TOAST_LAYER_ID = 'toast-layer';
/** Above this many characters a result is summarised rather than put whole into the DOM. */
export const LARGE_TEXT_CHARS = 1_000_000;

/**
 * What a single-line field keeps unless it says otherwise: far beyond any URL, hex code or search, and small
 * enough that a 10 MB paste or drop into one never reaches a tool's state nor a one-line box Chromium must lay out.
 */
export const MAX_LINE_INPUT_CHARS = 10_000;
