/**
 * Second factors (`factors/<userId>`) and the sign-in challenges waiting for them
 * (`sign-in-challenges/<id>`). Both are changed only by conditional writes: a code is used once and
 * a wrong code counted once, however many requests race.
 */
import type { FactorsRecord, SignInChallengeRecord } from '@/shared/records';
import { deleteKey, getJSONWithEtag, setJSONIf } from '../storage/store';

const keys = {
  factors: (userId: string) => `factors/${userId}`,
  challenge: (id: string) => `sign-in-challenges/${id}`,
};

export const noFactors = (userId: string): FactorsRecord => ({ userId, totp: null, pendingTotp: null, backupCodes: [] });

export async function readFactors(userId: string): Promise<{ value: FactorsRecord; etag: string | null }> {
  const found = await getJSONWithEtag<FactorsRecord>(keys.factors(userId));
  return found ?? { value: noFactors(userId), etag: null };
}

/** False when someone else wrote them since `etag` was read. */
export const writeFactorsIf = (value: FactorsRecord, etag: string | null) => setJSONIf(keys.factors(value.userId), value, etag);

export const deleteFactors = (userId: string) => deleteKey(keys.factors(userId));

export const createChallenge = (c: SignInChallengeRecord) => setJSONIf(keys.challenge(c.id), c, null);

export const readChallenge = (id: string) => getJSONWithEtag<SignInChallengeRecord>(keys.challenge(id));

export const writeChallengeIf = (c: SignInChallengeRecord, etag: string) => setJSONIf(keys.challenge(c.id), c, etag);

export const deleteChallenge = (id: string) => deleteKey(keys.challenge(id));
