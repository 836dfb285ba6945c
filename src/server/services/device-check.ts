/**
 * New devices (Ghost's check; DESIGN.md, Staff accounts and History): a staff member signing in
 * with a password alone, on a browser that holds no device cookie for the account, gets a 6-digit
 * code by email, valid 10 minutes. A verified browser keeps an httpOnly signed cookie for 90 days,
 * one per account, sent only to the sign-in routes. Skipped when no mail service is configured.
 */
import { createHash, randomInt } from 'node:crypto';
import type { UserRecord } from '@/shared/records';
import { isStaff, roleOf } from '@/shared/roles';
import { signLinkToken, verifyLinkToken } from '../auth/tokens';
import { codeHash } from '../auth/secret-box';
import { deviceOf, type ClientInfo } from '../auth/client';
import { mailConfigured, sendMail } from '../mail';
import { renderMail } from '../mail-templates';
import { getSettings } from './settings';

export const EMAIL_CODE_MS = 10 * 60_000;
const DEVICE_DAYS = 90;

const cookieName = (userId: string) => `inkwell_device_${createHash('sha256').update(userId).digest('hex').slice(0, 16)}`;

function cookieValue(cookieHeader: string, name: string): string | null {
  for (const part of cookieHeader.split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === name) return v.join('=');
  }
  return null;
}

/** True when the browser holds this account's device cookie, signed by this site and not expired. */
export async function knownDevice(cookieHeader: string, userId: string): Promise<boolean> {
  const token = cookieValue(cookieHeader, cookieName(userId));
  return Boolean(token && (await verifyLinkToken('staff-device', token)) === userId);
}

/** The `Set-Cookie` that remembers this browser for the account. */
export async function deviceCookie(userId: string): Promise<string> {
  const token = await signLinkToken('staff-device', userId, `${DEVICE_DAYS}d`);
  const maxAge = DEVICE_DAYS * 86_400;
  return `${cookieName(userId)}=${token}; Max-Age=${maxAge}; Path=/api/auth; HttpOnly; Secure; SameSite=Strict`;
}

/** Whether this password sign-in must be confirmed from the account's mailbox. */
export async function deviceCheckNeeded(user: UserRecord, cookieHeader: string): Promise<boolean> {
  if (!isStaff(roleOf(user)) || !mailConfigured()) return false;
  if (!(await getSettings()).staffDeviceVerification) return false;
  return !(await knownDevice(cookieHeader, user.id));
}

/** Mails a new code; answers its hash, which the sign-in challenge keeps. */
export async function mailDeviceCode(user: UserRecord, client?: ClientInfo): Promise<string> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const { title } = await getSettings();
  const device = deviceOf(client?.userAgent ?? '');
  const { html, text } = renderMail({
    siteTitle: title,
    heading: 'Confirm it is you',
    paragraphs: [
      `Hello ${user.name},`,
      `Someone is signing in to your ${title} account from a new device (${device}). If it is you, enter this code: ${code}. It expires in ${EMAIL_CODE_MS / 60_000} minutes.`,
    ],
    footnote: 'If it is not you, someone knows your password: tell an administrator. Without this code they cannot sign in.',
  });
  await sendMail({ to: user.email, siteTitle: title, subject: `Your ${title} sign-in code: ${code}`, text, html });
  return codeHash(code);
}
