/**
 * One batch of a newsletter send: each recipient is claimed (their key written "sending") only when
 * a connection can take their message at once, then marked with the outcome, so a crash leaves at
 * most one message per connection whose fate is unknown, and no one is mailed twice.
 */
import { NEWSLETTER_LIMITS as L } from '@/shared/limits';
import {
  claimRecipient,
  emptyTally,
  recipientRecords,
  setRecipient,
  updateRecipient,
  type BatchRecipient,
  type RecipientRecord,
  type Tally,
} from '../repos/newsletters';
import { subscribersByIds } from '../repos/subscribers';
import type { Mailer } from '../mail';
import { personalize, type RenderedNewsletter } from './newsletter-render';
import { mailFor, type FullMail } from './newsletter-access';
import { stampRecipient } from './newsletter-tracking';
import { listUnsubscribeHeaders, markBounced, unsubscribeLink } from './subscribers';

const iso = () => new Date().toISOString();
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const TALLIED: Record<Exclude<RecipientRecord['state'], 'sending'>, keyof Tally> = {
  sent: 'sent',
  skipped: 'skipped',
  bounced: 'bounced',
  failed: 'retryable',
  interrupted: 'interrupted',
};

type Failure = 'bounce' | 'temporary' | 'unreachable' | 'other';

/** What an SMTP error means for the recipient (nodemailer keeps the server's code and command). */
function classify(err: unknown): Failure {
  const e = err as { code?: string; responseCode?: number; command?: string };
  const status = Number(e.responseCode) || 0;
  if (status >= 500 && (e.command === 'RCPT TO' || e.code === 'EENVELOPE')) return 'bounce';
  if (status === 421 || ['ECONNECTION', 'ETIMEDOUT', 'ESOCKET', 'EDNS', 'ETLS', 'EAUTH'].includes(e.code ?? ''))
    return 'unreachable';
  if (status >= 400 && status < 500) return 'temporary';
  return 'other';
}

const reason = (err: unknown) => String((err as Error)?.message ?? err).slice(0, 300);

export interface BatchJob {
  id: string;
  runId: string;
  pass: number;
  batch: BatchRecipient[];
  content: RenderedNewsletter;
  /** A gated post's whole mail and who it admits; recipients without access get `content`, the preview. */
  full?: FullMail | null;
  mailer: Mailer;
  siteTitle: string;
  /** The pause before the second attempt of a temporary refusal; later ones wait 4 times longer each. */
  backoffMs: number;
  /** No run has begun this batch before. */
  untouched: boolean;
}

/** Sends one batch; answers its tally and, when the mail server went away, why. */
export async function sendBatch(job: BatchJob): Promise<{ tally: Tally; unreachable: string | null }> {
  const { id, runId, pass, batch } = job;
  const ids = batch.map((r) => r.id);
  const [records, current] = await Promise.all([
    job.untouched ? new Map<string, RecipientRecord>() : recipientRecords(id, ids),
    subscribersByIds(ids),
  ]);
  const confirmed = new Set(current.filter((s) => s.status === 'confirmed').map((s) => s.id));
  const tally = emptyTally();
  let unreachable: string | null = null;
  let downInARow = 0;
  const mark = (r: BatchRecipient, state: RecipientRecord['state'], error?: string) =>
    setRecipient(id, r.id, { state, at: iso(), runId, pass, ...(error ? { error } : {}) });

  const one = async (r: BatchRecipient): Promise<void> => {
    const prior = records.get(r.id);
    if (prior?.state === 'sending') {
      // A run died while this message was on its way: it may have arrived, so it is not sent again.
      await mark(r, 'interrupted');
      tally.interrupted++;
      return;
    }
    if (prior && !(prior.state === 'failed' && prior.pass < pass)) {
      tally[TALLIED[prior.state]]++;
      return;
    }
    if (!confirmed.has(r.id)) {
      await (prior ? mark(r, 'skipped') : claimRecipient(id, r.id, { state: 'skipped', at: iso(), runId, pass }));
      tally.skipped++;
      return;
    }
    const claim: RecipientRecord = { state: 'sending', at: iso(), runId, pass };
    const claimed = prior
      ? (await updateRecipient(id, r.id, (cur) => (cur?.state === 'failed' && cur.pass < pass ? claim : cur!))).runId === runId
      : await claimRecipient(id, r.id, claim);
    if (!claimed) {
      tally.interrupted++;
      return;
    }
    const link = await unsubscribeLink(r);
    const mail = await stampRecipient(personalize(await mailFor(r.email, job.content, job.full), link));
    const headers = await listUnsubscribeHeaders(r, link);
    for (let attempt = 1; ; attempt++) {
      try {
        await job.mailer.send({
          to: r.email,
          siteTitle: job.siteTitle,
          subject: mail.subject,
          html: mail.html,
          text: mail.text,
          headers,
        });
        downInARow = 0;
        await mark(r, 'sent');
        tally.sent++;
        return;
      } catch (err) {
        const kind = classify(err);
        if (kind === 'bounce') {
          await markBounced(r.id);
          await mark(r, 'bounced', reason(err));
          tally.bounced++;
          return;
        }
        if (kind === 'unreachable' && ++downInARow >= L.outageAfter) unreachable ??= reason(err);
        const again = (kind === 'temporary' || kind === 'unreachable') && attempt < L.attempts && !unreachable;
        if (!again) {
          await mark(r, 'failed', reason(err));
          tally.retryable++;
          return;
        }
        await sleep(job.backoffMs * 4 ** (attempt - 1));
      }
    }
  };

  // One message per connection: a recipient is claimed only when a connection can take their message
  // at once, so a crash leaves at most one message per connection whose fate is unknown.
  let next = 0;
  const worker = async () => {
    while (next < batch.length && !unreachable) await one(batch[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(L.connections, batch.length) }, worker));
  return { tally, unreachable };
}
