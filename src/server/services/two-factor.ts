/**
 * TOTP and backup codes (DESIGN.md, Staff accounts and History). RFC 6238 through `otpauth`: SHA-1,
 * 6 digits, 30 s, one step either side; each code works once, since the last step accepted is kept
 * and only a later one passes. Ten backup codes, shown once, each usable once.
 */
import { randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import type { FactorsRecord, SecondFactorKind, UserRecord } from '@/shared/records';
import type { TotpSetup, TwoFactorStatus } from '@/shared/types';
import { HttpError, Conflict } from '../errors';
import { codeHash, open, sameHash, seal } from '../auth/secret-box';
import { now } from '../clock';
import { deleteFactors, readFactors, unlinkCredential, writeFactorsIf } from '../repos/factors';
import { updateUser } from '../repos/users';
import { getSettings } from './settings';
import { isStaff, roleOf } from '@/shared/roles';

const BACKUP_CODES = 10;
const WRITE_ATTEMPTS = 10;

export const invalidCode = () => new HttpError(401, 'That code is not valid.', 'INVALID_2FA_CODE');
/** The same words where a wrong code is not a failed sign-in (enrolment): 400, the session stands. */
const wrongEnrolmentCode = () => new HttpError(400, 'That code is not valid.', 'INVALID_2FA_CODE');

const totpOf = (base32: string, label: string, issuer: string) =>
  new TOTP({ issuer, label, algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(base32) });

/** The time step a code is valid for now (±1), or null. */
function stepOf(base32: string, code: string): number | null {
  const totp = totpOf(base32, 'x', 'x');
  const at = now();
  const delta = totp.validate({ token: code, timestamp: at, window: 1 });
  return delta === null ? null : totp.counter({ timestamp: at }) + delta;
}

/** Reads, changes and writes the factors with a precondition, again on conflict; `change` may throw. */
export async function changeFactors<T>(
  userId: string,
  change: (f: FactorsRecord) => Promise<{ next: FactorsRecord; result: T }>,
): Promise<T> {
  for (let i = 0; i < WRITE_ATTEMPTS; i++) {
    const { value, etag } = await readFactors(userId);
    const { next, result } = await change(value);
    if (await writeFactorsIf(next, etag)) return result;
  }
  throw new HttpError(503, 'Two-factor settings are busy. Please try again.', 'TRY_AGAIN');
}

/** Keeps the user's summary of factors in step with the record. */
export async function refreshFactorKinds(userId: string): Promise<void> {
  const { value } = await readFactors(userId);
  const kinds: SecondFactorKind[] = [
    ...(value.totp ? ['totp' as const] : []),
    ...(value.passkeys?.length ? ['passkey' as const] : []),
  ];
  await updateUser(userId, (u) => {
    if (!u) throw new HttpError(404, 'User not found', 'NOT_FOUND');
    return { ...u, secondFactors: kinds };
  });
}

export async function twoFactorStatus(user: UserRecord): Promise<TwoFactorStatus> {
  const [{ value }, settings] = await Promise.all([readFactors(user.id), getSettings()]);
  const backupCodesLeft = value.backupCodes.filter((c) => !c.usedAt).length;
  const required = settings.requireStaff2fa && isStaff(roleOf(user));
  return { totp: Boolean(value.totp), backupCodesLeft, passkeys: value.passkeys?.length ?? 0, required };
}

/** A new secret, pending until a code from it confirms it. */
export async function startTotpSetup(user: UserRecord): Promise<TotpSetup> {
  const secret = new Secret({ size: 20 }).base32;
  const sealed = await seal(secret);
  await changeFactors(user.id, async (f) => {
    if (f.totp)
      throw Conflict('Two-factor sign-in is already on. Turn it off before setting up another authenticator.', 'TOTP_ENABLED');
    return { next: { ...f, pendingTotp: { secret: sealed, createdAt: new Date(now()).toISOString() } }, result: null };
  });
  const { title } = await getSettings();
  return { secret, otpauthUrl: totpOf(secret, user.email, title).toString() };
}

/** `xxxx-xxxx` from an alphabet without look-alikes. */
function newBackupCode(): string {
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
  const bytes = randomBytes(8);
  const chars = [...bytes].map((b) => alphabet[b % alphabet.length]).join('');
  return `${chars.slice(0, 4)}-${chars.slice(4)}`;
}

const normalBackupCode = (code: string) => code.trim().toLowerCase().replace(/[\s-]/g, '');

async function freshBackupCodes(): Promise<{ codes: string[]; stored: FactorsRecord['backupCodes'] }> {
  const codes = Array.from({ length: BACKUP_CODES }, newBackupCode);
  const stored = await Promise.all(codes.map(async (c) => ({ hash: await codeHash(normalBackupCode(c)), usedAt: null })));
  return { codes, stored };
}

/** The first code from the new authenticator turns TOTP on; answers the ten backup codes, once. */
export async function confirmTotp(userId: string, code: string): Promise<{ backupCodes: string[] }> {
  const { codes, stored } = await freshBackupCodes();
  const done = await changeFactors(userId, async (f) => {
    if (f.totp) throw Conflict('Two-factor sign-in is already on.', 'TOTP_ENABLED');
    if (!f.pendingTotp) throw new HttpError(400, 'Start the setup first.', 'TOTP_NOT_STARTED');
    const step = stepOf(await open(f.pendingTotp.secret), code);
    if (step === null) throw wrongEnrolmentCode();
    const totp = { secret: f.pendingTotp.secret, enabledAt: new Date(now()).toISOString(), lastStep: step };
    return { next: { ...f, totp, pendingTotp: null, backupCodes: stored }, result: { backupCodes: codes } };
  });
  await refreshFactorKinds(userId);
  return done;
}

export async function disableTotp(userId: string): Promise<void> {
  await changeFactors(userId, async (f) => {
    if (!f.totp) throw new HttpError(404, 'Two-factor sign-in is not on.', 'NOT_FOUND');
    return { next: { ...f, totp: null, pendingTotp: null, backupCodes: [] }, result: null };
  });
  await refreshFactorKinds(userId);
}

/** Ten new backup codes; the old ones stop working. */
export async function renewBackupCodes(userId: string): Promise<{ backupCodes: string[] }> {
  const { codes, stored } = await freshBackupCodes();
  return changeFactors(userId, async (f) => {
    if (!f.totp) throw new HttpError(400, 'Turn on two-factor sign-in first.', 'TOTP_NOT_ENABLED');
    return { next: { ...f, backupCodes: stored }, result: { backupCodes: codes } };
  });
}

/**
 * Uses a code of the user's: an authenticator code later than the last one accepted, or an unused
 * backup code. Answers which it was, or null when it is neither; a code is accepted once.
 */
export async function spendSecondFactor(userId: string, code: string): Promise<'totp' | 'backup' | null> {
  const digits = code.replace(/\s/g, '');
  return changeFactors(userId, async (f) => {
    if (/^\d{6}$/.test(digits)) {
      if (!f.totp) throw invalidCode();
      const step = stepOf(await open(f.totp.secret), digits);
      if (step === null || step <= f.totp.lastStep) throw invalidCode();
      return { next: { ...f, totp: { ...f.totp, lastStep: step } }, result: 'totp' as const };
    }
    const hash = await codeHash(normalBackupCode(code));
    const i = f.backupCodes.findIndex((c) => !c.usedAt && sameHash(c.hash, hash));
    if (i < 0) throw invalidCode();
    const backupCodes = f.backupCodes.map((c, j) => (j === i ? { ...c, usedAt: new Date(now()).toISOString() } : c));
    return { next: { ...f, backupCodes }, result: 'backup' as const };
  }).catch((err: unknown) => {
    if (err instanceof HttpError && err.code === 'INVALID_2FA_CODE') return null;
    throw err;
  });
}

/** An administrator's recovery for someone who lost their phone and their backup codes. */
export async function resetSecondFactors(userId: string): Promise<void> {
  const { value } = await readFactors(userId);
  await Promise.all((value.passkeys ?? []).map((p) => unlinkCredential(p.credentialId)));
  await deleteFactors(userId);
  await refreshFactorKinds(userId);
}

export const hasTotp = async (userId: string) => Boolean((await readFactors(userId)).value.totp);
