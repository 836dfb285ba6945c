/**
 * Email verification: a 6-digit code per user, stored hashed, valid 15 minutes, 5 tries, sent by
 * mail when SMTP is configured.
 */
import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import type { UserRecord } from '@/shared/records';
import { BadRequest, HttpError, NotFound, TooManyRequests } from '../errors';
import { mailCaught, mailConfigured, sendMail } from '../mail';
import { renderMail } from '../mail-templates';
import { updateUser } from '../repos/users';
import { getSettings } from './settings';

const CODE_TTL_MS = 15 * 60 * 1000;
const MAX_TRIES = 5;
/** Matches the resend countdown of the verify page; without it, resending would reset the tries forever. */
const RESEND_COOLDOWN_MS = 30 * 1000;

const hashCode = (code: string) => createHash('sha256').update(code).digest('hex');

/** A fresh code and the record part that remembers it. */
export function newVerification(): { code: string; verification: NonNullable<UserRecord['verification']> } {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  return {
    code,
    verification: { codeHash: hashCode(code), expiresAt: new Date(Date.now() + CODE_TTL_MS).toISOString(), attempts: 0 },
  };
}

export const MAIL_FAILED_MESSAGE =
  'We could not send the verification email. Please use Resend Code in a moment, or contact us if it keeps failing.';

/** Where a code went: by mail, back to the client (no mail service: the toast shows it), or nowhere. */
export type Delivery = { verificationCode?: string; mailError?: string };

/**
 * Mails the code, or hands it back when no mail service is configured. The local mail catcher of
 * `npm run dev` is no mail service to a reader: the code goes to its Mailbox and back to the client.
 * A failed send is logged and
 * the undelivered code is dropped, so the resend cooldown does not stand between the reader and a
 * new code.
 */
export async function deliverCode(user: Pick<UserRecord, 'id' | 'email' | 'name'>, code: string): Promise<Delivery> {
  if (!mailConfigured()) return { verificationCode: code };
  const { title } = await getSettings();
  try {
    const { html, text } = renderMail({
      siteTitle: title,
      heading: 'Verify your email',
      paragraphs: [`Hello ${user.name},`, `Your verification code is ${code}. It expires in ${CODE_TTL_MS / 60_000} minutes.`],
      footnote: `If you did not sign up for ${title}, you can ignore this email.`,
    });
    await sendMail({ to: user.email, siteTitle: title, subject: `Your ${title} verification code`, text, html });
    return mailCaught() ? { verificationCode: code } : {};
  } catch (err) {
    console.error(`Verification email for user ${user.id} could not be sent`, err);
    await updateUser(user.id, (u) => {
      if (!u) throw NotFound('User');
      return u.verification?.codeHash === hashCode(code) ? { ...u, verification: null } : u;
    });
    return { mailError: MAIL_FAILED_MESSAGE };
  }
}

export async function issueNewCode(userId: string): Promise<{ code: string; user: UserRecord }> {
  const { code, verification } = newVerification();
  const user = await updateUser(userId, (u) => {
    if (!u) throw NotFound('User');
    if (u.isVerified) throw BadRequest('Your email is already verified.', undefined, 'ALREADY_VERIFIED');
    const issuedAt = u.verification ? Date.parse(u.verification.expiresAt) - CODE_TTL_MS : 0;
    const wait = issuedAt + RESEND_COOLDOWN_MS - Date.now();
    if (wait > 0) throw TooManyRequests(wait / 1000, 'Please wait a moment before requesting another code.');
    return { ...u, verification };
  });
  return { code, user };
}

const expired = () => BadRequest('Verification code has expired. Please request a new one.', undefined, 'CODE_EXPIRED');
const exhausted = () => new HttpError(429, 'Too many attempts. Please request a new code.', 'TOO_MANY_ATTEMPTS');

/** Marks the user verified when the code matches; a wrong code uses up one try. */
export async function confirmCode(userId: string, code: string): Promise<UserRecord> {
  let failure = null as HttpError | null;
  const saved = await updateUser(userId, (u) => {
    failure = null;
    if (!u) throw NotFound('User');
    if (u.isVerified) return u;
    const v = u.verification;
    if (!v || Date.parse(v.expiresAt) <= Date.now()) throw expired();
    if (v.attempts >= MAX_TRIES) throw exhausted();
    const given = Buffer.from(hashCode(code), 'hex');
    if (!timingSafeEqual(given, Buffer.from(v.codeHash, 'hex'))) {
      failure = BadRequest('Invalid verification code.', undefined, 'INVALID_CODE');
      return { ...u, verification: { ...v, attempts: v.attempts + 1 } };
    }
    return { ...u, isVerified: true, verification: null };
  });
  if (failure) throw failure;
  return saved;
}
