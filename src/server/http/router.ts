/**
 * Each function file declares a route table. A route declares its policy as data: access level,
 * input and query schemas, rate-limit bucket and rebuild policy. `serve` enforces all of it in one
 * place, in this order: match, access (and the site's two-factor rule for staff routes), guard,
 * query and input, rate limit, handler, then a rebuild
 * request when a 2xx answer reports changes the policy says readers' pages show.
 * Thrown errors become the error body.
 */
import type { z } from 'zod';
import type { Capability } from '@/shared/roles';
import type { UserRecord } from '@/shared/records';
import { requestRebuild } from '../build-hook';
import { markChangedPages } from '../page-cache';
import type { ClientInfo } from '../auth/client';
import { checkStaffSecondFactor } from '../services/staff-two-factor';
import { clientIp, readJson, validate } from './input';
import { rateLimit, recordHit, type LimitedAction } from './rate-limit';
import { changesOf, errorResponse, fail } from './respond';
import type { RebuildPolicy } from './rebuild';
import { auditNoteOf, type AuditPolicy } from './audit-policy';
import { recordAudit } from '../services/audit';
import { checkAccess, currentUser, type Access } from './access';
import { match } from './path-match';

export type { Access };
export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** `{ id: string }` for '/api/posts/:id': the names of a path's `:params`, each always present. */
export type PathParams<P extends string> = string extends P
  ? Record<string, string>
  : P extends `${string}:${infer Name}/${infer Rest}`
    ? { [K in Name]: string } & PathParams<Rest>
    : P extends `${string}:${infer Name}`
      ? { [K in Name]: string }
      : Record<never, string>;

export interface RouteContext<Input = undefined, Query = undefined, P extends string = string> {
  req: Request;
  url: URL;
  params: PathParams<P>;
  user: UserRecord | null;
  /** The session the request's token names (null without a signed-in user). */
  sessionId: string | null;
  /** The browser and address, for a session a sign-in starts. */
  client: ClientInfo;
  ip: string;
  /** The JSON body, parsed by the route's `input` schema. */
  input: Input;
  /** The search parameters, parsed by the route's `query` schema. */
  query: Query;
}

/**
 * A per-IP limit. A bucket name alone records every request that passes the limit; with `counts`,
 * only the answers with that status are recorded (sign-in counts its failed attempts, 401).
 */
export type RateLimitPolicy = LimitedAction | { action: LimitedAction; counts: number };

export interface RouteOptions<I extends z.ZodType, Q extends z.ZodType> {
  /** Schema of the JSON body; a body that fails it gets 400 before any handler runs. */
  input?: I;
  /** Largest JSON body accepted (bytes), when it differs from the default. */
  bodyBytes?: number;
  /** Schema of the search parameters. */
  query?: Q;
  /** Checked before the input, e.g. that the service the route needs is configured. */
  guard?: () => void;
  rateLimit?: RateLimitPolicy;
  /** The capability a staff route needs (see src/shared/roles.ts); ownership is the service's to check. */
  can?: Capability;
  /** Maps the changes a 2xx answer reports to a rebuild reason. */
  rebuild?: RebuildPolicy;
  /** What History records of a staff member's successful write (see audit-policy.ts). */
  audit?: AuditPolicy;
}

/** A route without an input or query schema gets `undefined` for them. */
type None = z.ZodType<undefined>;
type AnyContext = RouteContext<unknown, unknown>;

export interface Route {
  method: Method;
  path: string;
  access: Access;
  options: RouteOptions<z.ZodType, z.ZodType>;
  handler: (ctx: AnyContext) => Promise<Response>;
}

export function route<P extends string>(
  method: Method,
  path: P,
  access: Access,
  handler: (ctx: RouteContext<undefined, undefined, P>) => Promise<Response>,
): Route;
export function route<P extends string, I extends z.ZodType = None, Q extends z.ZodType = None>(
  method: Method,
  path: P,
  access: Access,
  options: RouteOptions<I, Q>,
  handler: (ctx: RouteContext<z.output<I>, z.output<Q>, P>) => Promise<Response>,
): Route;
export function route(method: Method, path: string, access: Access, ...rest: unknown[]): Route {
  const [options, handler] = (rest.length === 1 ? [{}, rest[0]] : rest) as [Route['options'], Route['handler']];
  return { method, path, access, options, handler };
}

/** History is written before the answer, so whoever reads it next sees the write; a failure is logged. */
async function audit(r: Route, ctx: Parameters<typeof auditNoteOf>[2], res: Response, ip: string): Promise<void> {
  try {
    const note = await auditNoteOf(r.access, r.options.audit, ctx, res);
    if (note) await recordAudit(ctx.user!, note, ip);
  } catch (err) {
    console.error('Could not record History', err);
  }
}

const bucketOf = (policy: RateLimitPolicy) => (typeof policy === 'string' ? { action: policy, counts: null } : policy);

/**
 * `netlify dev` answers a 403 or 404 from a function that declares its path by asking again for
 * `.html`, `.htm`, `/index.html` and `/index.htm` variants of the path, as its CDN does for pages,
 * and hands back the last answer. No API path ends that way, so each variant gets the original's
 * answer (a reader's upload stays 403 instead of becoming a 405 for `/api/upload/image/index.htm`).
 */
const withoutPageVariant = (pathname: string) => pathname.replace(/(?:\/index)?\.html?$/, '');

interface NetlifyContextLike {
  ip?: string;
  waitUntil?: (p: Promise<unknown>) => void;
}

export function serve(routes: Route[]) {
  return async (req: Request, context?: NetlifyContextLike): Promise<Response> => {
    const url = new URL(req.url);
    const path = withoutPageVariant(url.pathname);
    const candidates = routes.map((r) => ({ r, params: match(r.path, path) })).filter((c) => c.params);
    if (candidates.length === 0) return fail(404, { error: 'Not found', code: 'NOT_FOUND' });
    const hit = candidates.find((c) => c.r.method === req.method);
    if (!hit) {
      const allow = [...new Set(candidates.map((c) => c.r.method))].join(', ');
      return fail(405, { error: `Method ${req.method} not allowed`, code: 'METHOD_NOT_ALLOWED' }, { allow });
    }
    const { options: policy } = hit.r;
    const ip = clientIp(req, context);
    const limit = policy.rateLimit ? bucketOf(policy.rateLimit) : null;
    let res: Response;
    let audited: { user: UserRecord; input: unknown } | null = null;
    try {
      const { user, sessionId, tokenSent } = await currentUser(req);
      checkAccess(hit.r.access, user, tokenSent, policy.can);
      if (user && (hit.r.access === 'staff' || hit.r.access === 'admin')) await checkStaffSecondFactor(user);
      policy.guard?.();
      const query = policy.query ? validate(policy.query, Object.fromEntries(url.searchParams)) : undefined;
      const input = policy.input ? validate(policy.input, await readJson(req, policy.bodyBytes)) : undefined;
      if (limit) await rateLimit(limit.action, ip, limit.counts === null);
      const client = { userAgent: req.headers.get('user-agent') ?? '', ip };
      const ctx = { req, url, params: hit.params!, user, sessionId, client, ip, input, query };
      if (user) audited = { user, input };
      res = await hit.r.handler(ctx);
    } catch (err) {
      res = errorResponse(err);
    }
    const pending: Promise<unknown>[] = [];
    if (limit && limit.counts === res.status) pending.push(recordHit(limit.action, ip).catch((e) => console.error(e)));
    const reason = policy.rebuild && res.status >= 200 && res.status < 300 ? policy.rebuild(changesOf(res)) : null;
    if (reason) {
      // The write is done: a rebuild that cannot be asked for is logged, never turned into an error.
      const rebuild = Promise.all([requestRebuild(reason), markChangedPages(changesOf(res))]).catch((e) => console.error(e));
      // Outside Netlify (tests, classic functions) there is no waitUntil: finish before answering.
      if (context?.waitUntil) context.waitUntil(rebuild);
      else pending.push(rebuild);
    }
    if (audited) pending.push(audit(hit.r, { method: req.method, url, params: hit.params!, ...audited }, res, ip));
    await Promise.all(pending);
    return res;
  };
}
