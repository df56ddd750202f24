/**
 * The one HTTP client of the app (docs/product.md, The API client):
 * - every call sends the session cookie (`credentials: 'include'`);
 * - writes send JSON with `Content-Type: application/json`;
 * - reads are GETs with cache-prevention headers;
 * - any non-OK response throws `ApiError` whose message is `${status}: ${body text || status text}`;
 * - a 401 on a read throws, unless the caller asks for `on401: 'returnNull'` (the current-user query).
 *
 * Responses are returned as `unknown`: each feature's api/ module turns them into its own types.
 */

/** The code of a message the server answers (docs/openapi.yaml, Error), and the values it names. */
export interface ServerCode {
  code: string;
  params: Readonly<Record<string, string>>;
}

/** `params` of an error body: an object of strings, or none. */
function stringRecord(value: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    for (const [key, text] of Object.entries(value)) if (typeof text === 'string') out[key] = text;
  }
  return out;
}

/** `{code, params}` of an error body, or null when it has no code. */
function serverCode(value: unknown): ServerCode | null {
  if (typeof value !== 'object' || value === null) return null;
  const { code, params } = value as Record<string, unknown>;
  return typeof code === 'string' && code !== '' ? { code, params: stringRecord(params) } : null;
}

/**
 * What the server's error body says: `{"message": "...", "code": "...", "params": {...}, "errors": {"field":
 * "message"}, "fields": {"field": {"code": "...", "params": {...}}}}` (the message of the whole refusal and of each
 * offending field, in English words and as codes that the app translates by). Any other body says nothing: null,
 * no fields. The one place the app reads that body, for fetch answers (ApiError) and the upload's own request alike.
 */
export function parseErrorBody(body: string): {
  message: string | null;
  fieldErrors: Record<string, string>;
  code: ServerCode | null;
  fieldCodes: Record<string, ServerCode>;
} {
  let parsed: unknown;
  try {
    parsed = body.trim() === '' ? null : JSON.parse(body);
  } catch {
    parsed = null;
  }
  const record = typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  const message = typeof record.message === 'string' && record.message.trim() !== '' ? record.message.trim() : null;
  const fieldErrors: Record<string, string> = {};
  if (typeof record.errors === 'object' && record.errors !== null) {
    for (const [field, text] of Object.entries(record.errors)) {
      if (typeof text === 'string' && text !== '') fieldErrors[field] = text;
    }
  }
  const fieldCodes: Record<string, ServerCode> = {};
  if (typeof record.fields === 'object' && record.fields !== null) {
    for (const [field, value] of Object.entries(record.fields)) {
      const coded = serverCode(value);
      if (coded) fieldCodes[field] = coded;
    }
  }
  return { message, fieldErrors, code: serverCode(record), fieldCodes };
}

export class ApiError extends Error {
  readonly status: number;
  readonly body: string;
  /** The server's `message`, trimmed; null when its body has none. */
  readonly serverMessage: string | null;
  /** The server's per-field messages (`errors`); empty when its body has none. */
  readonly fieldErrors: Readonly<Record<string, string>>;
  /** The code of the server's message and its values; null when its body has none. */
  readonly code: ServerCode | null;
  /** The code of each field's message (`fields`); empty when its body has none. */
  readonly fieldCodes: Readonly<Record<string, ServerCode>>;
  /**
   * The Retry-After header: set when the refusal is temporary (the rate limit), null when it is not (a
   * guest's booking requests for the day are at their limit).
   */
  readonly retryAfter: string | null;

  constructor(status: number, statusText: string, body: string, retryAfter: string | null = null) {
    super(`${status}: ${body || statusText}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
    this.retryAfter = retryAfter;
    const { message, fieldErrors, code, fieldCodes } = parseErrorBody(body);
    this.serverMessage = message;
    this.fieldErrors = fieldErrors;
    this.code = code;
    this.fieldCodes = fieldCodes;
  }
}

/** An unauthorised failure is an error whose message starts with '401: ' and mentions Unauthorized. */
export function isUnauthorizedError(error: unknown): boolean {
  return error instanceof Error && error.message.startsWith('401: ') && /Unauthorized/i.test(error.message);
}

export type On401 = 'throw' | 'returnNull';
export type WriteMethod = 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ReadOptions {
  on401?: On401;
  signal?: AbortSignal;
}

export interface WriteOptions {
  signal?: AbortSignal;
  /** What the caller takes back; JSON unless it asks for a file. */
  accept?: string;
}

const readHeaders = {
  Accept: 'application/json',
  'Cache-Control': 'no-cache',
  Pragma: 'no-cache',
} as const;

async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  let body = '';
  try {
    body = (await response.text()).trim();
  } catch {
    // An unreadable body still yields "status: statusText".
  }
  throw new ApiError(response.status, response.statusText, body, response.headers.get('Retry-After'));
}

async function readJson(response: Response): Promise<unknown> {
  if (response.status === 204) return null;
  const text = await response.text();
  return text === '' ? null : (JSON.parse(text) as unknown);
}

function fetchRead(path: string, signal: AbortSignal | undefined): Promise<Response> {
  return fetch(path, {
    method: 'GET',
    credentials: 'include',
    headers: readHeaders,
    cache: 'no-store',
    ...(signal ? { signal } : {}),
  });
}

/** GET `path` and return its JSON (null for an empty body, or for a 401 with `on401: 'returnNull'`). */
export async function apiGet(path: string, { on401 = 'throw', signal }: ReadOptions = {}): Promise<unknown> {
  const response = await fetchRead(path, signal);
  if (on401 === 'returnNull' && response.status === 401) return null;
  await throwIfNotOk(response);
  return readJson(response);
}

/** GET `path` like apiGet (a 401 throws), and return its JSON with the response's headers (e.g. X-Total-Count). */
export async function apiGetWithHeaders(
  path: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<{ data: unknown; headers: Headers }> {
  const response = await fetchRead(path, signal);
  await throwIfNotOk(response);
  return { data: await readJson(response), headers: response.headers };
}

/** A write with an optional JSON body; resolves to the checked Response (for blobs, headers, ...). */
export async function apiFetch(
  method: WriteMethod,
  path: string,
  body?: unknown,
  { signal, accept = 'application/json' }: WriteOptions = {},
): Promise<Response> {
  // A form (an uploaded file and its fields) goes as multipart, its boundary set by the browser; anything else as JSON.
  const form = body instanceof FormData;
  const json = body !== undefined && !form;
  const response = await fetch(path, {
    method,
    credentials: 'include',
    headers: json ? { Accept: accept, 'Content-Type': 'application/json' } : { Accept: accept },
    ...(form ? { body } : json ? { body: JSON.stringify(body) } : {}),
    ...(signal ? { signal } : {}),
  });
  await throwIfNotOk(response);
  return response;
}

/** A write whose response is JSON (null when the body is empty). */
export async function apiSend(method: WriteMethod, path: string, body?: unknown, options?: WriteOptions): Promise<unknown> {
  return readJson(await apiFetch(method, path, body, options));
}

/** A file the server answered: its bytes, and the name its Content-Disposition gives (null when none). */
export interface ApiFile {
  blob: Blob;
  fileName: string | null;
}

/**
 * A write whose answer is a file to save (a report): sent like apiSend (cookies, JSON body), failing
 * like it (`${status}: ${body}`), resolving to the file's bytes and name.
 */
export async function apiSendForFile(method: WriteMethod, path: string, body?: unknown, { signal }: Omit<WriteOptions, 'accept'> = {}): Promise<ApiFile> {
  const response = await apiFetch(method, path, body, { accept: '*/*', ...(signal ? { signal } : {}) });
  return { blob: await response.blob(), fileName: fileNameOf(response.headers.get('Content-Disposition')) };
}

/**
 * The file name of a Content-Disposition header (`attachment; filename="report.pdf"`, or the RFC 6266
 * `filename*=UTF-8''...` form, which wins), without any folder part; null when it names none.
 */
export function fileNameOf(contentDisposition: string | null): string | null {
  if (contentDisposition === null) return null;
  let name: string | null = null;
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(contentDisposition);
  if (extended?.[1]) {
    try {
      name = decodeURIComponent(extended[1].trim());
    } catch {
      name = null; // malformed escapes: fall back to the plain form
    }
  }
  if (name === null) {
    const plain = /filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;\s]+))/i.exec(contentDisposition);
    name = plain ? (plain[1] ?? plain[2] ?? '').replace(/\\(.)/g, '$1') : null;
  }
  const base = name?.split(/[/\\]/).pop()?.trim() ?? '';
  return base === '' || base === '.' || base === '..' ? null : base;
}

/**
 * The path of a read is its query key's segments joined with '/':
 * `['/api/blog', 'my-post']` -> `/api/blog/my-post`. Segments after the first are URL-encoded.
 */
export function queryKeyToPath(queryKey: readonly unknown[]): string {
  return queryKey
    .map((segment, index) => {
      if (typeof segment !== 'string' && typeof segment !== 'number') {
        throw new TypeError(`query key segment ${index} is not a string or number`);
      }
      return index === 0 ? String(segment) : encodeURIComponent(String(segment));
    })
    .join('/');
}

/** A query function that GETs the path its key spells (see queryKeyToPath). */
export function getQueryFn({ on401 = 'throw' }: { on401?: On401 } = {}) {
  return ({ queryKey, signal }: { queryKey: readonly unknown[]; signal: AbortSignal }): Promise<unknown> =>
    apiGet(queryKeyToPath(queryKey), { on401, signal });
}
