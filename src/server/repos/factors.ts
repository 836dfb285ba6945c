/**
 * Second factors (`factors/<userId>`), the sign-in challenges waiting for them
 * (`sign-in-challenges/<id>`), the passkey credential index and WebAuthn challenges (keyed by a
 * hash, since credential ids and challenges are long and caller-supplied). Both are changed only by conditional writes: a code is used once and
 * a wrong code counted once, however many requests race.
 */
import { createHash } from 'node:crypto';
import type { FactorsRecord, SignInChallengeRecord, WebAuthnChallengeRecord } from '@/shared/records';
import { deleteKey, getJSON, getJSONWithEtag, setJSON, setJSONIf } from '../storage/store';

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

/** Which account a credential belongs to, found from the credential id a passkey sign-in sends. */
const credentialKey = (credentialId: string) =>
  `passkey-credentials/${createHash('sha256').update(credentialId).digest('base64url')}`;

export const linkCredential = (credentialId: string, userId: string) => setJSON(credentialKey(credentialId), { userId });
export const credentialOwner = async (credentialId: string) =>
  (await getJSON<{ userId: string }>(credentialKey(credentialId)))?.userId ?? null;
export const unlinkCredential = (credentialId: string) => deleteKey(credentialKey(credentialId));

const webauthnKey = (challenge: string) => `webauthn-challenges/${createHash('sha256').update(challenge).digest('base64url')}`;

export const saveWebAuthnChallenge = (challenge: string, record: WebAuthnChallengeRecord) =>
  setJSONIf(webauthnKey(challenge), record, null);

/** Marks a challenge used, once: null when it is unknown or already used. */
export async function useWebAuthnChallenge(challenge: string): Promise<WebAuthnChallengeRecord | null> {
  const found = await getJSONWithEtag<WebAuthnChallengeRecord>(webauthnKey(challenge));
  if (!found || found.value.used) return null;
  const spent = { ...found.value, used: true };
  if (!(await setJSONIf(webauthnKey(challenge), spent, found.etag))) return null;
  await deleteKey(webauthnKey(challenge));
  return found.value;
}
