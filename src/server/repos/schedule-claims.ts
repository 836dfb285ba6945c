/**
 * Which run of the publishing job took a scheduled post. One key per post and scheduled time, so a
 * rescheduled post gets a fresh claim, and an old claim names the time it was for.
 */
import { createJSON, getJSON, setJSON } from '../storage/store';

export const scheduleKeys = {
  claim: (postId: string, publishedDate: string) => `schedule-claims/${postId}/${Date.parse(publishedDate)}`,
};

interface Claim {
  runId: string;
  at: number;
}

/**
 * True when this run may publish the post: it holds the claim, or the run that held it stopped
 * before finishing (its claim is older than `staleAfterMs`) and this run took it over.
 */
export async function claimScheduledPost(
  postId: string,
  publishedDate: string,
  runId: string,
  at: number,
  staleAfterMs: number,
): Promise<boolean> {
  const key = scheduleKeys.claim(postId, publishedDate);
  if (await createJSON(key, { runId, at } satisfies Claim)) return true;
  const held = await getJSON<Claim>(key);
  if (held?.runId === runId) return true;
  if (held && at - held.at < staleAfterMs) return false;
  await setJSON(key, { runId, at } satisfies Claim);
  return (await getJSON<Claim>(key))?.runId === runId;
}
