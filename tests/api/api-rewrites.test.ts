/**
 * Each classic function is reached through `netlify.toml` rewrites, which nothing else checks:
 * every route of every function must reach its own function, and every rewrite must point at a
 * function that exists. Request-style functions (AI, upload) declare their paths, which Netlify
 * matches before any rewrite.
 */
import { readFileSync } from 'node:fs';
import { parse } from 'smol-toml';
import { describe, expect, it } from 'vitest';
import { functionModules } from './helpers/dispatch';

interface Redirect {
  from: string;
  to: string;
  status?: number;
  force?: boolean;
}
interface FunctionFile {
  name: string;
  routes: { method: string; path: string }[];
  declaredPaths: string[] | null;
}

const functions: FunctionFile[] = Object.entries(functionModules).map(([file, m]) => {
  const declared = (m as { config?: { path?: string | string[] } }).config?.path;
  return {
    name: file.split('/').at(-1)!.replace(/\.ts$/, ''),
    routes: m.routes,
    declaredPaths: declared === undefined ? null : [declared].flat(),
  };
});

const readRedirects = (toml: string) =>
  ((parse(toml) as { redirects?: Redirect[] }).redirects ?? []).filter(
    // The API, the newsletters' tracked links, and the fediverse's public paths.
    (r) => ['/api', '/r/', '/ap/', '/.well-known/'].some((p) => r.from.startsWith(p)),
  );

/** Netlify's path matching: an exact path, `:name` for one segment, or a `/*` splat covering everything below it. */
const covers = (pattern: string, path: string) =>
  new RegExp(
    `^${pattern
      .replace(/\/\*$/, '\u0000')
      .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
      .replace(/:[^/]+/g, '[^/]+')
      .replace('\u0000', '/.*')}$`,
  ).test(path);

const FUNCTION_TARGET = /^\/\.netlify\/functions\/([^/]+)(\/:splat)?$/;
// A function reads the URL the reader asked for; a splat in the target is decoded and resolved by
// netlify dev, so `/api/posts/..%2F..%2Fx` would leave the API.

/** What is wrong with the rewrites for these functions; empty when every route reaches its function. */
function rewriteProblems(redirects: Redirect[], files: FunctionFile[]): string[] {
  const problems: string[] = [];
  const names = new Set(files.map((f) => f.name));
  for (const r of redirects) {
    const target = FUNCTION_TARGET.exec(r.to);
    if (!target) problems.push(`${r.from} rewrites to ${r.to}, which is not a function`);
    else if (!names.has(target[1]!)) problems.push(`${r.from} rewrites to the function "${target[1]}", which does not exist`);
    else if (target[2]) problems.push(`${r.from} passes the rest of the path on as a splat to ${r.to}`);
    if (r.status !== 200 || !r.force) problems.push(`${r.from} must be a forced rewrite (status 200, force = true)`);
  }
  const requestStyle = files.filter((f) => f.declaredPaths);
  for (const file of files) {
    for (const { method, path } of file.routes) {
      const sample = path.replace(/:[^/]+/g, 'sample-id');
      // Functions that declare their paths are matched first.
      const claimedBy = requestStyle.find((f) => f.declaredPaths!.some((p) => covers(p, sample)));
      if (claimedBy) {
        if (claimedBy !== file) problems.push(`${method} ${path} is taken by the function "${claimedBy.name}"`);
        continue;
      }
      if (file.declaredPaths) {
        problems.push(`${method} ${path} is outside the paths "${file.name}" declares`);
        continue;
      }
      const first = redirects.find((r) => covers(r.from, sample));
      const reached = first && FUNCTION_TARGET.exec(first.to)?.[1];
      if (reached !== file.name)
        problems.push(`${method} ${path} reaches ${reached ? `the function "${reached}"` : 'no function'}, not "${file.name}"`);
    }
  }
  return problems;
}

const toml = readFileSync(new URL('../../netlify.toml', import.meta.url), 'utf8');

describe('API rewrites in netlify.toml', () => {
  it('take every route of every function to that function, and point only at functions that exist', () => {
    expect(functions.flatMap((f) => f.routes).length).toBeGreaterThan(50);
    expect(rewriteProblems(readRedirects(toml), functions)).toEqual([]);
  });

  it('sends any other /api path to the JSON not-found function, after every resource', () => {
    const redirects = readRedirects(toml);
    expect(redirects.at(-1)).toMatchObject({ from: '/api/*', to: '/.netlify/functions/api-not-found' });
  });

  it('names the route a missing, shadowed or dangling rewrite breaks', () => {
    const redirects = readRedirects(toml);
    const without = (from: string) => redirects.filter((r) => r.from !== from);
    expect(rewriteProblems(without('/api/tags'), functions)).toEqual([
      'GET /api/tags reaches the function "api-not-found", not "tags"',
    ]);
    const catchAllFirst = [redirects.at(-1)!, ...redirects];
    expect(rewriteProblems(catchAllFirst, functions)).toContain(
      'POST /api/posts reaches the function "api-not-found", not "posts"',
    );
    const dangling = [{ from: '/api/polls/*', to: '/.netlify/functions/polls', status: 200, force: true }, ...redirects];
    expect(rewriteProblems(dangling, functions)).toEqual(['/api/polls/* rewrites to the function "polls", which does not exist']);
    const splat = [{ from: '/api/posts/*', to: '/.netlify/functions/posts/:splat', status: 200, force: true }, ...redirects];
    expect(rewriteProblems(splat, functions)).toEqual([
      '/api/posts/* passes the rest of the path on as a splat to /.netlify/functions/posts/:splat',
    ]);
    const stray = { name: 'polls', routes: [{ method: 'GET', path: '/api/polls/:id' }], declaredPaths: null };
    expect(rewriteProblems(redirects, [...functions, stray])).toEqual([
      'GET /api/polls/:id reaches the function "api-not-found", not "polls"',
    ]);
  });
});
