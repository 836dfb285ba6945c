/** Opens Netlify Blobs stores, wherever the code runs: functions, builds, scripts and tests. */
import { getStore, setEnvironmentContext, type Store } from '@netlify/blobs';
import { missingSetting, requiresProductionSettings } from '../config';

/**
 * Netlify builds have no Blobs context of their own: BLOBS_SITE_ID + BLOBS_TOKEN supply one. Where a
 * deployed site has neither, the error names them (src/server/config.ts) rather than Blobs' options.
 */
export function openStore(name: string): Store {
  const siteID = process.env.BLOBS_SITE_ID,
    token = process.env.BLOBS_TOKEN;
  try {
    return siteID && token && !process.env.NETLIFY_BLOBS_CONTEXT
      ? getStore({ name, consistency: 'strong', siteID, token })
      : getStore({ name, consistency: 'strong' });
  } catch (err) {
    if (err instanceof Error && err.name === 'MissingBlobsEnvironmentError' && requiresProductionSettings())
      throw missingSetting(['BLOBS_SITE_ID', 'BLOBS_TOKEN'], 'A build on Netlify reads the store through them.');
    throw err;
  }
}

/**
 * Classic functions receive their Blobs context on the event instead of the environment.
 * (`connectLambda` drops the uncached URL, which strong consistency needs, so it is read here.)
 */
export function connectBlobs(event: { blobs?: string; headers: Record<string, string | undefined> }): void {
  if (!event.blobs) return;
  const ctx = JSON.parse(Buffer.from(event.blobs, 'base64').toString('utf8')) as {
    url: string;
    url_uncached?: string;
    token: string;
    primary_region?: string;
  };
  setEnvironmentContext({
    deployID: event.headers['x-nf-deploy-id'],
    siteID: event.headers['x-nf-site-id'],
    edgeURL: ctx.url,
    uncachedEdgeURL: ctx.url_uncached ?? ctx.url,
    token: ctx.token,
    primaryRegion: ctx.primary_region,
  });
}
