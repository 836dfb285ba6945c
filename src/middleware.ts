/**
 * Under `astro dev` every page renders on request (see astro.config.mjs). There this middleware
 * makes each request read the store afresh, and answers the `.htm`, `/index.htm(l)` variants that
 * netlify dev tries after a 404 (and the `…/_/index.html` shells netlify.toml rewrites to) with the
 * page itself, so an unknown category still says "Category not found". Built sites never run it.
 */
import { defineMiddleware } from 'astro:middleware';
import { forgetSiteData } from '@/server/services/site';

const HTML_VARIANT = /^(.*?)(?:\/index\.html?|\.html?)$/;

export const onRequest = defineMiddleware((ctx, next) => {
  if (!import.meta.env.DEV) return next();
  forgetSiteData();
  const variant = HTML_VARIANT.exec(ctx.url.pathname);
  return variant ? next(variant[1] || '/') : next();
});
