import { describe, expect, it, vi } from 'vitest';

import {
  apiFetch,
  apiGet,
  apiGetWithHeaders,
  apiSend,
  apiSendForFile,
  ApiError,
  fileNameOf,
  getQueryFn,
  isUnauthorizedError,
  queryKeyToPath,
} from './api-client';
import { createQueryClient } from './query-client';

function stubFetch(response: Response) {
  const fetchMock = vi.fn<typeof fetch>(() => Promise.resolve(response));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function lastCall(fetchMock: ReturnType<typeof stubFetch>): { url: string; init: RequestInit } {
  const call = fetchMock.mock.calls.at(-1);
  if (!call) throw new Error('fetch was not called');
  const [input, init = {}] = call;
  return { url: input instanceof Request ? input.url : input.toString(), init };
}

const headersOf = (init: RequestInit) => new Headers(init.headers);

describe('apiGet', () => {
  it('sends credentials and cache-prevention headers, and returns the JSON body', async () => {
    const fetchMock = stubFetch(new Response(JSON.stringify([{ id: 1 }]), { status: 200 }));
    await expect(apiGet('/api/services')).resolves.toEqual([{ id: 1 }]);

    const { url, init } = lastCall(fetchMock);
    expect(url).toBe('/api/services');
    expect(init.method).toBe('GET');
    expect(init.credentials).toBe('include');
    expect(headersOf(init).get('Cache-Control')).toBe('no-cache');
    expect(headersOf(init).get('Pragma')).toBe('no-cache');
    expect(init.body).toBeUndefined();
  });

  it('throws "status: body" on a non-OK response', async () => {
    stubFetch(new Response('{"message":"database unavailable"}', { status: 500, statusText: 'Internal Server Error' }));
    const error = await apiGet('/api/services').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toBeInstanceOf(Error);
    expect((error as ApiError).message).toBe('500: {"message":"database unavailable"}');
    expect((error as ApiError).status).toBe(500);
  });

  it('throws "status: statusText" when the body is empty', async () => {
    stubFetch(new Response('', { status: 404, statusText: 'Not Found' }));
    await expect(apiGet('/api/blog/missing')).rejects.toHaveProperty('message', '404: Not Found');
  });

  it('throws on 401 by default', async () => {
    stubFetch(new Response('{"message":"Unauthorized"}', { status: 401, statusText: 'Unauthorized' }));
    const error = await apiGet('/api/admin/stats').catch((e: unknown) => e);
    expect((error as Error).message).toBe('401: {"message":"Unauthorized"}');
    expect(isUnauthorizedError(error)).toBe(true);
  });

  it("returns null on 401 with on401: 'returnNull'", async () => {
    stubFetch(new Response('{"message":"Unauthorized"}', { status: 401, statusText: 'Unauthorized' }));
    await expect(apiGet('/api/auth/user', { on401: 'returnNull' })).resolves.toBeNull();
  });

  it("still throws other errors with on401: 'returnNull'", async () => {
    stubFetch(new Response('', { status: 503, statusText: 'Service Unavailable' }));
    await expect(apiGet('/api/auth/user', { on401: 'returnNull' })).rejects.toHaveProperty('message', '503: Service Unavailable');
  });

  it('returns null for an empty body', async () => {
    stubFetch(new Response(null, { status: 204 }));
    await expect(apiGet('/api/nothing')).resolves.toBeNull();
  });
});

describe('writes', () => {
  it('send a JSON body with a JSON content type and credentials', async () => {
    const fetchMock = stubFetch(new Response(JSON.stringify({ id: 42 }), { status: 201 }));
    const body = { name: 'Layla', email: 'layla@example.com', message: 'Hello there, spa!' };
    await expect(apiSend('POST', '/api/contact', body)).resolves.toEqual({ id: 42 });

    const { url, init } = lastCall(fetchMock);
    expect(url).toBe('/api/contact');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('include');
    expect(headersOf(init).get('Content-Type')).toBe('application/json');
    expect(init.body).toBe(JSON.stringify(body));
  });

  it('send no body and no content type when there is nothing to send', async () => {
    const fetchMock = stubFetch(new Response(null, { status: 204 }));
    await expect(apiSend('POST', '/api/admin/logout')).resolves.toBeNull();
    const { init } = lastCall(fetchMock);
    expect(init.credentials).toBe('include');
    expect(init.body).toBeUndefined();
    expect(headersOf(init).has('Content-Type')).toBe(false);
  });

  it('throw "status: body" and "status: statusText" like reads', async () => {
    stubFetch(new Response('{"message":"Invalid password"}', { status: 401, statusText: 'Unauthorized' }));
    await expect(apiSend('POST', '/api/admin/login', { password: 'x' })).rejects.toHaveProperty(
      'message',
      '401: {"message":"Invalid password"}',
    );
    stubFetch(new Response('', { status: 409, statusText: 'Conflict' }));
    await expect(apiFetch('PATCH', '/api/admin/bookings/1/status', { status: 'completed' })).rejects.toHaveProperty(
      'message',
      '409: Conflict',
    );
  });
});

describe('query keys', () => {
  it('join their segments with "/" to make the path', () => {
    expect(queryKeyToPath(['/api/services'])).toBe('/api/services');
    expect(queryKeyToPath(['/api/blog', 'my-post'])).toBe('/api/blog/my-post');
    expect(queryKeyToPath(['/api/admin/bookings', 7, 'status'])).toBe('/api/admin/bookings/7/status');
    expect(queryKeyToPath(['/api/blog', 'a b/c'])).toBe('/api/blog/a%20b%2Fc');
  });

  it('refuse segments that are not strings or numbers', () => {
    expect(() => queryKeyToPath(['/api/blog', { page: 1 }])).toThrow(TypeError);
  });

  it('drive the default query function', async () => {
    const fetchMock = stubFetch(new Response(JSON.stringify({ slug: 'my-post' }), { status: 200 }));
    const queryFn = getQueryFn();
    await expect(queryFn({ queryKey: ['/api/blog', 'my-post'], signal: new AbortController().signal })).resolves.toEqual({
      slug: 'my-post',
    });
    expect(lastCall(fetchMock).url).toBe('/api/blog/my-post');
  });

  it('let the default query client fetch by key alone', async () => {
    const fetchMock = stubFetch(new Response(JSON.stringify(['x']), { status: 200 }));
    const client = createQueryClient();
    await expect(client.query({ queryKey: ['/api/blog'] })).resolves.toEqual(['x']);
    expect(lastCall(fetchMock).url).toBe('/api/blog');
  });
});

describe('query client defaults', () => {
  it('are fresh 30 s, kept 5 min, retry reads once and writes never, no refetch on focus, no polling', () => {
    const { queries, mutations } = createQueryClient().getDefaultOptions();
    expect(queries?.staleTime).toBe(30_000);
    expect(queries?.gcTime).toBe(300_000);
    expect(queries?.retry).toBe(1);
    expect(queries?.refetchOnWindowFocus).toBe(false);
    expect(queries?.refetchInterval).toBe(false);
    expect(mutations?.retry).toBe(false);
  });
});

describe('apiGetWithHeaders', () => {
  it('returns the JSON with the headers, and throws on 401', async () => {
    stubFetch(new Response('[{"id":1}]', { status: 200, headers: { 'X-Total-Count': '42' } }));
    const { data, headers } = await apiGetWithHeaders('/api/admin/customers?page=1');
    expect(data).toEqual([{ id: 1 }]);
    expect(headers.get('X-Total-Count')).toBe('42');

    stubFetch(new Response('{"message":"Unauthorized"}', { status: 401, statusText: 'Unauthorized' }));
    const error = await apiGetWithHeaders('/api/admin/customers').catch((e: unknown) => e);
    expect(isUnauthorizedError(error)).toBe(true);
  });
});

describe('isUnauthorizedError', () => {
  it('matches "401: ...Unauthorized..." only', () => {
    expect(isUnauthorizedError(new Error('401: Unauthorized'))).toBe(true);
    expect(isUnauthorizedError(new Error('401: Invalid password'))).toBe(false);
    expect(isUnauthorizedError(new Error('403: Unauthorized'))).toBe(false);
    expect(isUnauthorizedError('401: Unauthorized')).toBe(false);
  });
});

describe('apiSendForFile', () => {
  it('posts JSON with cookies and returns the bytes and the file name the server gives', async () => {
    const fetchMock = stubFetch(
      new Response('%PDF-1.7', {
        status: 200,
        headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': 'attachment; filename="income-report-all-to-all.pdf"' },
      }),
    );
    const file = await apiSendForFile('POST', '/api/admin/generate-report', { format: 'pdf' });
    expect(file.fileName).toBe('income-report-all-to-all.pdf');
    expect(await file.blob.text()).toBe('%PDF-1.7');

    const { url, init } = lastCall(fetchMock);
    expect(url).toBe('/api/admin/generate-report');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('include');
    expect(headersOf(init).get('Content-Type')).toBe('application/json');
    expect(headersOf(init).get('Accept')).toBe('*/*');
    expect(init.body).toBe('{"format":"pdf"}');
  });

  it('fails like every call: "status: body"', async () => {
    stubFetch(new Response('{"message":"Please check the highlighted fields."}', { status: 400, statusText: 'Bad Request' }));
    await expect(apiSendForFile('POST', '/api/admin/generate-report', {})).rejects.toHaveProperty(
      'message',
      '400: {"message":"Please check the highlighted fields."}',
    );
  });

  it('gives no name when the server sends none', async () => {
    stubFetch(new Response('x', { status: 200 }));
    await expect(apiSendForFile('POST', '/x')).resolves.toHaveProperty('fileName', null);
  });
});

describe('fileNameOf', () => {
  it('reads the quoted, bare and RFC 6266 forms', () => {
    expect(fileNameOf('attachment; filename="income-report-2026-05-01-to-all.html"')).toBe('income-report-2026-05-01-to-all.html');
    expect(fileNameOf('attachment; filename=report.csv')).toBe('report.csv');
    expect(fileNameOf('attachment; FILENAME="a \\"b\\".pdf"')).toBe('a "b".pdf');
    expect(fileNameOf(`attachment; filename="fallback.pdf"; filename*=UTF-8''r%C3%A9sum%C3%A9.pdf`)).toBe('résumé.pdf');
    expect(fileNameOf(`attachment; filename*=UTF-8''%E0%A4%A; filename="plain.pdf"`)).toBe('plain.pdf');
  });

  it('keeps no folder and names nothing when there is no usable name', () => {
    expect(fileNameOf('attachment; filename="../../etc/passwd"')).toBe('passwd');
    expect(fileNameOf('attachment; filename="C:\\\\temp\\\\x.csv"')).toBe('x.csv');
    expect(fileNameOf('attachment; filename=".."')).toBeNull();
    expect(fileNameOf('attachment')).toBeNull();
    expect(fileNameOf('')).toBeNull();
    expect(fileNameOf(null)).toBeNull();
  });
});
