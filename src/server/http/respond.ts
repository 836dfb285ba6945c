import type { ApiFailure, ListMeta } from '@/shared/types';
import { HttpError } from '../errors';

const JSON_HEADERS = {
  'content-type': 'application/json; charset=utf-8',
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
};

export function ok<T>(
  data: T,
  init: { status?: number; meta?: ListMeta; message?: string; headers?: Record<string, string> } = {},
): Response {
  const body: Record<string, unknown> = { data };
  if (init.meta) body.meta = init.meta;
  if (init.message) body.message = init.message;
  return new Response(JSON.stringify(body), { status: init.status ?? 200, headers: { ...JSON_HEADERS, ...init.headers } });
}

export const created = <T>(data: T) => ok(data, { status: 201 });

export function fail(status: number, body: ApiFailure, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { ...JSON_HEADERS, ...headers } });
}

/** Maps anything thrown to the error body; unknown errors become a 500 with no details. */
export function errorResponse(err: unknown): Response {
  if (err instanceof HttpError) {
    const body: ApiFailure = { error: err.message };
    if (err.code) body.code = err.code;
    if (err.errors) body.errors = err.errors;
    return fail(err.status, body, err.headers);
  }
  console.error(err);
  return fail(500, { error: 'Something went wrong on our side. Please try again.', code: 'INTERNAL' });
}
