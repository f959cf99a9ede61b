import './index.css';
import { nextTask } from './lib/nextTask';

/**
 * The entry, in steps that are each their own task, so a cheap phone can paint and take input between them (the
 * page is already painted: it is prerendered, and the boot script loads this only after the first paint). Importing
 * a module evaluates whatever of its graph has not run yet, in one task: React's DOM renderer first, then the store
 * and i18n (each tens of kilobytes of library code), then src/start.tsx with the router, the shell and the pages,
 * which prepares and hydrates. (A library imported here whole, as react-router-dom would be, loses its
 * tree-shaking.) Evaluated at once they made one task of about 150 ms on a 4×-slowed CPU.
 * scripts/build.mjs lists all of it for modulepreload, so the steps cost no round trip.
 */
await import('react-dom/client');
await nextTask();
await import('./store');
await nextTask();
await import('./lib/i18n');
await nextTask();
const { start } = await import('./start');
await nextTask();
await start();
