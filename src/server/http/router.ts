/**
 * Each function file declares a route table; `serve` matches method and path, enforces the route's
 * access level on the server and maps thrown errors to the error body.
 */
import { isRecordId } from '@/shared/ids';
import type { UserRecord } from '@/shared/records';
import { Forbidden, Unauthorized } from '../errors';
import { verifyToken } from '../auth/tokens';
import { getUser } from '../repos/users';
import { clientIp } from './input';
import { errorResponse, fail } from './respond';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
/** public: anyone; user: any signed-in user; admin: admins only. */
export type Access = 'public' | 'user' | 'admin';

/** `{ id: string }` for '/api/posts/:id': the names of a path's `:params`, each always present. */
export type PathParams<P extends string> = string extends P
  ? Record<string, string>
  : P extends `${string}:${infer Name}/${infer Rest}`
  ? { [K in Name]: string } & PathParams<Rest>
  : P extends `${string}:${infer Name}`
    ? { [K in Name]: string }
    : Record<never, string>;

export interface RouteContext<P extends string = string, A extends Access = Access> {
  req: Request;
  url: URL;
  params: PathParams<P>;
  /** Signed in on every route but a public one (`serve` answers 401 first). */
  user: A extends 'public' ? UserRecord | null : UserRecord;
  ip: string;
  /** Work that may finish after the response (the rebuild hook). */
  waitUntil: (p: Promise<unknown>) => void;
}

export interface Route {
  method: Method;
  path: string;
  access: Access;
  handler: (ctx: RouteContext) => Promise<Response>;
}

export const route = <P extends string, A extends Access>(
  method: Method,
  path: P,
  access: A,
  handler: (ctx: RouteContext<P, A>) => Promise<Response>,
): Route =>
  // `serve` calls it with the params `match` took from this path and, unless public, a user.
  ({ method, path, access, handler: handler as unknown as Route['handler'] });

/** Path parameters are record ids: one that no record can have matches no route (404). */
function match(pattern: string, pathname: string): Record<string, string> | null {
  const a = pattern.split('/').filter(Boolean);
  const b = pathname.replace(/\/+$/, '').split('/').filter(Boolean);
  if (a.length !== b.length) return null;
  const params: Record<string, string> = {};
  for (const [i, part] of a.entries()) {
    const given = b[i] ?? '';
    if (part.startsWith(':')) {
      let value: string;
      try {
        value = decodeURIComponent(given);
      } catch {
        return null;
      }
      if (!isRecordId(value)) return null;
      params[part.slice(1)] = value;
    } else if (part !== given) return null;
  }
  return params;
}

async function currentUser(req: Request): Promise<{ user: UserRecord | null; tokenSent: boolean }> {
  const header = req.headers.get('authorization') ?? '';
  const token = /^Bearer\s+(.+)$/i.exec(header)?.[1];
  if (!token) return { user: null, tokenSent: false };
  const id = await verifyToken(token.trim());
  return { user: id ? await getUser(id) : null, tokenSent: true };
}

interface NetlifyContextLike { ip?: string; waitUntil?: (p: Promise<unknown>) => void }

export function serve(routes: Route[]) {
  return async (req: Request, context?: NetlifyContextLike): Promise<Response> => {
    const url = new URL(req.url);
    const candidates = routes.flatMap((r) => {
      const params = match(r.path, url.pathname);
      return params ? [{ r, params }] : [];
    });
    if (candidates.length === 0) return fail(404, { error: 'Not found', code: 'NOT_FOUND' });
    const hit = candidates.find((c) => c.r.method === req.method);
    if (!hit) {
      const allow = [...new Set(candidates.map((c) => c.r.method))].join(', ');
      return fail(405, { error: `Method ${req.method} not allowed`, code: 'METHOD_NOT_ALLOWED' }, { allow });
    }
    try {
      const { user, tokenSent } = await currentUser(req);
      if (hit.r.access !== 'public') {
        if (!user) throw Unauthorized(tokenSent ? 'Your session is invalid or has expired. Please sign in again.' : 'Authentication required');
        if (hit.r.access === 'admin' && !user.isAdmin) throw Forbidden();
      }
      const pending: Promise<unknown>[] = [];
      const waitUntil = (p: Promise<unknown>) => {
        const safe = p.catch((e) => console.error(e));
        if (context?.waitUntil) context.waitUntil(safe);
        else pending.push(safe);
      };
      const res = await hit.r.handler({ req, url, params: hit.params, user, ip: clientIp(req, context), waitUntil });
      // Outside Netlify (tests) there is no waitUntil: finish the work before answering.
      await Promise.all(pending);
      return res;
    } catch (err) {
      return errorResponse(err);
    }
  };
}
