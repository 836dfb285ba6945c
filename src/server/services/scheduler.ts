/**
 * The publishing job: every scheduled post whose time has come becomes published, oldest first, each
 * exactly once. Runs in this process take turns; runs in other processes are kept apart by a claim
 * per post, and a claim left by a run that died is taken over once it is stale. Readers never wait
 * for the job (a due post already reads as published, see `asOf`): it makes the change permanent,
 * dates it for the since= search path and reports it, so the pages are rebuilt once per batch.
 */
import { randomUUID } from 'node:crypto';
import { isDue } from '@/shared/post-status';
import type { PostRecord } from '@/shared/records';
import { postChange, written, type Change, type Written } from '../changes';
import { now } from '../clock';
import { getPostRecord, readIndex, writePost } from '../repos/posts';
import { claimScheduledPost } from '../repos/schedule-claims';

/** A run that has not finished a post in this long is taken to have died. */
const CLAIM_STALE_MS = 5 * 60_000;

let turn: Promise<unknown> = Promise.resolve();

/** Publishes what is due and answers the ids published, with their changes. */
export function publishDuePosts(): Promise<Written<string[]>> {
  const run = turn.then(publishDue, publishDue);
  turn = run.catch(() => undefined);
  return run;
}

async function publishDue(): Promise<Written<string[]>> {
  const runId = randomUUID();
  const at = now();
  const due = (await readIndex())
    .filter((e) => e.status === 'scheduled' && isDue(e, at))
    .sort((a, b) => a.publishedDate.localeCompare(b.publishedDate) || a.id.localeCompare(b.id));
  const changes: Change[] = [];
  for (const entry of due) {
    if (!(await claimScheduledPost(entry.id, entry.publishedDate, runId, at, CLAIM_STALE_MS))) continue;
    // The record, not the index, decides: the post may have been rescheduled or published meanwhile.
    const rec = await getPostRecord(entry.id);
    if (!rec || rec.status !== 'scheduled' || rec.publishedDate !== entry.publishedDate) continue;
    const next: PostRecord = { ...rec, status: 'published', updatedAt: new Date(at).toISOString() };
    await writePost(next);
    changes.push(postChange(next, rec));
  }
  return written(
    changes.map((c) => c.id),
    ...changes,
  );
}
