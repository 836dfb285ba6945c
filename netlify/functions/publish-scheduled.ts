/**
 * The publishing job, every minute (Netlify Scheduled Function; `npm run dev` and the browser tests'
 * server call it on the same beat). It has no route: Netlify runs it, no reader can reach it.
 */
import { schedule, type HandlerEvent } from '@netlify/functions';
import { connectBlobs } from '@/server/storage/context';
import { requestRebuild } from '@/server/build-hook';
import { livePages } from '@/server/http/rebuild';
import { publishDuePosts } from '@/server/services/scheduler';
import { resumeStalledImports } from '@/server/services/imports';
import { siteUrl } from '@/server/mail';

/** Publishes what is due and asks for one rebuild for the whole batch. */
export async function runScheduledPublishing(): Promise<string[]> {
  const { data, changes } = await publishDuePosts();
  const reason = livePages(changes);
  if (reason) await requestRebuild(reason);
  return data;
}

export const handler = schedule('* * * * *', async (event) => {
  connectBlobs(event as HandlerEvent & { blobs?: string });
  const published = await runScheduledPublishing();
  // An import whose Background Function stopped without a word goes on (DESIGN.md, Import and export).
  await resumeStalledImports(siteUrl()).catch((err) => console.error('Could not resume imports', err));
  return { statusCode: 200, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ data: { published } }) };
});
