/** Routes a Request to the function file whose route table matches it, as Netlify would. */
import type { Route } from '@/server/http/router';

export interface FunctionModule {
  routes: Route[];
  app: (req: Request) => Promise<Response>;
}

const allModules = import.meta.glob<Partial<FunctionModule>>('../../../netlify/functions/*.ts', { eager: true });

/** Functions with a route table; scheduled ones have none, as no request reaches them. */
export const functionModules = Object.fromEntries(
  Object.entries(allModules).filter((e): e is [string, FunctionModule] => Array.isArray(e[1].routes)),
);

export const allRoutes = Object.entries(functionModules).flatMap(([file, m]) =>
  m.routes.map((r) => ({ ...r, file, handler: m.app })),
);

export function matches(pattern: string, pathname: string): boolean {
  const a = pattern.split('/').filter(Boolean);
  const b = pathname.split('/').filter(Boolean);
  return a.length === b.length && a.every((seg, i) => seg.startsWith(':') || seg === b[i]);
}

export async function dispatch(req: Request): Promise<Response> {
  const { pathname } = new URL(req.url);
  const hit =
    allRoutes.find((r) => r.method === req.method && matches(r.path, pathname)) ??
    allRoutes.find((r) => matches(r.path, pathname));
  if (!hit) return new Response(JSON.stringify({ error: 'Not found' }), { status: 404 });
  return hit.handler(req);
}

export function call(
  method: string,
  path: string,
  opts: { token?: string; body?: unknown; form?: FormData; raw?: string; headers?: Record<string, string> } = {},
) {
  const headers: Record<string, string> = { ...(opts.headers ?? {}) };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  let body: BodyInit | undefined;
  if (opts.form) body = opts.form;
  else if (opts.raw !== undefined) {
    body = opts.raw;
    headers['content-type'] ??= 'application/json';
  } else if (opts.body !== undefined) {
    body = JSON.stringify(opts.body);
    headers['content-type'] = 'application/json';
  }
  return dispatch(new Request(`http://localhost${path}`, { method, headers, body }));
}
