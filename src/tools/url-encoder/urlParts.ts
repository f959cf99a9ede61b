/**
 * A URL taken apart for editing and put back together, with the WHATWG URL parser
 * (`new URL`) doing the validation and normalisation. Query parameters and the
 * fragment are shown decoded; a part the user did not change is written back
 * exactly as it was, so editing one parameter does not re-encode the others.
 */

/** Longer text is not offered for parsing: a URL is at most a few KB. */
export const URL_PARSE_MAX = 8 * 1024;

export interface QueryParam {
  key: string;
  value: string;
  /** `key=value` as it stood in the URL (undefined for a parameter added here). */
  raw?: string;
}

export interface UrlParts {
  /** Without the colon: `https`. */
  protocol: string;
  username: string;
  password: string;
  hostname: string;
  port: string;
  pathname: string;
  params: QueryParam[];
  /** Decoded, without `#`. */
  hash: string;
  /** The fragment as it stood in the URL, without `#`. */
  rawHash?: string;
}

export type BuildError = 'invalidProtocol' | 'invalidHost' | 'invalidPort' | 'invalidUrl';
export type BuildResult = { ok: true; url: string } | { ok: false; error: BuildError };

/** Schemes whose URLs always have a host (WHATWG URL "special schemes", file: aside). */
const SPECIAL_SCHEMES = new Set(['http', 'https', 'ws', 'wss', 'ftp']);
const URL_LIKE = /^[a-z][a-z\d+.-]*:\/\/\S+$/i;

/** Whether `text` is one absolute URL with an authority (`scheme://…`), short enough to parse on the main thread. */
export function looksLikeUrl(text: string): boolean {
  if (text.length > URL_PARSE_MAX) return false;
  return URL_LIKE.test(text.trim());
}

/** Decodes a query part as a browser reads a form (`+` is a space, stray `%` kept, bad UTF-8 → U+FFFD). */
export function decodeQueryPart(raw: string): string {
  return new URLSearchParams(`k=${raw}`).get('k') ?? '';
}

function decodeLenient(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/** Unpaired surrogates (which UTF-8 cannot hold) become U+FFFD, as the URL parser does. */
function wellFormed(s: string): string {
  return s.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');
}

/** A query key or value for the URL: everything but unreserved characters percent-encoded (a space is %20). */
export function encodeQueryPart(s: string): string {
  return encodeURIComponent(wellFormed(s));
}

/** The parameters of a query string (with or without `?`), decoded, in order, repeats kept. */
export function parseQuery(search: string): QueryParam[] {
  const q = search.startsWith('?') ? search.slice(1) : search;
  if (!q) return [];
  return q.split('&').filter((piece) => piece !== '').map((raw) => {
    const eq = raw.indexOf('=');
    return eq === -1
      ? { key: decodeQueryPart(raw), value: '', raw }
      : { key: decodeQueryPart(raw.slice(0, eq)), value: decodeQueryPart(raw.slice(eq + 1)), raw };
  });
}

function serializeParam(p: QueryParam): string {
  if (p.raw !== undefined) {
    const [orig] = parseQuery(p.raw);
    if (orig && orig.key === p.key && orig.value === p.value) return p.raw;
  }
  return `${encodeQueryPart(p.key)}=${encodeQueryPart(p.value)}`;
}

/** The query string for `params` (with `?`), '' when there are none. */
export function serializeQuery(params: QueryParam[]): string {
  const kept = params.filter((p) => p.key !== '' || p.value !== '');
  return kept.length ? `?${kept.map(serializeParam).join('&')}` : '';
}

/** `text` (one absolute `scheme://` URL) in parts, or null when the URL parser rejects it. */
export function parseUrl(text: string): UrlParts | null {
  if (!looksLikeUrl(text)) return null;
  let u: URL;
  try {
    u = new URL(text.trim());
  } catch {
    return null;
  }
  const rawHash = u.hash.slice(1);
  return {
    protocol: u.protocol.slice(0, -1),
    username: u.username,
    password: u.password,
    hostname: u.hostname,
    port: u.port,
    pathname: u.pathname,
    params: parseQuery(u.search),
    hash: decodeLenient(rawHash),
    rawHash,
  };
}

/** The URL for `parts`, normalised by the URL parser, or which part is invalid. */
export function buildUrl(parts: UrlParts): BuildResult {
  const protocol = parts.protocol.trim().replace(/:$/, '');
  if (!/^[a-z][a-z\d+.-]*$/i.test(protocol)) return { ok: false, error: 'invalidProtocol' };
  const host = parts.hostname.trim();
  if (/[\s/?#@\\]/.test(host)) return { ok: false, error: 'invalidHost' };
  // Special schemes need a host: with none, the parser would take the path's first segment as the host.
  if (host === '' && SPECIAL_SCHEMES.has(protocol.toLowerCase())) return { ok: false, error: 'invalidHost' };
  const port = parts.port.trim();
  if (!/^\d{0,5}$/.test(port) || (port !== '' && Number(port) > 65535)) return { ok: false, error: 'invalidPort' };

  const userinfo = parts.username || parts.password
    ? `${parts.username.replace(/[:@/?#]/g, encodeURIComponent)}${parts.password ? `:${parts.password.replace(/[@/?#]/g, encodeURIComponent)}` : ''}@`
    : '';
  let path = parts.pathname.replace(/[?#]/g, encodeURIComponent);
  if (path !== '' && !path.startsWith('/')) path = `/${path}`;
  const hash = parts.rawHash !== undefined && decodeLenient(parts.rawHash) === parts.hash
    ? parts.rawHash
    : encodeURI(wellFormed(parts.hash));
  const text = `${protocol}://${userinfo}${host}${port ? `:${port}` : ''}${path}${serializeQuery(parts.params)}${hash ? `#${hash}` : ''}`;
  try {
    return { ok: true, url: new URL(text).href };
  } catch {
    return { ok: false, error: 'invalidUrl' };
  }
}
