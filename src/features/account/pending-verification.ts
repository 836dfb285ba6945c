/**
 * The sign-up waiting for its email code, between /signup and /verify-email. With no mail service
 * the server hands the code back and the reader is shown it (the spec's demonstration), so it is
 * kept here until the account is verified.
 */
import { PENDING_VERIFICATION_KEY, readJson, removeKey, writeJson } from '@/browser/storage';

const KEY = PENDING_VERIFICATION_KEY;

/** `unsent`: the verification email failed, so no code is waiting in the inbox. */
export interface PendingVerification {
  email: string;
  code?: string;
  unsent?: boolean;
}

const isPending = (v: unknown): v is PendingVerification =>
  typeof v === 'object' && v !== null && typeof (v as PendingVerification).email === 'string';

export const readPending = () =>
  readJson<PendingVerification | null>(KEY, null, (v): v is PendingVerification | null => v === null || isPending(v));
export const writePending = (p: PendingVerification) => writeJson(KEY, p);
export const clearPending = () => removeKey(KEY);
