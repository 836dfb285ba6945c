/**
 * Delivery (DESIGN.md, The fediverse, Delivery): one run per activity to the followers' shared
 * inboxes, each inbox once, many in flight. 404/410 drops that inbox's followers; 408, 429, 5xx and
 * network errors wait 1 min, 5 min, 30 min, 2 h and 12 h; an inbox failing on 7 separate days is
 * dropped. A run that reaches its deadline saves where it is and hands over.
 */
import { randomBytes } from 'node:crypto';
import type { FediverseDelivery } from '@/shared/fediverse';
import { now } from '../clock';
import {
  SHARDS,
  allFollowers,
  deleteFollower,
  followerKeysOfShard,
  followersByKeys,
  getRun,
  recordInboxFailureDay,
  releaseDeliveryLease,
  takeDeliveryLease,
  openRuns,
  runsOfPost,
  saveRun,
  type DeliveryRun,
  type InboxAttempt,
} from '../repos/fediverse';
import { sendSigned } from './fediverse-send';

export const RETRY_MINUTES = [1, 5, 30, 120, 720];
const IN_FLIGHT = 64;
const FAIL_DAYS_TO_DROP = 7;
/** Background Functions get 15 minutes: a run stops starting new sends well before 12. */
export const RUN_BUDGET_MS = 11 * 60_000;

const iso = (ms: number) => new Date(ms).toISOString();
const newRunId = () => `${Date.now().toString(36).padStart(9, '0')}-${randomBytes(4).toString('hex')}`;

/** Every follower's shared inbox (or own inbox), each once, read a shard at a time. */
async function followerInboxes(): Promise<string[]> {
  const inboxes = new Set<string>();
  for (const shard of SHARDS) {
    for (const f of await followersByKeys(await followerKeysOfShard(shard))) inboxes.add(f.sharedInbox || f.inbox);
  }
  return [...inboxes];
}

export async function createRun(
  postId: string,
  activity: DeliveryRun['activity'],
  body: unknown,
  /** Left out: every follower's inbox, read when the run is delivered. */
  inboxes?: string[],
  dueAt = now(),
): Promise<DeliveryRun> {
  const at = iso(dueAt);
  const run: DeliveryRun = {
    id: newRunId(),
    postId,
    activity,
    body,
    createdAt: at,
    inboxes: inboxes ? pendingAt(inboxes, at) : {},
    planned: Boolean(inboxes),
    done: inboxes?.length === 0,
  };
  await saveRun(run);
  return run;
}

const pendingAt = (inboxes: string[], at: string): Record<string, InboxAttempt> =>
  Object.fromEntries(inboxes.map((i) => [i, { state: 'pending', attempts: 0, lastError: '', nextAt: at }]));

/** The followers are read by the delivery pass, not by the request that published the post. */
async function planned(run: DeliveryRun): Promise<void> {
  if (run.planned) return;
  run.inboxes = pendingAt(await followerInboxes(), run.createdAt);
  run.planned = true;
  await saveRun(run);
}

const retryable = (status: number) => status === 0 || status === 408 || status === 429 || status >= 500;

/** Forgets the followers who receive through an inbox that is gone. */
async function dropInbox(inbox: string): Promise<void> {
  const gone = (await allFollowers()).filter((f) => f.inbox === inbox || f.sharedInbox === inbox);
  await Promise.all(gone.map((f) => deleteFollower(f.id)));
}

/** Records a failing day for an inbox across runs; true when it has now failed on 7 separate days. */
async function failedToday(inbox: string): Promise<boolean> {
  const day = iso(now()).slice(0, 10);
  return (await recordInboxFailureDay(inbox, day, FAIL_DAYS_TO_DROP)).length >= FAIL_DAYS_TO_DROP;
}

async function attempt(run: DeliveryRun, inbox: string, a: InboxAttempt): Promise<InboxAttempt> {
  const res = await sendSigned(inbox, run.body);
  const attempts = a.attempts + 1;
  if (res.ok) return { state: 'delivered', attempts, lastError: '', nextAt: a.nextAt };
  if (res.status === 404 || res.status === 410) {
    await dropInbox(inbox);
    return { state: 'failed', attempts, lastError: res.error, nextAt: a.nextAt };
  }
  if (retryable(res.status) && attempts <= RETRY_MINUTES.length) {
    if (await failedToday(inbox)) {
      await dropInbox(inbox);
      return { state: 'failed', attempts, lastError: res.error, nextAt: a.nextAt };
    }
    return { state: 'pending', attempts, lastError: res.error, nextAt: iso(now() + RETRY_MINUTES[attempts - 1]! * 60_000) };
  }
  return { state: 'failed', attempts, lastError: res.error, nextAt: a.nextAt };
}

/**
 * Sends a run's inboxes due by `dueBy` until they are done or the deadline comes; saves progress as it goes.
 * True when nothing in the run is due before the deadline any more.
 */
export async function deliverRun(run: DeliveryRun, deadline = now() + RUN_BUDGET_MS, dueBy = now()): Promise<boolean> {
  await planned(run);
  const due = Object.entries(run.inboxes)
    .filter(([, a]) => a.state === 'pending' && Date.parse(a.nextAt) <= dueBy)
    .map(([inbox]) => inbox);
  let next = 0;
  let sinceSave = 0;
  let stopped = false;
  const worker = async () => {
    while (next < due.length) {
      if (now() >= deadline) {
        stopped = true;
        return;
      }
      const inbox = due[next++]!;
      run.inboxes[inbox] = await attempt(run, inbox, run.inboxes[inbox]!);
      if (++sinceSave >= 500) {
        sinceSave = 0;
        await saveRun(run);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(IN_FLIGHT, due.length) }, worker));
  run.done = Object.values(run.inboxes).every((a) => a.state !== 'pending');
  await saveRun(run);
  return !stopped;
}

/**
 * Delivers whatever is due in every open run. Only one delivery pass holds the lease at a time, so
 * no inbox gets an activity twice.
 */
export async function deliverDue(deadline = now() + RUN_BUDGET_MS): Promise<'done' | 'busy' | 'unfinished'> {
  const holder = randomBytes(8).toString('hex');
  if (!(await takeDeliveryLease(holder, deadline + 60_000, now()))) return 'busy';
  try {
    for (const ref of await openRuns()) {
      const run = await getRun(ref.postId, ref.id);
      if (!run) continue;
      if (!(await deliverRun(run, deadline))) return 'unfinished';
    }
    return 'done';
  } finally {
    await releaseDeliveryLease(holder);
  }
}

/** A post's deliveries, newest run first, one row per inbox. */
export async function deliveriesOf(postId: string): Promise<FediverseDelivery[]> {
  const runs = (await runsOfPost(postId)).sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return runs.flatMap((run) =>
    Object.entries(run.inboxes).map(([inbox, a]) => ({
      inbox,
      activity: run.activity,
      state: a.state,
      attempts: a.attempts,
      lastError: a.lastError,
    })),
  );
}

/** Puts a post's failed inboxes back in line, due now. */
export async function retryFailed(postId: string): Promise<number> {
  let count = 0;
  for (const run of await runsOfPost(postId)) {
    const failed = Object.entries(run.inboxes).filter(([, a]) => a.state === 'failed');
    if (!failed.length) continue;
    for (const [inbox, a] of failed) run.inboxes[inbox] = { ...a, state: 'pending', nextAt: iso(now()) };
    run.done = false;
    count += failed.length;
    await saveRun(run);
  }
  return count;
}
