/** Where the e2e web server's production build lives (one directory per E2E_PORT, so checkouts can run side by side). */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4173);
export const BUILD_DIR = E2E_PORT === 4173 ? 'dist' : `.e2e-dist/${E2E_PORT}`;
