/**
 * A sign-in waiting for its second step. A Google sign-in for an account with an authenticator
 * answers a challenge on the callback page; it is kept for this tab only, for the sign-in page.
 */
import type { MfaChallenge } from '@/shared/types';

const KEY = 'inkwell:sign-in-challenge';

export function keepChallenge(c: MfaChallenge): void {
  sessionStorage.setItem(KEY, JSON.stringify(c));
}

export function takeChallenge(): MfaChallenge | null {
  const raw = sessionStorage.getItem(KEY);
  sessionStorage.removeItem(KEY);
  try {
    const c = raw ? (JSON.parse(raw) as MfaChallenge) : null;
    return c?.mfaRequired && typeof c.challenge === 'string' ? c : null;
  } catch {
    return null;
  }
}

export const isChallenge = (data: object): data is MfaChallenge => 'mfaRequired' in data && data.mfaRequired === true;
