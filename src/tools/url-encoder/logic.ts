// The percent-encoding lives in workers/text so the text worker runs the very same code on large inputs.
export * from '@workers/text/urlCode';
export * from './urlParts';

/** The example: a URL with encoded query values; decoded (component scope) it reads `…?q=café au lait&lang=fr&tags=a,b#résultats`. */
export const EXAMPLE = 'https://example.com/search?q=caf%C3%A9%20au%20lait&lang=fr&tags=a%2Cb#r%C3%A9sultats';
