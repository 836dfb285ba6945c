/**
 * Under `astro dev`, netlify dev never applies the non-forced rewrites of netlify.toml (the dev
 * server answers first), so this mirrors them there: a post published since the server started
 * gets the fallback shell, and unknown categories, tags and authors get their own "not found"
 * page. Built sites are untouched: the CDN applies the real rules.
 */
import { defineMiddleware } from 'astro:middleware';

const FALLBACKS: { path: RegExp; shell: string; status: number }[] = [
  { path: /^\/post\/[^/]+\/?$/, shell: '/post/_/', status: 200 },
  { path: /^\/category\/[^/]+/, shell: '/category/_/', status: 404 },
  { path: /^\/tag\/[^/]+/, shell: '/tag/_/', status: 404 },
  { path: /^\/author\/[^/]+/, shell: '/author/_/', status: 404 },
];

export const onRequest = defineMiddleware(async (ctx, next) => {
  const res = await next();
  if (!import.meta.env.DEV || res.status !== 404) return res;
  const rule = FALLBACKS.find((f) => f.path.test(ctx.url.pathname) && !ctx.url.pathname.startsWith(f.shell));
  if (!rule) return res;
  const shell = await fetch(new URL(rule.shell, ctx.url));
  return new Response(shell.body, { status: rule.status, headers: { 'content-type': 'text/html; charset=utf-8' } });
});
