/**
 * Newsletter subscribers: one record per email however many times, or however concurrently, it
 * subscribes. Double opt-in: a new address is `pending` until the signed link mailed to it is
 * followed; a signed per-subscriber link unsubscribes in one click (RFC 8058).
 */
import { MAIL_LIMITS } from '@/shared/limits';
import type { SubscriberSort } from '@/shared/list-schemas';
import type { Subscriber, SubscriberCounts, SubscriberListQuery } from '@/shared/types';
import { BadRequest, NotFound, ServiceUnavailable } from '../errors';
import { signLinkToken, verifyLinkToken } from '../auth/tokens';
import { mailConfigured, sendMail, senderAddress, siteLink } from '../mail';
import { renderMail } from '../mail-templates';
import {
  allSubscribers,
  deleteSubscriber,
  getSubscriber,
  insertSubscriber,
  subscriberId,
  updateSubscriber,
} from '../repos/subscribers';
import { getSettings } from './settings';

export const CONFIRM_PATH = '/api/subscribers/confirm';
export const UNSUBSCRIBE_PATH = '/api/subscribers/unsubscribe';

const now = () => new Date().toISOString();

/** The confirmation link: works for MAIL_LIMITS.confirmDays days. */
export async function confirmLink(s: Pick<Subscriber, 'id'>): Promise<string> {
  const token = await signLinkToken('subscriber-confirm', s.id, `${MAIL_LIMITS.confirmDays}d`);
  return siteLink(CONFIRM_PATH, { token });
}

/** The one-click unsubscribe link: it never expires, as old newsletters must keep working. */
export async function unsubscribeLink(s: Pick<Subscriber, 'id'>): Promise<string> {
  return siteLink(UNSUBSCRIBE_PATH, { token: await signLinkToken('subscriber-unsubscribe', s.id) });
}

/**
 * `List-Unsubscribe` (the one-click URL and a mailto to the sender) and `List-Unsubscribe-Post`
 * (RFC 8058) for a mail to one subscriber.
 */
export async function listUnsubscribeHeaders(
  s: Pick<Subscriber, 'id' | 'email'>,
  link?: string,
): Promise<Record<string, string>> {
  const mailto = `mailto:${senderAddress()}?subject=${encodeURIComponent(`unsubscribe ${s.email}`)}`;
  return {
    'List-Unsubscribe': `<${link ?? (await unsubscribeLink(s))}>, <${mailto}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}

/** Mails the confirmation link and notes when; throws when the mail server refuses it. */
async function mailConfirmation(s: Subscriber): Promise<Subscriber> {
  const { title } = await getSettings();
  const { html, text } = renderMail({
    siteTitle: title,
    heading: 'Confirm your subscription',
    paragraphs: [
      `Someone, hopefully you, asked to receive the ${title} newsletter at ${s.email}.`,
      `Please confirm your address to start receiving it. The link works for ${MAIL_LIMITS.confirmDays} days.`,
    ],
    action: { label: 'Confirm my subscription', href: await confirmLink(s) },
    footnote: 'If you did not ask for this, ignore this email and you will not hear from us again.',
  });
  await sendMail({ to: s.email, siteTitle: title, subject: `Confirm your subscription to ${title}`, text, html });
  return updateSubscriber(s.id, (cur) => (cur ? { ...cur, confirmationSentAt: now() } : s));
}

/** A confirmation that could not be sent is logged; the address stays pending and can be sent another. */
async function tryMailConfirmation(s: Subscriber): Promise<void> {
  if (!mailConfigured()) return;
  try {
    await mailConfirmation(s);
  } catch (err) {
    console.error(`Confirmation email for subscriber ${s.id} could not be sent`, err);
  }
}

const resendDue = (s: Subscriber) =>
  !s.confirmationSentAt || Date.parse(s.confirmationSentAt) + MAIL_LIMITS.confirmResendMinutes * 60_000 <= Date.now();

/**
 * True for an address that is newly on the list (new, or back after unsubscribing), false when it
 * is already on it. A pending address that asks again is sent another confirmation, at most every
 * MAIL_LIMITS.confirmResendMinutes.
 */
export async function subscribe(email: string): Promise<boolean> {
  const id = subscriberId(email);
  const existing = await getSubscriber(id);
  if (existing?.status === 'unsubscribed') {
    const back = await updateSubscriber(id, (cur) =>
      cur ? { ...cur, status: 'pending', subscribedAt: now(), confirmedAt: undefined, unsubscribedAt: undefined } : cur!,
    );
    await tryMailConfirmation(back);
    return true;
  }
  if (existing) {
    if (existing.status === 'pending' && resendDue(existing)) await tryMailConfirmation(existing);
    return false;
  }
  const s: Subscriber = { id, email: email.trim().toLowerCase(), subscribedAt: now(), status: 'pending' };
  if (!(await insertSubscriber(s))) return false;
  await tryMailConfirmation(s);
  return true;
}

/** True when the email was on the list. The spec's unsubscribe-by-email removes the record. */
export async function unsubscribe(email: string): Promise<boolean> {
  const id = subscriberId(email);
  if (!(await getSubscriber(id))) return false;
  await deleteSubscriber(id);
  return true;
}

export type LinkOutcome = { ok: true; subscriber: Subscriber | null } | { ok: false };

/** Confirms the address a confirmation link names; a forged, expired or spent link changes nothing. */
export async function confirmByToken(token: string | undefined): Promise<LinkOutcome> {
  const id = token ? await verifyLinkToken('subscriber-confirm', token) : null;
  if (!id) return { ok: false };
  const s = await getSubscriber(id);
  if (!s || (s.status !== 'pending' && s.status !== 'confirmed')) return { ok: false };
  if (s.status === 'confirmed') return { ok: true, subscriber: s };
  const saved = await updateSubscriber(id, (cur) =>
    cur && cur.status === 'pending' ? { ...cur, status: 'confirmed', confirmedAt: now() } : cur!,
  );
  return { ok: true, subscriber: saved };
}

/** Checks a one-click unsubscribe link without using it (the page a link scanner may open). */
export async function checkUnsubscribeToken(token: string | undefined): Promise<LinkOutcome> {
  const id = token ? await verifyLinkToken('subscriber-unsubscribe', token) : null;
  return id ? { ok: true, subscriber: await getSubscriber(id) } : { ok: false };
}

/** Unsubscribes the address a one-click link names; a record already gone is already unsubscribed. */
export async function unsubscribeByToken(token: string | undefined): Promise<LinkOutcome> {
  const id = token ? await verifyLinkToken('subscriber-unsubscribe', token) : null;
  if (!id) return { ok: false };
  if (!(await getSubscriber(id))) return { ok: true, subscriber: null };
  const saved = await updateSubscriber(id, (cur) =>
    cur && cur.status !== 'unsubscribed' ? { ...cur, status: 'unsubscribed', unsubscribedAt: now() } : cur!,
  );
  return { ok: true, subscriber: saved };
}

/** A mail server refused the address for good (a 5xx answer): it is never mailed again. */
export async function markBounced(id: string): Promise<void> {
  await updateSubscriber(id, (cur) => (cur ? { ...cur, status: 'bounced', bouncedAt: now() } : cur!));
}

/** An administrator sends a pending address its confirmation again. */
export async function resendConfirmation(id: string): Promise<Subscriber> {
  const s = await getSubscriber(id);
  if (!s) throw NotFound('Subscriber');
  if (s.status !== 'pending') throw BadRequest('Only pending subscribers can be sent a confirmation.', undefined, 'NOT_PENDING');
  if (!mailConfigured()) throw ServiceUnavailable('No mail service is configured (SMTP_URL).', 'MAIL_NOT_CONFIGURED');
  try {
    return await mailConfirmation(s);
  } catch (err) {
    console.error(`Confirmation email for subscriber ${s.id} could not be sent`, err);
    throw ServiceUnavailable('The confirmation email could not be sent. Please try again later.', 'MAIL_FAILED');
  }
}

const ORDERS: Record<SubscriberSort, (a: Subscriber, b: Subscriber) => number> = {
  newest: (a, b) => b.subscribedAt.localeCompare(a.subscribedAt) || a.id.localeCompare(b.id),
  oldest: (a, b) => a.subscribedAt.localeCompare(b.subscribedAt) || a.id.localeCompare(b.id),
  email: (a, b) => a.email.localeCompare(b.email, 'en'),
};

export async function listSubscribers(q: SubscriberListQuery): Promise<{ items: Subscriber[]; total: number }> {
  const all = (await allSubscribers()).filter((s) => q.status === 'all' || s.status === q.status).sort(ORDERS[q.sort]);
  return { items: all.slice(q.offset, q.offset + q.limit), total: all.length };
}

export async function subscriberCounts(): Promise<SubscriberCounts> {
  const counts: SubscriberCounts = { pending: 0, confirmed: 0, unsubscribed: 0, bounced: 0, total: 0 };
  for (const s of await allSubscribers()) {
    counts[s.status] += 1;
    counts.total += 1;
  }
  return counts;
}

export async function removeSubscriber(id: string): Promise<Subscriber> {
  const s = await getSubscriber(id);
  if (!s) throw NotFound('Subscriber');
  await deleteSubscriber(id);
  return s;
}
