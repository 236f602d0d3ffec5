import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { NOT_PROCESSED_HEADER } from '@ecopeso/shared/errors';
import { ApiError, apiFetch, MAX_RETRIES, retryDelayMs, shouldRetryQuery } from './api-client';

const answer = (status: number, headers: Record<string, string> = {}, body: unknown = { ok: true }) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
const busy = (headers: Record<string, string> = {}) =>
  answer(503, headers, { error: { code: 'unavailable', message: 'The server is busy. Please try again shortly.' } });
const shed = () => busy({ 'retry-after': '5', [NOT_PROCESSED_HEADER]: '1' });

describe('retryDelayMs: when an answer is asked again', () => {
  it('waits what Retry-After says (seconds or a date), a fifth more at most', () => {
    expect(retryDelayMs('GET', busy({ 'retry-after': '5' }), 0, 0)).toBe(5000);
    expect(retryDelayMs('GET', busy({ 'retry-after': '5' }), 0, 1)).toBe(6000);
    const now = Date.parse('2026-11-26T12:00:00Z');
    expect(retryDelayMs('GET', busy({ 'retry-after': 'Thu, 26 Nov 2026 12:00:02 GMT' }), 0, 0, now)).toBe(2000);
    expect(retryDelayMs('GET', answer(429, { 'retry-after': '1' }), 0, 0)).toBe(1000);
  });

  it('gives up after MAX_RETRIES, without Retry-After, beyond 10 s, or for any other status', () => {
    expect(retryDelayMs('GET', shed(), MAX_RETRIES - 1, 0)).toBe(5000);
    expect(retryDelayMs('GET', shed(), MAX_RETRIES, 0)).toBeNull();
    expect(retryDelayMs('GET', busy(), 0, 0)).toBeNull();
    expect(retryDelayMs('GET', busy({ 'retry-after': 'soon' }), 0, 0)).toBeNull();
    expect(retryDelayMs('GET', answer(429, { 'retry-after': '45' }), 0, 0)).toBeNull();
    for (const status of [400, 401, 404, 409, 500, 504]) {
      expect(retryDelayMs('GET', answer(status, { 'retry-after': '1' }), 0, 0), String(status)).toBeNull();
    }
  });

  it('sends a write again only when the server did nothing: a 503 marked not processed, or a 429', () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      expect(retryDelayMs(method, shed(), 0, 0), method).toBe(5000);
      expect(retryDelayMs(method, answer(429, { 'retry-after': '2' }), 0, 0), method).toBe(2000);
      // A database that went away mid-transaction: the change may have been made.
      expect(retryDelayMs(method, busy({ 'retry-after': '5' }), 0, 0), method).toBeNull();
    }
  });
});

describe('apiFetch under a busy server', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });
  const schema = z.object({ ok: z.boolean() });

  it('answers with the retry that succeeded, after waiting each Retry-After, and sends the write again', async () => {
    fetchMock.mockResolvedValueOnce(shed()).mockResolvedValueOnce(shed()).mockResolvedValueOnce(answer(200));
    let settled = false;
    const result = apiFetch('/api/v1/me/report-subscriptions', schema, { method: 'PUT', body: { clientIds: [] } });
    void result.finally(() => (settled = true));
    await vi.advanceTimersByTimeAsync(4999);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(6000 + 6000);
    expect(settled).toBe(true);
    await expect(result).resolves.toEqual({ ok: true });
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(fetchMock.mock.calls.every(([, init]) => init?.method === 'PUT' && init.body === '{"clientIds":[]}')).toBe(
      true,
    );
  });

  it('fails with the server’s error once the retries are spent', async () => {
    fetchMock.mockImplementation(async () => shed());
    const result = apiFetch('/api/v1/clients', schema).catch((err: unknown) => err);
    await vi.advanceTimersByTimeAsync(MAX_RETRIES * 6000);
    const error = await result;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'unavailable', status: 503 });
    expect(fetchMock).toHaveBeenCalledTimes(MAX_RETRIES + 1);
  });

  it('does not send a write again after a 503 that may follow a change', async () => {
    fetchMock.mockResolvedValueOnce(busy({ 'retry-after': '5' })).mockResolvedValueOnce(answer(200));
    const result = apiFetch('/api/v1/mtr', schema, { method: 'POST', body: {} }).catch((err: unknown) => err);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(await result).toMatchObject({ status: 503 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('stops waiting when its caller cancels', async () => {
    fetchMock.mockImplementation(async () => shed());
    const caller = new AbortController();
    const result = apiFetch('/api/v1/clients', schema, { signal: caller.signal }).catch((err: unknown) => err);
    await vi.advanceTimersByTimeAsync(1000);
    caller.abort();
    expect(await result).toMatchObject({ code: 'cancelled' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('shouldRetryQuery', () => {
  it('leaves refusals and waited-out 503s alone and tries other failures twice more', () => {
    const error = (status: number) => new ApiError('internal', status, '');
    expect(shouldRetryQuery(0, error(404))).toBe(false);
    expect(shouldRetryQuery(0, error(429))).toBe(false);
    expect(shouldRetryQuery(0, error(503))).toBe(false);
    expect(shouldRetryQuery(0, error(500))).toBe(true);
    expect(shouldRetryQuery(1, error(0))).toBe(true);
    expect(shouldRetryQuery(2, error(0))).toBe(false);
  });
});
