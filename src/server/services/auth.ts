/**
 * Registration, password and passkey sign-in with a per-account lockout and the second step,
 * re-authentication and password changes, and email verification. Google sign-in: google-sign-in.ts.
 */
import { randomUUID } from 'node:crypto';
import type { UserRecord } from '@/shared/records';
import type { AuthResult, LoginInput, LoginResult, RegisterInput, SignInMethod, User } from '@/shared/types';
import { Conflict, HttpError, NotFound, ServiceUnavailable } from '../errors';
import { hashPassword, verifyPassword } from '../auth/passwords';
import type { ClientInfo } from '../auth/client';
import { startSession } from './sessions';
import { deleteLoginFailures, loginFailureTimes, recordLoginFailure } from '../repos/login-failures';
import { findUserByEmail, insertUser, toPublicUser, updateUser } from '../repos/users';
import { confirmCode, deliverCode, issueNewCode, newVerification, type Delivery } from './verification';
import { recordOwnerIfFirst } from './owner';
import { recordAudit } from './audit';
import { hasTotp } from './two-factor';
import { EMAIL_CODE_MS, deviceCheckNeeded, mailDeviceCode } from './device-check';
import { answerChallenge, challengeFor } from './sign-in-steps';
import { markReauthenticated } from './sessions';
import { verifyPasskeySignIn, type RelyingParty } from './passkeys';
import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import { isStaff, roleOf } from '@/shared/roles';

const LOCKOUT_FAILURES = 5;
const LOCKOUT_WINDOW_MS = 15 * 60 * 1000;

/** Emails in ADMIN_EMAILS (comma separated) or ADMIN_EMAIL become admins when they sign up. */
export function isAdminEmail(email: string): boolean {
  const wanted = email.trim().toLowerCase();
  const listed = [...(process.env.ADMIN_EMAILS ?? '').split(','), process.env.ADMIN_EMAIL ?? ''].map((e) =>
    e.trim().toLowerCase(),
  );
  return wanted !== '' && listed.includes(wanted);
}

/**
 * A session, or first a challenge: for the code of the account's authenticator, or, for staff with a
 * password alone on a browser not seen before (`cookies` holds no device cookie), for a code by email.
 */
export async function sessionOrChallenge(
  user: UserRecord,
  method: SignInMethod,
  client?: ClientInfo,
  cookies?: string,
): Promise<LoginResult> {
  if (await hasTotp(user.id)) return challengeFor(user, ['totp', 'backup']);
  if (cookies !== undefined && (await deviceCheckNeeded(user, cookies)))
    return challengeFor(user, ['email'], { codeHash: await mailDeviceCode(user, client), ttlMs: EMAIL_CODE_MS });
  return session(user, method, client);
}

async function session(user: UserRecord, method: SignInMethod, client?: ClientInfo): Promise<AuthResult> {
  const token = await startSession(user.id, method, client);
  await noteSignIn(user, 'login.succeeded', client);
  return { token, user: toPublicUser(user) };
}

/** A staff account's sign-in events go to History; a reader's do not. */
async function noteSignIn(user: UserRecord, action: 'login.succeeded' | 'login.failed', client?: ClientInfo): Promise<void> {
  if (!isStaff(roleOf(user))) return;
  await recordAudit(user, { action, target: { type: 'user', id: user.id, title: user.name } }, client?.ip ?? '').catch((err) =>
    console.error('Could not record History', err),
  );
}

export const profile = (user: UserRecord): User => toPublicUser(user);

export async function register(input: RegisterInput, client?: ClientInfo): Promise<AuthResult> {
  const taken = () => Conflict('An account with this email already exists.', 'EMAIL_TAKEN');
  if (await findUserByEmail(input.email)) throw taken();
  const { code, verification } = newVerification();
  let user: UserRecord = {
    id: randomUUID(),
    name: input.name,
    email: input.email,
    avatarUrl: '',
    isVerified: false,
    isAdmin: isAdminEmail(input.email),
    role: isAdminEmail(input.email) ? 'administrator' : 'reader',
    oauthProvider: null,
    oauthId: null,
    passwordHash: await hashPassword(input.password),
    verification,
    createdAt: new Date().toISOString(),
  };
  if (!(await insertUser(user))) throw taken();
  user = await recordOwnerIfFirst(user);
  // The account stands even when the mail fails: the reader is told, and Resend Code can send another.
  return { ...(await session(user, 'registration', client)), ...(await deliverCode(user, code)) };
}

/** Unknown emails are checked against a throwaway hash so they take as long as wrong passwords. */
let decoy: Promise<string> | null = null;
const decoyHash = () => (decoy ??= hashPassword(randomUUID()));

const lockedOut = (retryAfterMs: number) =>
  new HttpError(429, 'Too many failed sign-in attempts. Please try again in 15 minutes.', 'TOO_MANY_ATTEMPTS', undefined, {
    'Retry-After': String(Math.max(1, Math.ceil(retryAfterMs / 1000))),
  });

/**
 * Checks a password against the per-account lockout: 5 failures in 15 minutes lock the account for
 * the rest of the window. Answers the user, or throws 401 / 429.
 */
async function checkPassword(email: string, password: string, client?: ClientInfo): Promise<UserRecord> {
  const now = Date.now();
  const failures = await loginFailureTimes(email);
  const recent = failures.filter((f) => f.at > now - LOCKOUT_WINDOW_MS).sort((a, b) => b.at - a.at);
  const stale = failures.filter((f) => !recent.includes(f));
  if (stale.length) await deleteLoginFailures(stale.map((f) => f.key));
  // Locked until the fifth most recent failure leaves the window; the password is not even checked.
  if (recent.length >= LOCKOUT_FAILURES) throw lockedOut(recent[LOCKOUT_FAILURES - 1]!.at + LOCKOUT_WINDOW_MS - now);

  const user = await findUserByEmail(email);
  const valid = await verifyPassword(password, user?.passwordHash ?? (await decoyHash()));
  if (!user?.passwordHash || !valid) {
    await recordLoginFailure(email, now);
    if (user) await noteSignIn(user, 'login.failed', client);
    throw new HttpError(401, 'Invalid email or password', 'INVALID_CREDENTIALS');
  }
  if (recent.length) await deleteLoginFailures(recent.map((f) => f.key));
  return user;
}

/** A password sign-in: a session, or, for an account with an authenticator, a challenge for its code. */
export async function login(input: LoginInput, client?: ClientInfo, cookies = ''): Promise<LoginResult> {
  return sessionOrChallenge(await checkPassword(input.email, input.password, client), 'password', client, cookies);
}

/** The second step: a right code signs in; a wrong one counts against the challenge and is a failed sign-in. */
export async function loginSecondStep(
  challenge: string,
  code: string,
  client?: ClientInfo,
): Promise<{ result: AuthResult; rememberDevice: boolean }> {
  const { user, method } = await answerChallenge(challenge, code, (who) => noteSignIn(who, 'login.failed', client));
  return { result: await session(user, method, client), rememberDevice: method === 'email-code' };
}

/** A passkey signs in by itself: it is something the person has and, verified on the device, something they are or know. */
export async function signInWithPasskey(
  response: AuthenticationResponseJSON,
  rp: RelyingParty,
  client?: ClientInfo,
): Promise<AuthResult> {
  return session(await verifyPasskeySignIn(response, rp), 'passkey', client);
}

/** A new password (or a first one, for an account that signs in with Google). */
export async function changePassword(userId: string, newPassword: string): Promise<void> {
  const passwordHash = await hashPassword(newPassword);
  await updateUser(userId, (u) => {
    if (!u) throw NotFound('User');
    return { ...u, passwordHash };
  });
}

/** The password again, before a change to how the account signs in (the per-account lockout applies). */
export async function reauthenticate(user: UserRecord, sessionId: string, password: string, client?: ClientInfo): Promise<void> {
  if (!user.passwordHash)
    throw new HttpError(400, 'This account has no password. Sign in again to confirm it is you.', 'NO_PASSWORD');
  await checkPassword(user.email, password, client).catch((err: unknown) => {
    if (err instanceof HttpError && err.code === 'INVALID_CREDENTIALS')
      throw new HttpError(401, 'That password is not right.', 'INVALID_PASSWORD');
    throw err;
  });
  await markReauthenticated(user.id, sessionId);
}

export async function verifyEmail(userId: string, code: string): Promise<User> {
  return toPublicUser(await confirmCode(userId, code));
}

export async function resendCode(userId: string): Promise<{ sent: true } & Delivery> {
  const { code, user } = await issueNewCode(userId);
  const { verificationCode, mailError } = await deliverCode(user, code);
  if (mailError) throw ServiceUnavailable(mailError, 'MAIL_FAILED');
  return { sent: true, ...(verificationCode ? { verificationCode } : {}) };
}
