/**
 * What federates and when (DESIGN.md, The fediverse): a first publish → Create once; an edit of a
 * live post's federated fields → Update, the first at once and later ones within 5 minutes as one
 * when those minutes end; unpublish or delete → Delete. Drafts, pages and comments never leave.
 */
import type { Change } from '../changes';
import { asOfNow, now } from '../clock';
import { signLinkToken, verifyLinkToken } from '../auth/tokens';
import { getPostRecord } from '../repos/posts';
import { getPostFederation, openRuns, postsWithPendingUpdates, updatePostFederation } from '../repos/fediverse';
import { createOf, deleteOf, fingerprintOf, updateOf } from './fediverse-article';
import { createRun, deliverDue } from './fediverse-delivery';
import { fediverseSettings } from './fediverse-identity';

export const UPDATE_EVERY_MS = 5 * 60_000;
export const DELIVERY_PATH = '/.netlify/functions/fediverse-deliver-background';

async function federatePost(postId: string): Promise<boolean> {
  const record = await getPostRecord(postId);
  const post = record ? asOfNow(record) : null;
  const state = await getPostFederation(postId);
  const live = post?.status === 'published';
  if (live && (!state?.created || state.deleted)) {
    await updatePostFederation(postId, (s) => ({ ...s, created: true, deleted: false, fingerprint: fingerprintOf(post) }));
    await createRun(postId, 'Create', await createOf(post));
    return true;
  }
  if (live && state) {
    const fingerprint = fingerprintOf(post);
    if (fingerprint === state.fingerprint && !state.updatePending) return false;
    const last = state.lastUpdateAt ? Date.parse(state.lastUpdateAt) : 0;
    if (now() - last < UPDATE_EVERY_MS) {
      if (fingerprint !== state.fingerprint) await updatePostFederation(postId, (s) => ({ ...s, updatePending: true }));
      return false;
    }
    await updatePostFederation(postId, (s) => ({
      ...s,
      fingerprint,
      updatePending: false,
      lastUpdateAt: new Date(now()).toISOString(),
    }));
    await createRun(postId, 'Update', await updateOf(post));
    return true;
  }
  if (!live && state?.created && !state.deleted) {
    await updatePostFederation(postId, (s) => ({ ...s, deleted: true, updatePending: false }));
    await createRun(postId, 'Delete', await deleteOf(postId));
    return true;
  }
  return false;
}

async function startDelivery(origin: string): Promise<void> {
  try {
    const token = await signLinkToken('fediverse-run', 'deliver', '1h');
    const res = await fetch(`${origin}${DELIVERY_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token }),
      signal: AbortSignal.timeout(5_000),
    });
    if (res.status !== 202 && !res.ok) throw new Error(`The background function answered ${res.status}`);
  } catch (err) {
    console.error('Fediverse delivery could not be started now; the every-minute job starts it', err);
  }
}

export const isDeliveryRequest = async (token: unknown) =>
  typeof token === 'string' && (await verifyLinkToken('fediverse-run', token)) === 'deliver';

type Starter = (origin: string) => Promise<void>;
let starter: Starter = startDelivery;
/** Tests deliver in their own process instead of through a server. */
export const setDeliveryStarter = (next: Starter | null) => {
  starter = next ?? startDelivery;
};

/** After a post write: the activities its changes call for, and a delivery pass to send them. */
export async function federateChanges(changes: readonly Change[], origin: string): Promise<void> {
  if (!(await fediverseSettings()).enabled) return;
  const posts = [...new Set(changes.filter((c) => c.entity === 'post').map((c) => c.id))];
  let queued = false;
  for (const id of posts) queued = (await federatePost(id)) || queued;
  if (queued) await starter(origin);
}

/** Wraps a function's app: its post writes federate once the answer is made. */
export function federating<C>(
  app: (req: Request, context?: C) => Promise<Response>,
  changesOf: (res: Response) => readonly Change[],
) {
  return async (req: Request, context?: C): Promise<Response> => {
    const res = await app(req, context);
    if (res.status >= 200 && res.status < 300 && req.method !== 'GET')
      await federateChanges(changesOf(res), new URL(req.url).origin).catch((err) => console.error('Could not federate', err));
    return res;
  };
}

/**
 * The every-minute job's part: posts that its publishing made live, Updates whose 5 minutes ended,
 * and a delivery pass for retries that came due.
 */
export async function fediverseMinute(changes: readonly Change[], origin: string): Promise<void> {
  if (!(await fediverseSettings()).enabled) return;
  for (const c of changes) if (c.entity === 'post') await federatePost(c.id);
  for (const postId of await postsWithPendingUpdates()) await federatePost(postId);
  if ((await openRuns()).length) await starter(origin);
}

/** The background function's work: deliver what is due; hand over when time runs out. */
export async function runDeliveries(origin: string): Promise<void> {
  if ((await deliverDue()) === 'unfinished') await starter(origin);
}
