/**
 * Require two-factor for staff (DESIGN.md, Staff accounts and History): with `requireStaff2fa` on,
 * staff without a passkey or an authenticator app reach only Account → Security (the `/api/auth/`
 * routes, which no staff route is): every staff route answers 403 `TWO_FACTOR_REQUIRED`.
 */
import type { UserRecord } from '@/shared/records';
import { isStaff, roleOf } from '@/shared/roles';
import { HttpError } from '../errors';
import { getSettings } from './settings';

const hasSecondFactor = (user: UserRecord) => (user.secondFactors ?? []).length > 0;

const required = (message: string) => new HttpError(403, message, 'TWO_FACTOR_REQUIRED');

/** Refuses a staff route to staff without a second factor while the site requires one. */
export async function checkStaffSecondFactor(user: UserRecord): Promise<void> {
  if (!isStaff(roleOf(user)) || hasSecondFactor(user)) return;
  if ((await getSettings()).requireStaff2fa)
    throw required(
      'This publication requires two-factor authentication. Add a passkey or an authenticator app in Account → Security.',
    );
}

/** Only an administrator with a second factor of their own may require one of all staff. */
export function requireOwnSecondFactor(user: UserRecord): void {
  if (!hasSecondFactor(user))
    throw required('Add a passkey or an authenticator app to your own account before requiring two-factor of all staff.');
}
