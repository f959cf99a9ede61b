/**
 * The site's only outbound calls: every third-party base URL lives here, and
 * nowhere else. All three are called through RTK Query (src/store/api.ts); the
 * API tester's user-typed URLs are the user's own business and not listed.
 */

/**
 * Exchange rates: Frankfurter v1 serves the European Central Bank's daily
 * reference rates, keyless, over HTTPS with CORS.
 *
 * `GET {RATES_BASE_URL}/latest?base=EUR&symbols=USD,GBP,…` answers
 * `{ "amount": 1, "base": "EUR", "date": "2026-11-20", "rates": { "USD": 1.0523, … } }`
 * (date = the ECB publication day, YYYY-MM-DD; rates = units of the symbol per 1 base).
 */
export const RATES_BASE_URL = 'https://api.frankfurter.dev/v1';

/**
 * IP geolocation: ipwho.is, keyless, HTTPS, CORS.
 *
 * `GET {IP_LOOKUP_BASE_URL}/{ip}` (or `/` for the caller's own address) answers 200 with
 * `{ "ip": "8.8.8.8", "success": true, "type": "IPv4", "country": "United States",
 *    "country_code": "US", "region": "California", "city": "Mountain View",
 *    "latitude": 37.386, "longitude": -122.0838, "postal": "94039",
 *    "flag": { "emoji": "🇺🇸", … },
 *    "connection": { "asn": 15169, "org": "Google LLC", "isp": "Google LLC", "domain": "google.com" },
 *    "timezone": { "id": "America/Los_Angeles", "abbr": "PST", "utc": "-08:00", "offset": -28800, … } }`
 * and, for a refused lookup, still 200 with `{ "success": false, "message": "Invalid IP address" }`.
 */
export const IP_LOOKUP_BASE_URL = 'https://ipwho.is';

/**
 * AI providers: any OpenAI-compatible chat-completions API. The request is
 * `POST {baseUrl}/chat/completions` with `Authorization: Bearer <the user's key>`
 * and `{ model, messages: [{ role, content }], temperature }`; the answer holds
 * `{ choices: [{ message: { role, content } }] }`.
 */
export interface AiProviderPreset {
  id: 'openai' | 'deepseek' | 'openrouter';
  label: string;
  baseUrl: string;
  model: string;
}

export const AI_PROVIDERS: readonly AiProviderPreset[] = [
  { id: 'openai', label: 'OpenAI', baseUrl: 'https://api.openai.com/v1', model: 'gpt-4o-mini' },
  { id: 'deepseek', label: 'DeepSeek', baseUrl: 'https://api.deepseek.com/v1', model: 'deepseek-chat' },
  { id: 'openrouter', label: 'OpenRouter', baseUrl: 'https://openrouter.ai/api/v1', model: 'openai/gpt-4o-mini' },
];

/** The id of the "enter your own base URL" choice next to the presets. */
export const AI_CUSTOM_PROVIDER = 'custom';

/** Path appended to an OpenAI-compatible base URL. */
export const AI_CHAT_PATH = '/chat/completions';

/**
 * Cache defaults of the spec (§7): 3 retries, the delay doubling from 1 s up to
 * 30 s; unused cached data is dropped after 5 minutes.
 */
export const API_MAX_RETRIES = 3;
export const API_RETRY_BASE_MS = 1_000;
export const API_RETRY_MAX_MS = 30_000;
export const API_KEEP_UNUSED_SECONDS = 5 * 60;
/**
 * An attempt with no answer after this long makes the tool say it cannot reach the service (the attempt itself goes
 * on until API_TIMEOUT_MS): a dead network must not look like a slow one for 15 s.
 */
export const API_SLOW_MS = 2_500;
/** One attempt longer than this counts as a network failure (and may be retried). */
export const API_TIMEOUT_MS = 15_000;
/** An AI completion may take a while. */
export const AI_TIMEOUT_MS = 60_000;
