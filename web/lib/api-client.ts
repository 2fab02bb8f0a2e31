import { DEFAULT_HOST_ID } from '../../common/domain/constants';
import type { Language } from '../../common/domain/languages';
import { currentLanguage } from './i18n';

/** A scalar or list query value; null and undefined are left out of the URL. */
export type QueryValue =
  string | number | boolean | null | undefined | readonly (string | number)[];

export interface ApiFetchOptions {
  query?: Record<string, QueryValue>;
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON. */
  body?: unknown;
  signal?: AbortSignal;
  /** Defaults to the language shown; queries pass the one in their key so both always agree. */
  lang?: Language;
  /** Public files are fetched without cookies ('omit'); the session cookie goes with the rest. */
  credentials?: RequestCredentials;
}

/** A non-2xx answer of the API, read from its `{ error: { code, message } }` body. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** The failing fields of a request, each with a stable code forms translate. */
    readonly fields?: readonly { path: string; code: string }[],
    /** A refusal's Retry-After in seconds, when the server said how long to wait. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

export function isAbortError(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { name?: unknown }).name === 'AbortError'
  );
}

/** The host the server answers for, from <meta name="sillage:host-id">; else the default, 2. */
export function siteHostId(doc: Document | undefined = globalThis.document): number {
  const content = doc?.querySelector('meta[name="sillage:host-id"]')?.getAttribute('content');
  return content && /^\d{1,9}$/.test(content) ? Number(content) : DEFAULT_HOST_ID;
}

/**
 * Builds `path?query&lang=..&hostId=2`. Lists are joined with commas, the form the API uses for
 * ids (`perfumes=1,2,3`, `gender=FU,U`). A hostId given by the caller wins over the default.
 */
export function buildApiUrl(
  path: string,
  query: Record<string, QueryValue> | undefined,
  lang: Language,
): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === null || value === undefined) continue;
    params.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  params.set('lang', lang);
  if (!params.has('hostId')) params.set('hostId', String(siteHostId()));
  const separator = path.includes('?') ? '&' : '?';
  return `${path}${separator}${params.toString()}`;
}

async function readError(response: Response): Promise<ApiError> {
  let code = 'http_error';
  let message = response.statusText || `HTTP ${response.status}`;
  let fields: { path: string; code: string }[] | undefined;
  try {
    const body = (await response.json()) as {
      error?: { code?: unknown; message?: unknown; fields?: unknown };
    };
    if (typeof body.error?.code === 'string') code = body.error.code;
    if (typeof body.error?.message === 'string') message = body.error.message;
    if (Array.isArray(body.error?.fields)) {
      fields = body.error.fields.filter(
        (f): f is { path: string; code: string } =>
          typeof f?.path === 'string' && typeof f?.code === 'string',
      );
    }
  } catch {
    // Not JSON (a proxy page, an empty body): keep the HTTP status as the message.
  }
  const retryAfter = response.headers.get('Retry-After')?.trim();
  return new ApiError(
    response.status,
    code,
    message,
    fields,
    retryAfter && /^\d+$/.test(retryAfter) ? Number(retryAfter) : undefined,
  );
}

/**
 * Calls the API with JSON in and out. A non-2xx answer throws an ApiError; an aborted request
 * rethrows the AbortError untouched (callers ignore it); any other network failure becomes an
 * ApiError with status 0 and code `network_error`.
 */
export async function apiFetch<T>(path: string, options: ApiFetchOptions = {}): Promise<T> {
  const {
    query,
    method = 'GET',
    body,
    signal,
    lang = currentLanguage(),
    credentials = 'same-origin',
  } = options;
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(buildApiUrl(path, query, lang), {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
      credentials,
    });
  } catch (error) {
    if (isAbortError(error)) throw error;
    throw new ApiError(0, 'network_error', error instanceof Error ? error.message : String(error));
  }

  if (!response.ok) throw await readError(response);
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text === '' ? undefined : JSON.parse(text)) as T;
}
