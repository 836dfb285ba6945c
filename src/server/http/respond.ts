import type { ApiFailure, CursorMeta, ListMeta } from '@/shared/types';
import { HttpError } from '../errors';
import type { Change } from '../changes';
import type { AuditNote } from '../services/audit';

const JSON_HEADERS = {
  'content-type': 'application/json; charset=utf-8',
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
};

export interface OkInit {
  status?: number;
  meta?: ListMeta | CursorMeta;
  message?: string;
  headers?: Record<string, string>;
  /** What the write changed, as its service reported it; the route's rebuild policy reads it. */
  changes?: readonly Change[];
  /** What History should say of this write, where the route's default would say less. */
  audit?: Partial<AuditNote>;
}

/** Changes travel beside the answer, never in its body. */
const reported = new WeakMap<Response, readonly Change[]>();
const noted = new WeakMap<Response, Partial<AuditNote>>();

export function ok<T>(data: T, init: OkInit = {}): Response {
  const body: Record<string, unknown> = { data };
  if (init.meta) body.meta = init.meta;
  if (init.meta && 'nextCursor' in init.meta) body.nextCursor = init.meta.nextCursor;
  if (init.message) body.message = init.message;
  const res = new Response(JSON.stringify(body), { status: init.status ?? 200, headers: { ...JSON_HEADERS, ...init.headers } });
  if (init.changes) reported.set(res, init.changes);
  if (init.audit) noted.set(res, init.audit);
  return res;
}

export const created = <T>(data: T, init: Omit<OkInit, 'status'> = {}) => ok(data, { ...init, status: 201 });

/** A write that has nothing to answer with (204). */
export const noContent = (): Response => new Response(null, { status: 204, headers: { 'cache-control': 'no-store' } });

/** The changes a handler's answer reported (none for answers not made by `ok`). */
export const changesOf = (res: Response): readonly Change[] => reported.get(res) ?? [];

/** What the handler said History should record of its answer, if anything. */
export const auditOfAnswer = (res: Response): Partial<AuditNote> | undefined => noted.get(res);

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
