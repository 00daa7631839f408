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
});
