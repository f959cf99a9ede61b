import './index.css';
import { nextTask } from './lib/nextTask';

/**
 * The entry, in steps that are each their own task, so a cheap phone can paint and take input between them (the
 * page is already painted: it is prerendered): React's DOM renderer is evaluated first, then the app (router, store,
 * i18n, shell and pages), then src/start.tsx prepares and hydrates. Evaluated at once, they made one task of about
 * 150 ms on a 4×-slowed CPU. scripts/build.mjs modulepreloads all of it, so the steps cost no round trip.
 */
await import('react-dom/client');
await nextTask();
const { start } = await import('./start');
await nextTask();
await start();
