import { configureStore, type Middleware, type UnknownAction } from '@reduxjs/toolkit';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, asApiError, chatUrl, isTransient, retryDelay, secretRef, type ApiError } from '@src/store/api';
import { checkChatCompletion, checkIpInfo, checkRates } from '@src/store/apiShapes';
import { createStore } from '@src/store';
import { API_KEEP_UNUSED_SECONDS, API_SLOW_MS, IP_LOOKUP_BASE_URL, RATES_BASE_URL } from '@src/config/endpoints';
import { isUnreachable, reportReachable } from '@src/lib/reachability';

const RATES = { amount: 1, base: 'EUR', date: '2026-11-20', rates: { USD: 1.0523, GBP: 0.8342, JPY: 162.41 } };
const IP = {
  ip: '8.8.8.8', success: true, type: 'IPv4', country: 'United States', country_code: 'US', region: 'California',
  city: 'Mountain View', latitude: 37.386, longitude: -122.0838, postal: '94039',
  flag: { emoji: '🇺🇸' }, connection: { asn: 15169, org: 'Google LLC', isp: 'Google LLC', domain: 'google.com' },
  timezone: { id: 'America/Los_Angeles', abbr: 'PST', utc: '-08:00', offset: -28800 },
};
const CHAT = { id: 'x', object: 'chat.completion', choices: [{ index: 0, message: { role: 'assistant', content: ' Better prompt ' } }] };

type Reply = { status?: number; body?: string } | 'network-down';

function mockFetch(...replies: Reply[]) {
  const queue = [...replies];
  const fn = vi.fn(async (_url: string, init?: RequestInit) => {
    const next = queue.length > 1 ? queue.shift()! : queue[0]!;
    if (init?.signal?.aborted) throw new DOMException('aborted', 'AbortError');
    if (next === 'network-down') throw new TypeError('Failed to fetch');
    return new Response(next.body ?? '', { status: next.status ?? 200, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fn);
  return fn;
}

const json = (v: unknown, status = 200): Reply => ({ status, body: JSON.stringify(v) });

function makeStore(extra: Middleware[] = []) {
  return configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    middleware: (gd) => gd().concat(api.middleware, ...extra),
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('shape guards', () => {
  it.each([
    ['valid', RATES, true],
    ['not an object', [1, 2], false],
    ['bad base', { ...RATES, base: 'euro' }, false],
    ['bad date', { ...RATES, date: '20/11/2026' }, false],
    ['rates not object', { ...RATES, rates: [1] }, false],
    ['negative rate', { ...RATES, rates: { USD: -1 } }, false],
    ['string rate', { ...RATES, rates: { USD: '1.05' } }, false],
    ['empty rates', { ...RATES, rates: {} }, false],
  ])('rates: %s', (_name, value, expected) => {
    expect(checkRates(value).ok).toBe(expected);
  });

  it('rates include the base at 1', () => {
    const r = checkRates(RATES);
    expect(r.ok && r.value.rates.EUR).toBe(1);
  });

  it.each([
    ['valid', IP, true],
    ['refusal', { success: false, message: 'Invalid IP address' }, true],
    ['no success flag', { ip: '1.1.1.1' }, false],
    ['no ip', { ...IP, ip: '' }, false],
    ['string', 'hello', false],
  ])('ip: %s', (_name, value, expected) => {
    expect(checkIpInfo(value).ok).toBe(expected);
  });

  it('ip: fields mapped, absurd coordinates dropped, nested blocks optional', () => {
    const r = checkIpInfo(IP);
    expect(r.ok && r.value).toMatchObject({ city: 'Mountain View', countryCode: 'US', isp: 'Google LLC', timezone: 'America/Los_Angeles', postal: '94039', latitude: 37.386 });
    const odd = checkIpInfo({ ...IP, latitude: 500, connection: 'x', timezone: null, country_code: 'usa' });
    expect(odd.ok && odd.value).toMatchObject({ latitude: null, longitude: null, isp: '', timezone: '', countryCode: '' });
  });

  it.each([
    ['valid', CHAT, true],
    ['no choices', { choices: [] }, false],
    ['no message', { choices: [{}] }, false],
    ['content not text', { choices: [{ message: { content: 42 } }] }, false],
    ['blank content', { choices: [{ message: { content: '  ' } }] }, false],
  ])('chat: %s', (_name, value, expected) => {
    expect(checkChatCompletion(value).ok).toBe(expected);
  });
});

describe('retry policy', () => {
  it('doubles from 1 s up to 30 s', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });

  it.each([
    [{ status: 'FETCH_ERROR', message: '' }, true],
    [{ status: 'TIMEOUT', message: '' }, true],
    [{ status: 500, message: '' }, true],
    [{ status: 503, message: '' }, true],
    [{ status: 429, message: '' }, true],
    [{ status: 404, message: '' }, false],
    [{ status: 401, message: '' }, false],
    [{ status: 'PARSE_ERROR', message: '' }, false],
    [{ status: 'SHAPE_ERROR', message: '' }, false],
    [{ status: 'ABORTED', message: '' }, false],
  ] as [ApiError, boolean][])('%o transient: %s', (error, expected) => {
    expect(isTransient(error)).toBe(expected);
  });

  it('keeps unused data 5 minutes', () => {
    expect(API_KEEP_UNUSED_SECONDS).toBe(300);
  });
});

describe('rates endpoint', () => {
  beforeEach(() => vi.useRealTimers());

  it('success: validated data, one request to the Frankfurter URL', async () => {
    const fetchMock = mockFetch(json(RATES));
    const store = makeStore();
    const r = await store.dispatch(api.endpoints.rates.initiate(['EUR', 'GBP', 'JPY', 'USD']));
    expect(r.data).toEqual({ base: 'EUR', date: '2026-11-20', rates: { EUR: 1, USD: 1.0523, GBP: 0.8342, JPY: 162.41 } });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]![0]).toBe(`${RATES_BASE_URL}/latest?base=EUR&symbols=GBP,JPY,USD`);
  });

  it('4xx: an error, no retry', async () => {
    const fetchMock = mockFetch(json({ message: 'not found' }, 404));
    const r = await makeStore().dispatch(api.endpoints.rates.initiate(['USD']));
    expect(asApiError(r.error)).toEqual({ status: 404, message: 'HTTP 404' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('malformed JSON: PARSE_ERROR, no retry', async () => {
    const fetchMock = mockFetch({ body: '/* stubbed */' });
    const r = await makeStore().dispatch(api.endpoints.rates.initiate(['USD']));
    expect(asApiError(r.error)?.status).toBe('PARSE_ERROR');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('wrong shape: SHAPE_ERROR with a reason', async () => {
    mockFetch(json({ base: 'EUR', date: '2026-11-20', rates: { USD: 'lots' } }));
    const r = await makeStore().dispatch(api.endpoints.rates.initiate(['USD']));
    expect(asApiError(r.error)).toEqual({ status: 'SHAPE_ERROR', message: 'Unexpected answer: the rate of USD is not a positive number' });
  });

  it('5xx: 3 retries after 1 s, 2 s, 4 s, then the error', async () => {
    vi.useFakeTimers();
    const fetchMock = mockFetch(json({}, 500));
    const done = makeStore().dispatch(api.endpoints.rates.initiate(['USD']));
    // [ms to wait, calls made by then]: each retry comes at its delay, not a millisecond before, and none after the third.
    const steps = [[0, 1], [999, 1], [1, 2], [1999, 2], [1, 3], [4000, 4], [60_000, 4]] as const;
    for (const [ms, calls] of steps) {
      await vi.advanceTimersByTimeAsync(ms);
      expect(fetchMock, `after ${ms} ms more`).toHaveBeenCalledTimes(calls);
    }
    const r = await done;
    expect(asApiError(r.error)).toEqual({ status: 500, message: 'HTTP 500' });
  });

  it('network down, then back: recovers on a retry', async () => {
    vi.useFakeTimers();
    const fetchMock = mockFetch('network-down', 'network-down', json(RATES));
    const done = makeStore().dispatch(api.endpoints.rates.initiate(['USD']));
    await vi.advanceTimersByTimeAsync(3_000);
    const r = await done;
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(r.data?.date).toBe('2026-11-20');
  });

  it('network down for good: FETCH_ERROR after 4 attempts', async () => {
    vi.useFakeTimers();
    const fetchMock = mockFetch('network-down');
    const done = makeStore().dispatch(api.endpoints.rates.initiate(['USD']));
    await vi.advanceTimersByTimeAsync(10_000);
    const r = await done;
    expect(fetchMock).toHaveBeenCalledTimes(4);
    expect(asApiError(r.error)?.status).toBe('FETCH_ERROR');
  });
});

describe('reachability: a tool can say at once that its service does not answer', () => {
  beforeEach(() => reportReachable('rates', true));

  it('a network failure marks the service unreachable at the first attempt, while the retries go on', async () => {
    vi.useFakeTimers();
    const fetchMock = mockFetch('network-down', json(RATES));
    const done = makeStore().dispatch(api.endpoints.rates.initiate(['USD']));
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(isUnreachable('rates')).toBe(true);
    await vi.advanceTimersByTimeAsync(1_000);
    expect((await done).data?.date).toBe('2026-11-20');
    expect(isUnreachable('rates'), 'an answer clears it').toBe(false);
  });

  it('no answer at all: unreachable after API_SLOW_MS, long before the attempt times out', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('fetch', vi.fn((_url: string, init?: RequestInit) => new Promise<Response>((_resolve, reject) => {
      init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
    })));
    const request = makeStore().dispatch(api.endpoints.rates.initiate(['USD']));
    await vi.advanceTimersByTimeAsync(API_SLOW_MS - 1);
    expect(isUnreachable('rates')).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(isUnreachable('rates')).toBe(true);
    request.unsubscribe();
    request.abort();
  });

  it('an error status is an answer: the service is reachable', async () => {
    reportReachable('rates', false);
    mockFetch(json({ message: 'not found' }, 404));
    await makeStore().dispatch(api.endpoints.rates.initiate(['USD']));
    expect(isUnreachable('rates')).toBe(false);
  });
});

describe('ipLookup endpoint', () => {
  it('success and the URL for an address and for "own IP"', async () => {
    const fetchMock = mockFetch(json(IP));
    const store = makeStore();
    const r = await store.dispatch(api.endpoints.ipLookup.initiate('8.8.8.8'));
    expect(r.data).toMatchObject({ ip: '8.8.8.8', city: 'Mountain View' });
    await store.dispatch(api.endpoints.ipLookup.initiate(''));
    expect(fetchMock.mock.calls.map((c) => c[0])).toEqual([`${IP_LOOKUP_BASE_URL}/8.8.8.8`, `${IP_LOOKUP_BASE_URL}/`]);
  });

  it('a refusal is data, not a crash', async () => {
    mockFetch(json({ success: false, message: 'Reserved range' }));
    const r = await makeStore().dispatch(api.endpoints.ipLookup.initiate('9.9.9.9'));
    expect(r.data).toEqual({ refused: 'Reserved range' });
  });

  it('wrong shape', async () => {
    mockFetch(json(['8.8.8.8']));
    const r = await makeStore().dispatch(api.endpoints.ipLookup.initiate('8.8.8.8'));
    expect(asApiError(r.error)?.status).toBe('SHAPE_ERROR');
  });
});

describe('aiComplete mutation and the key', () => {
  const KEY = 'sk-test-SECRET-0123456789abcdef';
  const args = () => ({ baseUrl: 'https://api.example.test/v1/', model: 'm', messages: [{ role: 'user' as const, content: 'hi' }], key: secretRef(KEY) });

  it('sends the key as a bearer header to {base}/chat/completions and returns the text', async () => {
    const fetchMock = mockFetch(json(CHAT));
    const r = await makeStore().dispatch(api.endpoints.aiComplete.initiate(args()));
    expect('data' in r && r.data).toBe('Better prompt');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('https://api.example.test/v1/chat/completions');
    expect((init?.headers as Record<string, string>).Authorization).toBe(`Bearer ${KEY}`);
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ model: 'm', messages: [{ role: 'user', content: 'hi' }], temperature: 0.7 });
  });

  it('the key is in no state, no action and no cache entry', async () => {
    mockFetch(json(CHAT));
    const seen: UnknownAction[] = [];
    const spy: Middleware = () => (next) => (action) => {
      seen.push(action as UnknownAction);
      return next(action);
    };
    const store = makeStore([spy]);
    await store.dispatch(api.endpoints.aiComplete.initiate(args()));
    mockFetch(json({}, 401));
    await store.dispatch(api.endpoints.aiComplete.initiate(args()));
    const state = store.getState().api;
    expect(Object.keys(state.mutations).length).toBeGreaterThan(0);
    for (const m of Object.values(state.mutations)) expect(m).not.toHaveProperty('originalArgs');
    expect(JSON.stringify(store.getState())).not.toContain('SECRET');
    expect(seen.length).toBeGreaterThan(0);
    for (const a of seen) expect(JSON.stringify(a)).not.toContain('SECRET');
  });

  it('401 is not retried; its body is never read', async () => {
    const fetchMock = mockFetch(json({ error: { message: `Incorrect API key provided: ${KEY}` } }, 401));
    const r = await makeStore().dispatch(api.endpoints.aiComplete.initiate(args()));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect('error' in r && asApiError(r.error)).toEqual({ status: 401, message: 'HTTP 401' });
  });

  it('abort cancels the request', async () => {
    vi.stubGlobal('fetch', vi.fn((_u: string, init?: RequestInit) => new Promise((_resolve, reject) => {
      init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
    })));
    const promise = makeStore().dispatch(api.endpoints.aiComplete.initiate(args()));
    promise.abort();
    const r = await promise;
    expect('error' in r).toBe(true);
  });

  it('chatUrl trims slashes', () => {
    expect(chatUrl(' https://x.test/v1// ')).toBe('https://x.test/v1/chat/completions');
  });
});

describe('the app store', () => {
  it('a store made before the api module loads (the api is injected lazily) has the api state at once', async () => {
    vi.resetModules();
    const store = (await import('@src/store')).createStore({});
    expect((store.getState() as { api?: unknown }).api).toBeUndefined();
    await import('@src/store/api');
    expect((store.getState() as { api?: unknown }).api).toBeDefined();
  });

  it('registers the api slice; nothing of it is persisted', async () => {
    const store = createStore({});
    expect(store.getState().api).toBeDefined();
    mockFetch(json(RATES));
    await store.dispatch(api.endpoints.rates.initiate(['USD']));
    expect(store.getState().api?.queries).not.toEqual({});
  });
});
