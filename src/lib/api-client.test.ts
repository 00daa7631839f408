import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError } from '@/lib/api-client';

describe('apiRequest', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('passes a cancellation on as the abort reason and logs no API error', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const controller = new AbortController();
    // The caller gives up while the request is on its way.
    vi.stubGlobal('fetch', () => {
      controller.abort();
      return Promise.reject(new DOMException('aborted', 'AbortError'));
    });
    const request = api.get('/ideas', undefined, controller.signal);
    const error: unknown = await request.catch((reason: unknown) => reason);
    expect(error).not.toBeInstanceOf(ApiError);
    expect((error as DOMException).name).toBe('AbortError');
    expect(logged).not.toHaveBeenCalled();
  });

  it('drops an answer whose body was being read when the caller cancelled', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const controller = new AbortController();
    vi.stubGlobal('fetch', () => {
      const body = new ReadableStream({
        start(stream) {
          stream.enqueue(new TextEncoder().encode('{"success": tr'));
          controller.abort();
          stream.error(new DOMException('aborted', 'AbortError'));
        },
      });
      return Promise.resolve(new Response(body, { status: 200 }));
    });
    const error: unknown = await api
      .get('/ideas', undefined, controller.signal)
      .catch((reason: unknown) => reason);
    expect(error).not.toBeInstanceOf(ApiError);
    expect((error as DOMException).name).toBe('AbortError');
    expect(logged).not.toHaveBeenCalled();
  });

  it('still reports a broken answer nobody cancelled', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.stubGlobal('fetch', () => Promise.resolve(new Response('not json', { status: 502 })));
    await expect(api.get('/ideas')).rejects.toMatchObject({ status: 502 });
    expect(logged).toHaveBeenCalledTimes(1);
  });

  it('sends a write again after no answer with the same Idempotency-Key, and a new action with a new one', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const keys: Array<string | undefined> = [];
    const answers = [
      () => Promise.reject(new TypeError('Failed to fetch')),
      () => Promise.resolve(Response.json({ success: true, data: null }, { status: 201 })),
      () => Promise.resolve(Response.json({ success: true, data: null }, { status: 201 })),
    ];
    vi.stubGlobal('fetch', (_url: string, init: RequestInit) => {
      keys.push((init.headers as Record<string, string>)['idempotency-key']);
      return answers.shift()!();
    });
    const rate = () => api.post('/ratings', { ideaId: 'key-test', marketDemand: 50 });
    await expect(rate()).rejects.toMatchObject({ status: 0 });
    await rate();
    await rate();
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('sends no Idempotency-Key with a read', async () => {
    let headers: Record<string, string> = {};
    vi.stubGlobal('fetch', (_url: string, init: RequestInit) => {
      headers = init.headers as Record<string, string>;
      return Promise.resolve(Response.json({ success: true, data: [] }));
    });
    await api.get('/ideas');
    expect(headers).not.toHaveProperty('idempotency-key');
  });
});
