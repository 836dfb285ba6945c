/**
 * Asks Netlify to rebuild the prebuilt pages after a change that alters them. One POST per request,
 * bounded by a short timeout, and it never fails the caller: errors are only logged.
 */
import type { BuildStatus } from '@/shared/types';
import { readBuildRequest, saveBuildRequest } from './repos/meta';

export async function requestRebuild(reason: string): Promise<void> {
  const url = process.env.BUILD_HOOK_URL;
  await saveBuildRequest({ lastRequestedAt: new Date().toISOString(), reason });
  if (!url) return;
  try {
    await fetch(`${url}${url.includes('?') ? '&' : '?'}trigger_title=${encodeURIComponent(reason)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ reason }),
      signal: AbortSignal.timeout(5000),
    });
  } catch (err) {
    console.error('Build hook failed', err);
  }
}

export async function buildStatus(): Promise<BuildStatus> {
  const s = await readBuildRequest();
  return { lastRequestedAt: s?.lastRequestedAt ?? null, configured: Boolean(process.env.BUILD_HOOK_URL) };
}
