import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, call, configureAuth } from './client';

function respond(status: number, body: unknown) {
  return vi.fn().mockResolvedValue(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
}

afterEach(() => {
  vi.unstubAllGlobals();
  configureAuth(
    () => null,
    () => {},
  );
});

describe('call', () => {
  it('posts the payload to /api/method/<name> and unwraps the message', async () => {
    const fetchMock = respond(200, { message: [{ category_name: 'Meat' }] });
    vi.stubGlobal('fetch', fetchMock);
    const result = await call('get_parent_categories', { show_count: 1 });
    expect(result).toEqual([{ category_name: 'Meat' }]);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/method/get_parent_categories');
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body as string)).toEqual({ show_count: 1 });
  });

  it('sends the token header when a session holds one', async () => {
    const fetchMock = respond(200, { message: {} });
    vi.stubGlobal('fetch', fetchMock);
    configureAuth(
      () => 'key:secret',
      () => {},
    );
    await call('get_business_detail', {});
    expect(fetchMock.mock.calls[0]![1].headers.authorization).toBe('token key:secret');
  });

  it('turns the Frappe error shape into an ApiError with the server message', async () => {
    vi.stubGlobal('fetch', respond(417, { exc_type: 'ValidationError', message: 'page_len must be at most 60', _server_messages: '[]' }));
    const err = await call('get_category_products', { route: 'meat', page_len: 500 }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).status).toBe(417);
    expect((err as ApiError).message).toBe('page_len must be at most 60');
  });

  it('reports a rejected token so the session can end', async () => {
    vi.stubGlobal('fetch', respond(401, { exc_type: 'AuthenticationError', message: 'Invalid or expired token.' }));
    const onUnauthorized = vi.fn();
    configureAuth(() => 'key:secret', onUnauthorized);
    await expect(call('get_business_detail', {})).rejects.toThrow('Invalid or expired token.');
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it('explains a network failure in words', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(call('get_business_detail', {})).rejects.toThrow(/offline/);
  });
});
