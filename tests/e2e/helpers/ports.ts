/**
 * The ports of one browser-test run, all derived from E2E_PORT so parallel runs keep apart:
 * the site without an AI key, the same site with one (answered by the Gemini stand-in), the
 * build-hook listener, the Gemini, fediverse and Stripe stand-ins.
 */
const base = Number(process.env.E2E_PORT || 8899);

export const PORTS = {
  site: base,
  aiSite: base + 1,
  buildHook: base + 100,
  gemini: base + 200,
  fediverse: base + 300,
  stripe: base + 400,
};

export const DIST = `.e2e/dist-${base}`;
export const SITE = `http://localhost:${PORTS.site}`;
export const AI_SITE = `http://localhost:${PORTS.aiSite}`;
export const GEMINI_CONTROL = `http://127.0.0.1:${PORTS.gemini}/control`;
export const STRIPE_STANDIN = `http://127.0.0.1:${PORTS.stripe}`;
