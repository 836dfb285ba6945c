/**
 * Newsletter sends. A send is one record; the post it is for holds one key naming it, created only if
 * new, so a post is sent at most once. Its recipients are written down in batches when it starts, its
 * rendered mail once, and each recipient gets one key per send, written before their message goes out
 * and overwritten with the outcome, so no later run mails them again. Sends still under way are
 * listed under `newsletter-active/`, which the publishing job reads every minute.
 */
import type { NewsletterSend } from '@/shared/types';
import { createJSON, deleteKey, getJSON, getMany, listKeys, setJSON, updateJSON } from '../storage/store';

const keys = {
  send: (id: string) => `newsletter-sends/${id}`,
  sends: 'newsletter-sends/',
  byPost: (postId: string) => `newsletter-by-post/${postId}`,
  active: (id: string) => `newsletter-active/${id}`,
  actives: 'newsletter-active/',
  batch: (id: string, n: number) => `newsletter-batches/${id}/${n}`,
  content: (id: string) => `newsletter-content/${id}`,
  recipient: (id: string, subscriberId: string) => `newsletter-recipients/${id}/${subscriberId}`,
};

/** What the runner keeps beside the answered fields. */
export interface SendRecord extends NewsletterSend {
  /** The run working on it and when it last said so. */
  runId?: string;
  heartbeatAt?: string;
  /** Batches written when the send started; none yet while queued. */
  batchCount?: number;
  /** Each retry is a new pass over every batch; a recipient that failed in an earlier pass is sent again. */
  pass: number;
  /** The first batch not yet finished in this pass. */
  nextBatch: number;
  /** The last batch a run of the first pass began: later ones have no recipient keys to read yet. */
  openedBatch?: number;
  /** Counts of the batches finished in this pass (the send's counts are these summed). */
  done: Tally;
  /** Runs in a row that died without finishing a batch; the send fails after a few. */
  fruitless: number;
}

export interface Tally {
  sent: number;
  skipped: number;
  bounced: number;
  /** Gave up after temporary refusals, or the mail server was down: may be retried. */
  retryable: number;
  /** Cut off by a crash while their message was on its way: never sent again. */
  interrupted: number;
}

export const emptyTally = (): Tally => ({ sent: 0, skipped: 0, bounced: 0, retryable: 0, interrupted: 0 });

export interface BatchRecipient {
  id: string;
  email: string;
}

export type RecipientState = 'sending' | 'sent' | 'bounced' | 'failed' | 'skipped' | 'interrupted';

export interface RecipientRecord {
  state: RecipientState;
  at: string;
  runId: string;
  pass: number;
  error?: string;
}

export const getSend = (id: string) => getJSON<SendRecord>(keys.send(id));
export const saveSend = (s: SendRecord) => setJSON(keys.send(s.id), s);
export const updateSend = (id: string, fn: (cur: SendRecord | null) => SendRecord) => updateJSON<SendRecord>(keys.send(id), fn);
export const allSends = async () => getMany<SendRecord>(await listKeys(keys.sends));

/** Names `sendId` as the post's one send; false when the post already has one. */
export const claimPostSend = (postId: string, sendId: string) => createJSON(keys.byPost(postId), { sendId });
export const postSendId = async (postId: string) => (await getJSON<{ sendId: string }>(keys.byPost(postId)))?.sendId ?? null;
/** A deleted post's id may be given to a new post, which may then be sent. */
export const forgetPostSend = (postId: string) => deleteKey(keys.byPost(postId));

export const markActive = (id: string) => setJSON(keys.active(id), { id });
export const markInactive = (id: string) => deleteKey(keys.active(id));
export const activeSendIds = async () => (await listKeys(keys.actives)).map((k) => k.slice(keys.actives.length));

export const saveBatch = (id: string, n: number, recipients: BatchRecipient[]) => setJSON(keys.batch(id, n), recipients);
export const getBatch = async (id: string, n: number) => (await getJSON<BatchRecipient[]>(keys.batch(id, n))) ?? [];

export const saveContent = <T>(id: string, content: T) => setJSON(keys.content(id), content);
export const getContent = <T>(id: string) => getJSON<T>(keys.content(id));

/** The recipients' records of one batch, by subscriber id (absent: not yet reached). */
export async function recipientRecords(id: string, subscriberIds: string[]): Promise<Map<string, RecipientRecord>> {
  const out = new Map<string, RecipientRecord>();
  const found = await getMany<RecipientRecord & { subscriberId: string }>(subscriberIds.map((s) => keys.recipient(id, s)));
  for (const r of found) out.set(r.subscriberId, r);
  return out;
}

/** Written before the message goes out; false when a record already exists (another run got there). */
export const claimRecipient = (id: string, subscriberId: string, rec: RecipientRecord) =>
  createJSON(keys.recipient(id, subscriberId), { ...rec, subscriberId });

export const setRecipient = (id: string, subscriberId: string, rec: RecipientRecord) =>
  setJSON(keys.recipient(id, subscriberId), { ...rec, subscriberId });

/** Read-modify-write of a recipient's record (a retry takes back a failed one). */
export const updateRecipient = (id: string, subscriberId: string, fn: (cur: RecipientRecord | null) => RecipientRecord) =>
  updateJSON<RecipientRecord & { subscriberId: string }>(keys.recipient(id, subscriberId), (cur) => ({
    ...fn(cur),
    subscriberId,
  }));
