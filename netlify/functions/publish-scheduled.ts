/**
 * The publishing job, every minute (Netlify Scheduled Function; `npm run dev` and the browser tests'
 * server call it on the same beat). It has no route: Netlify runs it, no reader can reach it.
 */
import { schedule, type HandlerEvent } from '@netlify/functions';
import { connectBlobs } from '@/server/storage/context';
import { requestRebuild } from '@/server/build-hook';
import { markChangedPages } from '@/server/page-cache';
import { livePages } from '@/server/http/rebuild';
import { publishDuePosts } from '@/server/services/scheduler';
import { queueScheduledNewsletters, resumeStalledSends } from '@/server/services/newsletters';
import { resumeStalledImports } from '@/server/services/imports';
import { refreshColdStartCopies } from '@/server/services/cold-start';
import { pruneShownChanges } from '@/server/services/page-freshness';
import { siteUrl } from '@/server/mail';
import { foldAnalytics, pruneAnalytics } from '@/server/services/analytics-fold';
import { now } from '@/server/clock';
import { refreshAskIndex } from '@/server/ai/archive-index';
import { forgetOldQuestions } from '@/server/ai/question-log';
import { fediverseMinute } from '@/server/services/fediverse-outgoing';
import { reconcileMembers } from '@/server/services/members';
import { pruneAudit } from '@/server/services/audit';

/**
 * Publishes what is due and asks for one rebuild for the whole batch, queues the newsletters of the
 * posts it published, starts again any newsletter send that stalled, refreshes the copies of the
 * post index that servers starting cold read, forgets changes the live build already shows, folds
 * the closed minutes of analytics (once an hour also dropping what is past its retention, and History
 * past 365 days), brings the
 * Ask the archive index up to date with what readers may read, and forgets reader questions past 90
 * days. `origin` is where the site's background function is reached.
 */
export async function runScheduledPublishing(origin = siteUrl()): Promise<string[]> {
  const { data, changes } = await publishDuePosts();
  const reason = livePages(changes);
  if (reason) await Promise.all([requestRebuild(reason), markChangedPages(changes)]);
  await queueScheduledNewsletters(data, origin);
  await fediverseMinute(changes, origin).catch((err) => console.error('Could not federate', err));
  await resumeStalledSends(origin);
  await refreshColdStartCopies();
  await pruneShownChanges().catch((err) => console.error('Could not prune the changed-pages record', err));
  await foldAnalytics().catch((err) => console.error('Could not fold analytics', err));
  if (new Date(now()).getUTCMinutes() === 0) {
    await pruneAnalytics().catch((err) => console.error('Could not prune analytics', err));
    await pruneAudit().catch((err) => console.error('Could not drop History past 365 days', err));
  }
  await refreshAskIndex().catch((err) => console.error('Could not update the Ask the archive index', err));
  await forgetOldQuestions().catch((err) => console.error('Could not forget reader questions past 90 days', err));
  await reconcileMembers().catch((err) => console.error('Could not reconcile members with Stripe', err));
  return data;
}

/**
 * Where the background function is reached: on Netlify the site's main address (`URL`), under
 * `netlify dev` the local server that called the job.
 */
function originOf(event: HandlerEvent): string {
  if (process.env.NETLIFY_DEV !== 'true' && process.env.URL) return siteUrl();
  try {
    return new URL(event.rawUrl).origin;
  } catch {
    return siteUrl();
  }
}

export const handler = schedule('* * * * *', async (event) => {
  connectBlobs(event as HandlerEvent & { blobs?: string });
  const published = await runScheduledPublishing(originOf(event));
  // An import whose Background Function stopped without a word goes on (DESIGN.md, Import and export).
  await resumeStalledImports(originOf(event)).catch((err) => console.error('Could not resume imports', err));
  return { statusCode: 200, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ data: { published } }) };
});
