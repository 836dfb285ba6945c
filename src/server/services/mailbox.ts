/** The local Mailbox: what the dev mail catcher caught, newest first, for administrators. */
import { MAIL_LIMITS } from '@/shared/limits';
import type { CapturedMail, CapturedMailSummary } from '@/shared/types';
import { NotFound } from '../errors';
import { mailboxAvailable } from '../mail';
import {
  capturedMailByIds,
  capturedMailIdsNewestFirst,
  deleteCapturedMail,
  getCapturedMail,
  newMailId,
  saveCapturedMail,
} from '../repos/mailbox';

/** Outside `npm run dev` with its catcher there is no mailbox at all: 404, as for any unknown path. */
export function requireMailbox(): void {
  if (!mailboxAvailable()) throw NotFound('Mailbox');
}

const summary = ({ id, receivedAt, from, to, subject }: CapturedMail): CapturedMailSummary => ({
  id,
  receivedAt,
  from,
  to,
  subject,
});

export async function listMailbox(limit: number, offset: number): Promise<{ items: CapturedMailSummary[]; total: number }> {
  const ids = await capturedMailIdsNewestFirst();
  return { items: (await capturedMailByIds(ids.slice(offset, offset + limit))).map(summary), total: ids.length };
}

export async function readCapturedMail(id: string): Promise<CapturedMail> {
  const mail = await getCapturedMail(id);
  if (!mail) throw NotFound('Mail');
  return mail;
}

/** Keeps a caught mail, dropping the oldest beyond MAIL_LIMITS.mailboxKept. */
export async function keepCapturedMail(mail: Omit<CapturedMail, 'id' | 'receivedAt'>): Promise<CapturedMail> {
  const saved: CapturedMail = { ...mail, id: newMailId(), receivedAt: new Date().toISOString() };
  await saveCapturedMail(saved);
  const beyond = (await capturedMailIdsNewestFirst()).slice(MAIL_LIMITS.mailboxKept);
  await Promise.all(beyond.map(deleteCapturedMail));
  return saved;
}
