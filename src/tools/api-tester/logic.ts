/** API tester: request building, header parsing, curl export, response formatting. Pure. */
import type { EditorLanguage } from '../../ui/editorTypes';

export const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export type Method = (typeof METHODS)[number];

/** Methods whose body this tool sends; GET and DELETE send none. */
export const BODY_METHODS: readonly Method[] = ['POST', 'PUT', 'PATCH'];

export const TIMEOUT_OPTIONS = [5, 15, 30, 60] as const;
export const DEFAULT_TIMEOUT_S = 30;

/** Above this many characters a JSON body is shown as received, not re-indented. */
export const PRETTY_LIMIT_CHARS = 5_000_000;

/** Path of the example request, answered by the site itself. */
export const EXAMPLE_PATH = '/manifest.webmanifest';
export const EXAMPLE_HEADERS = '{\n  "Accept": "application/json"\n}';

export function isMethod(v: string): v is Method {
  return (METHODS as readonly string[]).includes(v);
}

export function takesBody(method: Method): boolean {
  return BODY_METHODS.includes(method);
}

export type UrlCheck = { ok: true; url: string } | { ok: false; error: 'enterUrl' | 'invalidUrl' };

/**
 * An http(s) URL, absolute or relative to `origin` ("/robots.txt").
 * A bare host ("example.com/x") gets https://.
 */
export function checkUrl(input: string, origin: string): UrlCheck {
  const s = input.trim();
  if (!s) return { ok: false, error: 'enterUrl' };
  let candidate = s;
  if (!/^[a-z][a-z0-9+.-]*:/i.test(s) && !s.startsWith('/')) candidate = `https://${s}`;
  try {
    const url = new URL(candidate, origin);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return { ok: false, error: 'invalidUrl' };
    return { ok: true, url: url.href };
  } catch {
    return { ok: false, error: 'invalidUrl' };
  }
}

export type HeaderRow = { name: string; value: string };

const HEADER_NAME = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;

export type HeadersCheck = { ok: true; headers: HeaderRow[] } | { ok: false; reason: string };

/** Headers as a JSON object of names to strings (numbers and booleans are accepted as text). */
export function parseHeadersJson(text: string): HeadersCheck {
  if (!text.trim()) return { ok: true, headers: [] };
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (e) {
    return { ok: false, reason: e instanceof Error ? e.message : 'not JSON' };
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return { ok: false, reason: 'not an object' };
  const headers: HeaderRow[] = [];
  for (const [name, value] of Object.entries(parsed)) {
    if (!HEADER_NAME.test(name)) return { ok: false, reason: `"${name.slice(0, 40)}" is not a header name` };
    if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') {
      return { ok: false, reason: `the value of "${name}" is not text` };
    }
    headers.push({ name, value: String(value) });
  }
  return { ok: true, headers };
}

/** Rows with a name, validated like the JSON form. */
export function checkRows(rows: HeaderRow[]): HeadersCheck {
  const headers = rows.filter((r) => r.name.trim() || r.value.trim()).map((r) => ({ name: r.name.trim(), value: r.value }));
  for (const h of headers) if (!HEADER_NAME.test(h.name)) return { ok: false, reason: `"${h.name.slice(0, 40)}" is not a header name` };
  return { ok: true, headers };
}

export function rowsToJson(rows: HeaderRow[]): string {
  const obj: Record<string, string> = {};
  for (const r of rows) if (r.name.trim()) obj[r.name.trim()] = r.value;
  return Object.keys(obj).length ? JSON.stringify(obj, null, 2) : '';
}

/** POSIX shell single-quoting: safe for any byte sequence but NUL. */
export function shellQuote(s: string): string {
  return `'${s.replace(/'/g, `'\\''`)}'`;
}

export function toCurl(method: Method, url: string, headers: HeaderRow[], body: string): string {
  const parts = ['curl'];
  if (method !== 'GET') parts.push('-X', method);
  parts.push(shellQuote(url));
  for (const h of headers) parts.push('-H', shellQuote(`${h.name}: ${h.value}`));
  if (takesBody(method) && body) parts.push('--data-raw', shellQuote(body));
  return parts.join(' ');
}

export function isJsonType(contentType: string): boolean {
  // application/json, text/json, application/problem+json, application/manifest+json …
  return /[/+]json\b/i.test(contentType);
}

/** The body for display: indented when it is JSON (by type or by content) and not huge. */
export function prettyBody(text: string, contentType: string): { text: string; json: boolean } {
  const looksJson = isJsonType(contentType) || /^\s*[[{]/.test(text) || /webmanifest/i.test(contentType);
  if (!looksJson || text.length > PRETTY_LIMIT_CHARS) return { text, json: false };
  try {
    return { text: JSON.stringify(JSON.parse(text), null, 2), json: true };
  } catch {
    return { text, json: false };
  }
}

/** How the response body is highlighted: by what it turned out to be (JSON), else by its declared type. */
export function bodyLanguage(contentType: string, json: boolean): EditorLanguage {
  if (json) return 'json';
  if (/html/i.test(contentType)) return 'html';
  if (/xml/i.test(contentType)) return 'xml';
  if (/css/i.test(contentType)) return 'css';
  if (/javascript|ecmascript/i.test(contentType)) return 'javascript';
  return 'text';
}

export type Failure = 'timeout' | 'aborted' | 'network';

/** Why fetch rejected. A CORS refusal and a dead network look the same to a page: both are "network". */
export function classifyFailure(aborted: boolean, timedOut: boolean): Failure {
  if (timedOut) return 'timeout';
  if (aborted) return 'aborted';
  return 'network';
}

export function statusClass(status: number): 'ok' | 'redirect' | 'client' | 'server' | 'info' {
  if (status >= 500) return 'server';
  if (status >= 400) return 'client';
  if (status >= 300) return 'redirect';
  if (status >= 200) return 'ok';
  return 'info';
}
