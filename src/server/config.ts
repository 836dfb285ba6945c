/**
 * Settings a site deployed for readers cannot work without. Locally each has a stand-in (the session
 * secret is generated and kept in the local store); in production a missing one is the site's
 * configuration at fault, not the request: the request that needs it answers 503 CONFIG_MISSING,
 * and the log names the variable to set.
 */
import { ServiceUnavailable, type HttpError } from './errors';

/**
 * The production context (`netlify serve`, a production build), or any function or build running on
 * Netlify: a deployed function's runtime is given no CONTEXT, only URL, SITE_NAME and SITE_ID, which
 * `netlify dev` also sets once a site is linked, beside NETLIFY_DEV.
 */
export const requiresProductionSettings = (): boolean =>
  process.env.CONTEXT === 'production' || (Boolean(process.env.SITE_ID) && process.env.NETLIFY_DEV !== 'true');

/** Logs which variables are missing and what they are for; answers the error to throw. */
export function missingSetting(names: string[], purpose: string, problem = 'not set'): HttpError {
  const named = names.join(' and ');
  console.error(
    `Configuration: ${named} ${names.length > 1 ? 'are' : 'is'} ${problem}. ${purpose} Set ${names.length > 1 ? 'them' : 'it'} in the site's environment variables (Netlify: Site configuration → Environment variables) and deploy again.`,
  );
  return ServiceUnavailable(
    `This site is missing a required setting (${names.join(', ')}). Please try again later.`,
    'CONFIG_MISSING',
  );
}
