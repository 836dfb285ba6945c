/** A send's counts, from what its finished batches tallied. */
import type { SendRecord, Tally } from '../repos/newsletters';

/** The send's answered counts; `extraRetryable` adds recipients no batch reached. */
export function withCounts(rec: SendRecord, extraRetryable = 0): SendRecord {
  const t = rec.done;
  const retryable = t.retryable + extraRetryable;
  return {
    ...rec,
    sent: t.sent,
    skipped: t.skipped,
    bounced: t.bounced,
    retryable,
    failed: t.bounced + t.interrupted + retryable,
  };
}

export const addTally = (a: Tally, b: Tally): Tally => ({
  sent: a.sent + b.sent,
  skipped: a.skipped + b.skipped,
  bounced: a.bounced + b.bounced,
  retryable: a.retryable + b.retryable,
  interrupted: a.interrupted + b.interrupted,
});

/** Recipients no finished batch has an outcome for. */
export function unsentOf(rec: SendRecord): number {
  const t = rec.done;
  return Math.max(0, rec.recipients - (t.sent + t.skipped + t.bounced + t.retryable + t.interrupted));
}
