/**
 * Newsletter sends as administrators see and steer them: one per post, queued when the post is
 * published with `sendNewsletter` (or when the publishing job publishes a scheduled one), listed
 * newest first, retried for the recipients that failed, and resumed when stalled (the test mail
 * beforehand is newsletter-test.ts).
 */
import { randomBytes } from 'node:crypto';
import { NEWSLETTER_LIMITS as L } from '@/shared/limits';
import type { NewsletterListQuery, NewsletterSend } from '@/shared/types';
import { BadRequest, NotFound } from '../errors';
import {
  activeSendIds,
  allSends,
  claimPostSend,
  emptyTally,
  forgetPostSend,
  getSend,
  markActive,
  markInactive,
  postSendId,
  saveSend,
  updateSend,
  type SendRecord,
} from '../repos/newsletters';
import { getPostRecord } from '../repos/posts';
import { startSend } from './newsletter-dispatch';
import { withCounts } from './newsletter-tally';

const iso = () => new Date().toISOString();

/** The answered fields only. */
function toSend(r: SendRecord): NewsletterSend {
  const { id, postId, postTitle, state, recipients, sent, failed, skipped, bounced, retryable, createdAt, updatedAt } = r;
  return {
    id,
    postId,
    postTitle,
    state,
    recipients,
    sent,
    failed,
    skipped,
    bounced,
    retryable,
    createdAt,
    updatedAt,
    ...(r.finishedAt ? { finishedAt: r.finishedAt } : {}),
    ...(r.error ? { error: r.error } : {}),
  };
}

/**
 * Queues the post's one send and starts it; null when the post already has one. `origin` is the
 * site's address the background function is reached at.
 */
export async function queueNewsletter(post: { id: string; title: string }, origin: string): Promise<NewsletterSend | null> {
  const id = `${Date.now().toString(36)}-${randomBytes(4).toString('hex')}`;
  if (!(await claimPostSend(post.id, id))) return null;
  const at = iso();
  const rec: SendRecord = withCounts({
    id,
    postId: post.id,
    postTitle: post.title,
    state: 'queued',
    recipients: 0,
    sent: 0,
    failed: 0,
    skipped: 0,
    bounced: 0,
    retryable: 0,
    createdAt: at,
    updatedAt: at,
    pass: 1,
    nextBatch: 0,
    done: emptyTally(),
    fruitless: 0,
  });
  await saveSend(rec);
  await markActive(id);
  await startSend(id, origin);
  return toSend(rec);
}

/**
 * After a post is saved: a published post marked for the newsletter is queued (once; a post that
 * already has a send is left alone). Never throws: the save has been made and is answered as it is.
 */
/** Queues the post's newsletter if it is published and set to be emailed; answers the send it started. */
export async function newsletterAfterSave(
  post: { id: string; title: string; status: string; sendNewsletter?: boolean },
  origin: string,
): Promise<NewsletterSend | null> {
  if (post.status !== 'published' || !post.sendNewsletter) return null;
  try {
    return await queueNewsletter(post, origin);
  } catch (err) {
    console.error(`The newsletter for post ${post.id} could not be queued`, err);
    return null;
  }
}

/** A deleted post's id may be given to a new post, which may then be emailed; its send stays listed. */
export async function forgetPostNewsletter(postId: string): Promise<void> {
  await forgetPostSend(postId).catch((err) => console.error(err));
}

/** The posts the publishing job just published that were set to be emailed. */
export async function queueScheduledNewsletters(postIds: string[], origin: string): Promise<void> {
  for (const id of postIds) {
    const post = await getPostRecord(id);
    if (post) await newsletterAfterSave(post, origin);
  }
}

/** Starts again every send whose run has not said it is alive for a while (or never started). */
export async function resumeStalledSends(origin: string): Promise<string[]> {
  const resumed: string[] = [];
  for (const id of await activeSendIds()) {
    const rec = await getSend(id);
    if (!rec || rec.state === 'sent' || rec.state === 'failed') {
      await markInactive(id);
      continue;
    }
    const lastSign = Date.parse(rec.heartbeatAt ?? rec.updatedAt);
    if (Date.now() - lastSign < L.stalledAfterMs) continue;
    await startSend(id, origin);
    resumed.push(id);
  }
  return resumed;
}

export async function listNewsletters(q: NewsletterListQuery): Promise<{ items: NewsletterSend[]; total: number }> {
  let all = await allSends();
  if (q.postId) {
    const id = await postSendId(q.postId);
    all = all.filter((s) => s.id === id);
  }
  all.sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id));
  return { items: all.slice(q.offset, q.offset + q.limit).map(toSend), total: all.length };
}

/** A new pass over the send: the recipients that failed are tried again, nobody else is mailed twice. */
export async function retryNewsletter(id: string, origin: string): Promise<NewsletterSend> {
  const rec = await getSend(id);
  if (!rec) throw NotFound('Newsletter');
  if (rec.state === 'queued' || rec.state === 'sending')
    throw BadRequest('This newsletter is still being sent.', undefined, 'NEWSLETTER_BUSY');
  if (rec.retryable === 0 && rec.batchCount !== undefined)
    throw BadRequest('No recipient of this newsletter can be retried.', undefined, 'NOTHING_TO_RETRY');
  const next = await updateSend(id, (cur) =>
    withCounts({
      ...cur!,
      state: 'queued',
      pass: cur!.pass + 1,
      nextBatch: 0,
      done: emptyTally(),
      fruitless: 0,
      runId: undefined,
      heartbeatAt: undefined,
      finishedAt: undefined,
      error: undefined,
      updatedAt: iso(),
    }),
  );
  await markActive(id);
  await startSend(id, origin);
  // Until the new pass counts them again, the answer keeps the last counts.
  return { ...toSend(next), ...pickCounts(rec) };
}

const pickCounts = (r: SendRecord) => ({
  sent: r.sent,
  failed: r.failed,
  skipped: r.skipped,
  bounced: r.bounced,
  retryable: r.retryable,
});
