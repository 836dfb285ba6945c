/**
 * Runs an import job (a Netlify Background Function: up to 15 minutes, answered 202 at once). Only
 * `POST /api/import/{id}/start` can start it: it sends a short-lived token signed with the site's
 * secret naming the job and the run; anything else is ignored.
 */
import type { Handler } from '@netlify/functions';
import { connectBlobs } from '@/server/storage/context';
import { runSignedImport } from '@/server/services/imports';

export const handler: Handler = async (event) => {
  connectBlobs(event as typeof event & { blobs?: string });
  let token = '';
  try {
    token = String((JSON.parse(event.body ?? '{}') as { token?: unknown }).token ?? '');
  } catch {
    // not ours
  }
  await runSignedImport(token, new URL(event.rawUrl).origin);
  return { statusCode: 202, body: '' };
};
