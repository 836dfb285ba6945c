/**
 * Runs a newsletter send: takes the send (one run at a time), writes down its recipients and its
 * rendered mail when it starts, then sends batch after batch through one pool of SMTP connections
 * at MAIL_RATE_PER_SECOND. Each recipient's key is written before their message goes out and
 * overwritten with the outcome, so a run that resumes after a crash or a retry never mails anyone
 * twice: a recipient found still "sending" (the crash came while their message was on its way) is
 * counted as interrupted and not mailed again. A 5xx refusal of the address marks the subscriber
 * bounced; 4xx answers are tried again after a growing pause, a few times; a mail server that cannot
 * be reached stops the run, and an administrator may retry what failed.
 */
import { randomUUID } from 'node:crypto';
import { NEWSLETTER_LIMITS as L } from '@/shared/limits';
import { getPostRecord } from '../repos/posts';
import {
  getBatch,
  getContent,
  getSend,
  markInactive,
  saveBatch,
  saveContent,
  updateSend,
  type BatchRecipient,
  type SendRecord,
} from '../repos/newsletters';
import { allSubscribers } from '../repos/subscribers';
import { mailConfigured, mailRatePerSecond, openMailer } from '../mail';
import { sendBatch } from './newsletter-batch';
import { addTally, unsentOf, withCounts } from './newsletter-tally';
import { renderNewsletter, type RenderedNewsletter } from './newsletter-render';
import { fullContentId, fullMailFor, isGated } from './newsletter-access';
import { trackNewsletter } from './newsletter-tracking';
import { getSettings } from './settings';

export interface RunOptions {
  /** Called after each finished batch; a throw stops the run there, as a crash would. */
  afterBatch?: (batch: number) => void | Promise<void>;
  /** Starts a fresh run for the rest when this one has used its time. */
  handOver?: (id: string) => Promise<void>;
  /** How long this run may take (default NEWSLETTER_LIMITS.runBudgetMs). */
  budgetMs?: number;
  /** Recipients per batch when the send starts (default NEWSLETTER_LIMITS.batchSize). */
  batchSize?: number;
  /** The pause before the second attempt of a temporary refusal (default NEWSLETTER_LIMITS.backoffMs). */
  backoffMs?: number;
}

/** Sends this process is running: functions under `netlify dev` share one process but not their modules. */
const running: Set<string> = ((globalThis as Record<symbol, unknown>)[Symbol.for('inkwell.newsletter-runs')] ??=
  new Set<string>()) as Set<string>;

const iso = () => new Date().toISOString();

/** Runs the send unless this process already is; resolves when the run stops. */
export async function runSend(id: string, opts: RunOptions = {}): Promise<void> {
  if (running.has(id)) return;
  running.add(id);
  try {
    await run(id, opts);
  } finally {
    running.delete(id);
  }
}

const finished = (rec: SendRecord) => rec.state === 'sent' || rec.state === 'failed';
const alive = (rec: SendRecord) =>
  Boolean(rec.runId && rec.heartbeatAt && Date.now() - Date.parse(rec.heartbeatAt) < L.stalledAfterMs);

/** Takes the send for this run; null when another run is alive on it or it has finished. */
async function takeSend(id: string, runId: string): Promise<SendRecord | null> {
  const rec = await getSend(id);
  if (!rec || finished(rec) || alive(rec)) return null;
  // A conditional write: of two runs taking the send at once, the second finds the first's claim alive.
  // A run id still there means the last run died rather than finishing or handing over.
  const held = await updateSend(id, (cur) =>
    finished(cur!) || alive(cur!)
      ? cur!
      : {
          ...cur!,
          runId,
          heartbeatAt: iso(),
          updatedAt: iso(),
          state: 'sending',
          fruitless: cur!.runId ? cur!.fruitless + 1 : cur!.fruitless,
        },
  );
  return held.runId === runId ? held : null;
}

async function finish(id: string, runId: string, patch: Partial<SendRecord>, extraRetryable = 0): Promise<void> {
  await updateSend(id, (cur) =>
    cur!.runId === runId
      ? withCounts({ ...cur!, ...patch, runId: undefined, updatedAt: iso(), finishedAt: iso() }, extraRetryable)
      : cur!,
  );
  await markInactive(id);
}

/** Writes down the recipients (the confirmed addresses now, in batches) and the mail, once per send. */
async function start(rec: SendRecord, size: number): Promise<SendRecord | null> {
  const post = await getPostRecord(rec.postId);
  if (!post) return null;
  const settings = await getSettings();
  await saveContent(rec.id, await trackNewsletter(renderNewsletter(post, settings), rec, settings.emailTracking));
  // A gated post also has the whole mail, sent only to recipients whose own access admits it.
  if (isGated(post))
    await saveContent(
      fullContentId(rec.id),
      await trackNewsletter(renderNewsletter(post, settings, true), rec, settings.emailTracking),
    );
  const confirmed = (await allSubscribers())
    .filter((s) => s.status === 'confirmed')
    .map((s): BatchRecipient => ({ id: s.id, email: s.email }))
    .sort((a, b) => a.id.localeCompare(b.id));
  const batchCount = Math.ceil(confirmed.length / size);
  for (let n = 0; n < batchCount; n++) await saveBatch(rec.id, n, confirmed.slice(n * size, (n + 1) * size));
  return updateSend(rec.id, (cur) => ({ ...cur!, recipients: confirmed.length, batchCount, nextBatch: 0, updatedAt: iso() }));
}

async function run(id: string, opts: RunOptions): Promise<void> {
  const runId = randomUUID();
  const began = Date.now();
  let rec = await takeSend(id, runId);
  if (!rec) return;
  if (!mailConfigured()) return finish(id, runId, { state: 'failed', error: 'No mail service is configured (SMTP_URL).' });
  if (rec.fruitless >= L.deathsBeforeFailing) {
    const unsent = unsentOf(rec);
    const error = `The send stopped ${rec.fruitless} times without finishing a batch.`;
    return finish(id, runId, { state: 'failed', error }, unsent);
  }
  if (rec.batchCount === undefined) {
    const started = await start(rec, opts.batchSize ?? L.batchSize);
    if (!started) return finish(id, runId, { state: 'failed', error: 'The post no longer exists.' });
    rec = started;
  }
  const content = await getContent<RenderedNewsletter>(id);
  if (!content) return finish(id, runId, { state: 'failed', error: 'The rendered newsletter is missing.' });
  const full = await fullMailFor(id, rec.postId);
  const { title: siteTitle } = await getSettings();

  let lost = false;
  // A run that was taken over (its heartbeat went stale while it still ran) changes nothing more.
  const ours = (change: (cur: SendRecord) => SendRecord) => (cur: SendRecord | null) =>
    cur!.runId === runId ? change(cur!) : cur!;
  const beat = setInterval(() => {
    updateSend(id, (cur) => (cur!.runId === runId ? { ...cur!, heartbeatAt: iso() } : cur!))
      .then((cur) => {
        if (cur.runId !== runId) lost = true;
      })
      .catch((err) => console.error(`Newsletter ${id}: heartbeat failed`, err));
  }, L.heartbeatMs);
  beat.unref?.();
  const mailer = openMailer({ connections: L.connections, ratePerSecond: mailRatePerSecond(L.defaultRatePerSecond) });
  try {
    for (let n = rec.nextBatch; n < rec.batchCount!; n++) {
      if (lost) return;
      if (Date.now() - began > (opts.budgetMs ?? L.runBudgetMs)) {
        await updateSend(id, (cur) => (cur!.runId === runId ? { ...cur!, runId: undefined, heartbeatAt: undefined } : cur!));
        await opts.handOver?.(id);
        return;
      }
      // A batch no run has begun has no recipient keys: reading its 1,000 absent keys would only cost time.
      const untouched = rec.pass === 1 && (rec.openedBatch ?? -1) < n;
      if (untouched)
        rec = await updateSend(
          id,
          ours((cur) => ({ ...cur, openedBatch: n })),
        );
      if (rec.runId !== runId) return;
      const batch = await getBatch(id, n);
      const backoffMs = opts.backoffMs ?? L.backoffMs;
      const job = { id, runId, pass: rec.pass, batch, content, full, mailer, siteTitle, backoffMs, untouched };
      const { tally, unreachable } = await sendBatch(job);
      if (unreachable) {
        const after = await updateSend(
          id,
          ours((cur) => ({ ...cur, done: addTally(cur.done, tally) })),
        );
        if (after.runId !== runId) return;
        const error = `The mail server could not be reached: ${unreachable}`;
        return finish(id, runId, { state: 'failed', error }, unsentOf(after));
      }
      rec = await updateSend(
        id,
        ours((cur) =>
          withCounts({
            ...cur,
            done: addTally(cur.done, tally),
            nextBatch: n + 1,
            fruitless: 0,
            heartbeatAt: iso(),
            updatedAt: iso(),
          }),
        ),
      );
      if (rec.runId !== runId) return;
      await opts.afterBatch?.(n);
    }
    const failedAll = rec.recipients > 0 && rec.done.sent === 0 && rec.done.skipped < rec.recipients;
    await finish(
      id,
      runId,
      failedAll ? { state: 'failed', error: 'No message was accepted.' } : { state: 'sent', error: undefined },
    );
  } finally {
    clearInterval(beat);
    mailer.close();
  }
}
