import { IP_LOOKUP_BASE_URL, RATES_BASE_URL } from './endpoints.ts';
import { ZH_LINK_SUBMIT_URL } from './site.ts';
import { TRUSTED_TYPES_POLICIES } from './trustedTypes.ts';

/**
 * The site's Content Security Policy, one source for the <meta> tag written into every page at build time
 * (scripts/vite-csp.ts) and the header files for static hosts (public/_headers, vercel.json are checked against it).
 *
 * - Scripts: our own files only, WebAssembly compilation (hash-wasm) and the zh link-submission host, which only the
 *   Chinese interface loads (src/lib/zhExtras.ts). The one inline script (the theme, set before first paint) is
 *   allowed by its sha256, computed from the built page.
 * - connect-src needs `https:` because the API tester and a custom AI endpoint may call any HTTPS origin, and plain
 *   http only on this machine (a developer's local API or model server); the rates and IP services are named anyway so
 *   the list documents every outbound host.
 * - Styles keep 'unsafe-inline': React writes style attributes into prerendered markup and toasts inject a stylesheet;
 *   neither can run code.
 */
const origin = (url: string) => new URL(url).origin;

export function cspDirectives(scriptHashes: readonly string[]): Record<string, string[]> {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", "'wasm-unsafe-eval'", ...scriptHashes.map((h) => `'sha256-${h}'`), origin(ZH_LINK_SUBMIT_URL.https), origin(ZH_LINK_SUBMIT_URL.http)],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'media-src': ["'self'", 'data:', 'blob:'],
    'connect-src': ["'self'", 'data:', 'blob:', origin(RATES_BASE_URL), origin(IP_LOOKUP_BASE_URL), 'https:', 'http://localhost:*', 'http://127.0.0.1:*'],
    'worker-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    // Strings never reach a script or HTML sink; see src/lib/trustedTypes.ts for the policies.
    'require-trusted-types-for': ["'script'"],
    'trusted-types': [...TRUSTED_TYPES_POLICIES, "'allow-duplicates'"],
  };
}

export function serializeCsp(directives: Record<string, string[]>): string {
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/** Only a response header can forbid framing (browsers ignore frame-ancestors in a <meta> policy). */
export const HEADER_ONLY_DIRECTIVES = "frame-ancestors 'none'";
