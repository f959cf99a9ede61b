import type { WithSlice } from '@reduxjs/toolkit';
import { createApi, retry, type BaseQueryFn } from '@reduxjs/toolkit/query/react';
import {
  AI_CHAT_PATH,
  AI_TIMEOUT_MS,
  API_KEEP_UNUSED_SECONDS,
  API_MAX_RETRIES,
  API_RETRY_BASE_MS,
  API_RETRY_MAX_MS,
  API_SLOW_MS,
  API_TIMEOUT_MS,
  IP_LOOKUP_BASE_URL,
  RATES_BASE_URL,
} from '../config/endpoints';
import { reportReachable } from '../lib/reachability';
import { announceInjection, dynamicMiddleware, rootReducer } from './index';
import { checkChatCompletion, checkIpInfo, checkRates, type Checked, type IpInfo, type IpRefusal, type Rates } from './apiShapes';

/**
 * The site's only outbound calls, as ONE RTK Query API with three endpoints:
 * exchange rates, IP geolocation and an AI chat completion. Base URLs come from
 * src/config/endpoints.ts. Every answer is validated by a hand-written guard: a
 * wrong shape is an `ApiError` with a message, never a crash.
 *
 * The AI key: the mutation receives it wrapped in a `SecretRef` (a closure), so
 * neither the store, nor RTK Query's cache, nor any dispatched action holds the
 * key as data (RTK Query keeps no `originalArgs` for mutations in the state;
 * the action's `meta.arg` carries only the closure). Provider error bodies are
 * never read (they may echo part of the key).
 */

export type ApiErrorStatus = number | 'FETCH_ERROR' | 'TIMEOUT' | 'PARSE_ERROR' | 'SHAPE_ERROR' | 'REFUSED' | 'ABORTED';

export interface ApiError {
  status: ApiErrorStatus;
  /** English, for logs and details; the UI shows its own translated message. */
  message: string;
}

/** A value readable only through a call: serialises as "[secret]". */
export interface SecretRef {
  readonly reveal: () => string;
  readonly toJSON: () => string;
}

export function secretRef(value: string): SecretRef {
  return Object.freeze({ reveal: () => value, toJSON: () => '[secret]' });
}

type Shape = 'rates' | 'ip' | 'chat';

interface ApiRequest {
  url: string;
  shape: Shape;
  method?: 'GET' | 'POST';
  body?: unknown;
  auth?: SecretRef;
  timeoutMs?: number;
}

const CHECKS: Record<Shape, (v: unknown) => Checked<unknown>> = { rates: checkRates, ip: checkIpInfo, chat: checkChatCompletion };

/**
 * One attempt: fetch, status, JSON, shape. Never throws. Reports whether the service answered (src/lib/reachability):
 * unreachable on a network failure, a timeout, or no answer after API_SLOW_MS; reachable on any HTTP answer.
 */
export const jsonBaseQuery: BaseQueryFn<ApiRequest, unknown, ApiError> = async (req, { signal }) => {
  const controller = new AbortController();
  let timedOut = false;
  const onAbort = () => controller.abort();
  if (signal.aborted) return { error: { status: 'ABORTED', message: 'Aborted' } };
  signal.addEventListener('abort', onAbort, { once: true });
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, req.timeoutMs ?? API_TIMEOUT_MS);
  const slow = setTimeout(() => reportReachable(req.shape, false), API_SLOW_MS);
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (req.body !== undefined) headers['Content-Type'] = 'application/json';
  if (req.auth) headers.Authorization = `Bearer ${req.auth.reveal()}`;
  try {
    let response: Response;
    try {
      response = await fetch(req.url, {
        method: req.method ?? 'GET',
        headers,
        body: req.body === undefined ? undefined : JSON.stringify(req.body),
        signal: controller.signal,
        credentials: 'omit',
        referrerPolicy: 'no-referrer',
      });
    } catch {
      if (signal.aborted) return { error: { status: 'ABORTED', message: 'Aborted' } };
      reportReachable(req.shape, false);
      if (timedOut) return { error: { status: 'TIMEOUT', message: 'The service did not answer in time' } };
      return { error: { status: 'FETCH_ERROR', message: 'Network error: the service could not be reached' } };
    }
    clearTimeout(slow);
    reportReachable(req.shape, true);
    if (!response.ok) {
      // The body is not read: an AI provider's error may quote the key.
      return { error: { status: response.status, message: `HTTP ${response.status}` } };
    }
    let json: unknown;
    try {
      json = JSON.parse(await response.text());
    } catch {
      if (signal.aborted) return { error: { status: 'ABORTED', message: 'Aborted' } };
      if (timedOut) return { error: { status: 'TIMEOUT', message: 'The service did not answer in time' } };
      return { error: { status: 'PARSE_ERROR', message: 'The answer is not valid JSON' } };
    }
    const checked = CHECKS[req.shape](json);
    if (!checked.ok) return { error: { status: 'SHAPE_ERROR', message: `Unexpected answer: ${checked.reason}` } };
    return { data: checked.value };
  } finally {
    clearTimeout(timer);
    clearTimeout(slow);
    signal.removeEventListener('abort', onAbort);
  }
};

/** Network failures, timeouts, 429 and 5xx may pass; anything else will not. */
export function isTransient(error: ApiError): boolean {
  const { status } = error;
  if (status === 'FETCH_ERROR' || status === 'TIMEOUT') return true;
  return typeof status === 'number' && (status === 429 || status >= 500);
}

/** Delay before retry number `attempt` (1-based): 1 s, 2 s, 4 s … at most 30 s. */
export function retryDelay(attempt: number): number {
  return Math.min(API_RETRY_BASE_MS * 2 ** Math.max(0, attempt - 1), API_RETRY_MAX_MS);
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new Error('Aborted'));
      return;
    }
    const onAbort = () => {
      clearTimeout(id);
      reject(new Error('Aborted'));
    };
    const id = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

const baseQuery = retry(jsonBaseQuery, {
  retryCondition: (error, _args, { attempt }) => attempt <= API_MAX_RETRIES && isTransient(error as unknown as ApiError),
  backoff: (attempt, _max, signal) => sleep(retryDelay(attempt), signal),
}) as BaseQueryFn<ApiRequest, unknown, ApiError>;

export const RATE_BASE = 'EUR';

export interface ChatMessage {
  role: 'system' | 'user';
  content: string;
}

export interface AiCompleteArgs {
  /** OpenAI-compatible base URL, without the trailing /chat/completions. */
  baseUrl: string;
  model: string;
  messages: ChatMessage[];
  /** The user's key, as a closure (see the module comment). */
  key: SecretRef;
  temperature?: number;
}

export function chatUrl(baseUrl: string): string {
  return `${baseUrl.trim().replace(/\/+$/, '')}${AI_CHAT_PATH}`;
}

export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  keepUnusedDataFor: API_KEEP_UNUSED_SECONDS,
  endpoints: (build) => ({
    /** ECB reference rates against EUR for `symbols` (sorted codes). */
    rates: build.query<Rates, readonly string[]>({
      query: (symbols) => ({
        url: `${RATES_BASE_URL}/latest?base=${RATE_BASE}&symbols=${symbols.filter((s) => s !== RATE_BASE).join(',')}`,
        shape: 'rates',
      }),
    }),
    /** Geolocation of `ip`, or of the caller when `ip` is ''. */
    ipLookup: build.query<IpInfo | IpRefusal, string>({
      query: (ip) => ({ url: `${IP_LOOKUP_BASE_URL}/${encodeURIComponent(ip.trim())}`, shape: 'ip' }),
    }),
    /** One chat completion; resolves to the assistant's text. */
    aiComplete: build.mutation<string, AiCompleteArgs>({
      query: ({ baseUrl, model, messages, key, temperature = 0.7 }) => ({
        url: chatUrl(baseUrl),
        method: 'POST',
        shape: 'chat',
        auth: key,
        body: { model, messages, temperature },
        timeoutMs: AI_TIMEOUT_MS,
      }),
    }),
  }),
});

export type ApiSlice = WithSlice<typeof api>;

// Joins the app store when this module first loads (see src/store/index.ts).
rootReducer.inject(api);
dynamicMiddleware.addMiddleware(api.middleware);
announceInjection();

export const { useRatesQuery, useLazyIpLookupQuery, useAiCompleteMutation } = api;

/** The ApiError inside whatever RTK Query hands back as `error`, or null. */
export function asApiError(error: unknown): ApiError | null {
  if (typeof error !== 'object' || error === null) return null;
  const e = error as { status?: unknown; message?: unknown };
  if ((typeof e.status === 'number' || typeof e.status === 'string') && typeof e.message === 'string') {
    return { status: e.status as ApiErrorStatus, message: e.message };
  }
  return null;
}

export function isRefusal(v: IpInfo | IpRefusal): v is IpRefusal {
  return 'refused' in v;
}
