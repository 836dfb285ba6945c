/**
 * The second step of a password sign-in (DESIGN.md, Staff accounts and History): the password
 * answers a challenge instead of a token; the challenge lives 5 minutes (10 for a code by email) and dies after 5 wrong
 * codes, and a right code spends it, so it signs in once.
 */
import { randomBytes } from 'node:crypto';
import type { SignInChallengeRecord, UserRecord } from '@/shared/records';
import type { MfaChallenge, SecondStepMethod, SignInMethod } from '@/shared/types';
import { HttpError } from '../errors';
import { now } from '../clock';
import { createChallenge, deleteChallenge, readChallenge, writeChallengeIf } from '../repos/factors';
import { getUser } from '../repos/users';
import { invalidCode, spendSecondFactor } from './two-factor';
import { codeHash, sameHash } from '../auth/secret-box';

const CHALLENGE_MS = 5 * 60_000;
const MAX_WRONG = 5;
const ATTEMPTS = 10;

const expired = () => new HttpError(401, 'This sign-in has expired. Please sign in again.', 'CHALLENGE_EXPIRED');

/** A challenge for the account's authenticator or backup codes, or (`emailCodeHash`) for a code it was mailed. */
export async function challengeFor(
  user: UserRecord,
  methods: SecondStepMethod[],
  email?: { codeHash: string; ttlMs: number },
): Promise<MfaChallenge> {
  const challenge: SignInChallengeRecord = {
    id: randomBytes(24).toString('base64url'),
    userId: user.id,
    methods,
    expiresAt: new Date(now() + (email?.ttlMs ?? CHALLENGE_MS)).toISOString(),
    wrong: 0,
    ...(email ? { emailCodeHash: email.codeHash } : {}),
  };
  await createChallenge(challenge);
  return { mfaRequired: true, challenge: challenge.id, methods };
}

const live = (c: SignInChallengeRecord | undefined) => c && c.wrong < MAX_WRONG && Date.parse(c.expiresAt) > now();

/** Counts a wrong code once; the fifth ends the challenge. */
async function countWrong(id: string): Promise<void> {
  for (let i = 0; i < ATTEMPTS; i++) {
    const found = await readChallenge(id);
    if (!found) return;
    const wrong = found.value.wrong + 1;
    if (wrong >= MAX_WRONG) return deleteChallenge(id);
    if (await writeChallengeIf({ ...found.value, wrong }, found.etag)) return;
  }
}

/** Spends the challenge: false when another request spent or ended it first. */
async function spend(id: string): Promise<boolean> {
  for (let i = 0; i < ATTEMPTS; i++) {
    const found = await readChallenge(id);
    if (!live(found?.value)) return false;
    if (await writeChallengeIf({ ...found!.value, wrong: MAX_WRONG }, found!.etag)) {
      await deleteChallenge(id);
      return true;
    }
  }
  return false;
}

/** The user a right code signs in, and how; a wrong code is 401 `INVALID_2FA_CODE`. */
export async function answerChallenge(
  id: string,
  code: string,
  onWrong: (user: UserRecord) => Promise<void>,
): Promise<{ user: UserRecord; method: SignInMethod }> {
  const found = await readChallenge(id);
  const challenge = found?.value;
  if (!challenge || !live(challenge)) throw expired();
  const used = challenge.emailCodeHash
    ? await mailedCode(challenge.emailCodeHash, code)
    : await spendSecondFactor(challenge.userId, code);
  if (!used) {
    await countWrong(id);
    const user = await getUser(challenge.userId);
    if (user) await onWrong(user);
    throw invalidCode();
  }
  if (!(await spend(id))) throw expired();
  const user = await getUser(challenge.userId);
  if (!user) throw expired();
  return { user, method: used === 'email' ? 'email-code' : used === 'totp' ? 'totp' : 'backup-code' };
}

/** A mailed code is checked against its hash; spending the challenge makes it single-use. */
async function mailedCode(expected: string, code: string): Promise<'email' | null> {
  return sameHash(await codeHash(code.replace(/\s/g, '')), expected) ? 'email' : null;
}
