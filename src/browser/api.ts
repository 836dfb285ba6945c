/**
 * The one typed client every island and the admin app use for /api. It attaches the stored bearer
 * token and turns failures into ApiError with the server's message, code and field errors.
 */
import type { ApiFailure, ApiFieldError, ListMeta } from '@/shared/types';
import { TOKEN_KEY, readText } from './storage';

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code?: string,
    readonly errors?: ApiFieldError[],
  ) {
    super(message);
  }
}

/** `etag` is the version tag of an editable document (sent back as If-Match when saving it). */
export interface ApiResult<T> {
  data: T;
  meta?: ListMeta;
  message?: string;
  etag?: string;
  /** Lists read by cursor (History): the `before=` of the next page, null on the last. */
  nextCursor?: string | null;
}

type Query = Record<string, string | number | boolean | undefined | null>;
interface Options {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  query?: Query;
  signal?: AbortSignal;
  token?: string | null;
  /** The message when the server gives none (default "Request failed"). */
  failure?: string;
  headers?: Record<string, string>;
  /** Lets the request finish after the page is left (a last sync as the editor closes). */
  keepalive?: boolean;
}

export const storedToken = (): string | null => readText(TOKEN_KEY);

export async function request<T>(path: string, opts: Options = {}): Promise<ApiResult<T>> {
  const url = new URL(`/api${path}`, typeof location === 'undefined' ? 'http://localhost' : location.origin);
  for (const [k, v] of Object.entries(opts.query ?? {}))
    if (v !== undefined && v !== null && v !== '') url.searchParams.set(k, String(v));
  const headers: Record<string, string> = { accept: 'application/json', ...opts.headers };
  const token = opts.token === undefined ? storedToken() : opts.token;
  if (token) headers.authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (opts.body instanceof FormData) body = opts.body;
  else if (opts.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(opts.body);
  }
  let res: Response;
  try {
    res = await fetch(url, {
      method: opts.method ?? (body ? 'POST' : 'GET'),
      headers,
      body,
      signal: opts.signal,
      keepalive: opts.keepalive,
    });
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw new ApiError('Network error', 0);
  }
  // A write with nothing to answer (204) carries no body.
  if (res.status === 204) return { data: undefined as T };
  const json = (await res.json().catch(() => null)) as (ApiResult<T> & ApiFailure) | null;
  if (!res.ok || !json) throw new ApiError(json?.error || opts.failure || 'Request failed', res.status, json?.code, json?.errors);
  const etag = res.headers.get('etag');
  return etag ? { ...json, etag } : json;
}

export const api = {
  get: <T>(path: string, query?: Query, signal?: AbortSignal) => request<T>(path, { query, signal }),
  post: <T>(path: string, body?: unknown) => request<T>(path, { method: 'POST', body: body ?? {} }),
  put: <T>(path: string, body: unknown) => request<T>(path, { method: 'PUT', body }),
  del: <T>(path: string) => request<T>(path, { method: 'DELETE' }),
};

/** POSTs to /api/ai/{path} and answers the data. */
export const aiPost = async <T>(path: string, body: unknown): Promise<T> => (await api.post<T>(`/ai/${path}`, body)).data;

/** The one way an API failure becomes the sentence a person reads. */
export interface MessageRules {
  /** Which API errors carry words meant for this screen; the others get `fallback`. Default: all. */
  shown?: (err: ApiError) => boolean;
  /** List every field problem the server named ("a, b") instead of its summary. */
  fields?: boolean;
}

export function errorMessage(err: unknown, fallback: string, rules: MessageRules = {}): string {
  if (err instanceof ApiError) {
    if (rules.shown && !rules.shown(err)) return fallback;
    if (rules.fields && err.errors?.length) return err.errors.map((e) => e.msg).join(', ');
    return err.message || fallback;
  }
  // A thrown non-API error (a bug, a browser refusal) is only shown where every message is.
  if (rules.shown) return fallback;
  return err instanceof Error && err.message ? err.message : fallback;
}

export const isAbort = (err: unknown) => err instanceof Error && err.name === 'AbortError';
