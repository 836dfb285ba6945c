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

export interface RouteContext {
  req: Request;
  url: URL;
  params: Record<string, string>;
  user: UserRecord | null;
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

export const route = (method: Method, path: string, access: Access, handler: Route['handler']): Route => ({ method, path, access, handler });

/** Path parameters are record ids: one that no record can have matches no route (404). */
function match(pattern: string, pathname: string): Record<string, string> | null {
  const a = pattern.split('/').filter(Boolean);
  const b = pathname.replace(/\/+$/, '').split('/').filter(Boolean);
  if (a.length !== b.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < a.length; i++) {
    if (a[i]!.startsWith(':')) {
      let value: string;
      try {
        value = decodeURIComponent(b[i]!);
      } catch {
        return null;
      }
      if (!isRecordId(value)) return null;
      params[a[i]!.slice(1)] = value;
    } else if (a[i] !== b[i]) return null;
  }
  return params;
}

async function currentUser(req: Request): Promise<{ user: UserRecord | null; tokenSent: boolean }> {
  const header = req.headers.get('authorization') ?? '';
  const m = /^Bearer\s+(.+)$/i.exec(header);
  if (!m) return { user: null, tokenSent: false };
  const id = await verifyToken(m[1]!.trim());
  return { user: id ? await getUser(id) : null, tokenSent: true };
}

interface NetlifyContextLike { ip?: string; waitUntil?: (p: Promise<unknown>) => void }

export function serve(routes: Route[]) {
  return async (req: Request, context?: NetlifyContextLike): Promise<Response> => {
    const url = new URL(req.url);
    const candidates = routes.map((r) => ({ r, params: match(r.path, url.pathname) })).filter((c) => c.params);
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
      const res = await hit.r.handler({ req, url, params: hit.params!, user, ip: clientIp(req, context), waitUntil });
      // Outside Netlify (tests) there is no waitUntil: finish the work before answering.
      await Promise.all(pending);
      return res;
    } catch (err) {
      return errorResponse(err);
    }
  };
}
