/**
 * Passkeys (DESIGN.md, Staff accounts and History) through `@simplewebauthn/server`: user
 * verification required, the RP ID the site's host and the origin checked. A passkey signs in by
 * itself and counts as two factors. Each challenge is stored when handed out and used once.
 */
import { randomUUID } from 'node:crypto';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { PasskeyRecord, UserRecord, WebAuthnChallengeRecord } from '@/shared/records';
import type { PasskeyInfo } from '@/shared/types';
import { HttpError, NotFound } from '../errors';
import { now } from '../clock';
import {
  credentialOwner,
  linkCredential,
  readFactors,
  saveWebAuthnChallenge,
  unlinkCredential,
  useWebAuthnChallenge,
} from '../repos/factors';
import { getUser } from '../repos/users';
import { changeFactors, refreshFactorKinds } from './two-factor';
import { getSettings } from './settings';

const CHALLENGE_MS = 5 * 60_000;

/** Where the browser is: the RP ID is its host, and the response must come from its origin. */
export interface RelyingParty {
  origin: string;
  rpID: string;
}

export const relyingPartyOf = (url: URL): RelyingParty => ({ origin: url.origin, rpID: url.hostname });

const refused = () => new HttpError(400, 'That passkey could not be verified. Please try again.', 'PASSKEY_FAILED');
const unknownPasskey = () => new HttpError(401, 'That passkey is not registered here.', 'PASSKEY_UNKNOWN');

const infoOf = ({ id, name, createdAt, lastUsedAt }: PasskeyRecord): PasskeyInfo => ({ id, name, createdAt, lastUsedAt });

async function remember(challenge: string, purpose: WebAuthnChallengeRecord['purpose'], userId: string | null): Promise<void> {
  const expiresAt = new Date(now() + CHALLENGE_MS).toISOString();
  await saveWebAuthnChallenge(challenge, { purpose, userId, expiresAt, used: false });
}

/** A challenge check for the library: known, unused, unexpired, for this purpose and person; used up by checking. */
const expect =
  (purpose: WebAuthnChallengeRecord['purpose'], userId: string | null) =>
  async (challenge: string): Promise<boolean> => {
    const record = await useWebAuthnChallenge(challenge);
    return Boolean(record && record.purpose === purpose && record.userId === userId && Date.parse(record.expiresAt) > now());
  };

export async function listPasskeys(userId: string): Promise<PasskeyInfo[]> {
  return ((await readFactors(userId)).value.passkeys ?? []).map(infoOf);
}

export async function registrationOptions(user: UserRecord, rp: RelyingParty): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const existing = (await readFactors(user.id)).value.passkeys ?? [];
  const options = await generateRegistrationOptions({
    rpName: (await getSettings()).title,
    rpID: rp.rpID,
    userName: user.email,
    userDisplayName: user.name,
    userID: new TextEncoder().encode(user.id),
    attestationType: 'none',
    excludeCredentials: existing.map((p) => ({ id: p.credentialId, transports: p.transports })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  });
  await remember(options.challenge, 'register', user.id);
  return options;
}

export async function addPasskey(
  userId: string,
  response: RegistrationResponseJSON,
  name: string,
  rp: RelyingParty,
): Promise<PasskeyInfo> {
  const verified = await verifyRegistrationResponse({
    response,
    expectedChallenge: expect('register', userId),
    expectedOrigin: rp.origin,
    expectedRPID: rp.rpID,
    requireUserVerification: true,
  }).catch(() => null);
  if (!verified?.verified) throw refused();
  const { credential } = verified.registrationInfo;
  const passkey: PasskeyRecord = {
    id: randomUUID(),
    name,
    createdAt: new Date(now()).toISOString(),
    lastUsedAt: null,
    credentialId: credential.id,
    publicKey: Buffer.from(credential.publicKey).toString('base64url'),
    counter: credential.counter,
    transports: credential.transports ?? [],
  };
  await changeFactors(userId, async (f) => ({ next: { ...f, passkeys: [...(f.passkeys ?? []), passkey] }, result: null }));
  await linkCredential(credential.id, userId);
  await refreshFactorKinds(userId);
  return infoOf(passkey);
}

export async function removePasskey(userId: string, id: string): Promise<PasskeyInfo> {
  const removed = await changeFactors(userId, async (f) => {
    const passkey = (f.passkeys ?? []).find((p) => p.id === id);
    if (!passkey) throw NotFound('Passkey');
    return { next: { ...f, passkeys: f.passkeys!.filter((p) => p.id !== id) }, result: passkey };
  });
  await unlinkCredential(removed.credentialId);
  await refreshFactorKinds(userId);
  return infoOf(removed);
}

export async function signInOptions(rp: RelyingParty): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const options = await generateAuthenticationOptions({ rpID: rp.rpID, userVerification: 'required' });
  await remember(options.challenge, 'sign-in', null);
  return options;
}

/** The account a passkey signs in, with its signature counter moved on. */
export async function verifyPasskeySignIn(response: AuthenticationResponseJSON, rp: RelyingParty): Promise<UserRecord> {
  const userId = await credentialOwner(response.id);
  const passkey = userId ? ((await readFactors(userId)).value.passkeys ?? []).find((p) => p.credentialId === response.id) : null;
  if (!userId || !passkey) throw unknownPasskey();
  const verified = await verifyAuthenticationResponse({
    response,
    expectedChallenge: expect('sign-in', null),
    expectedOrigin: rp.origin,
    expectedRPID: rp.rpID,
    requireUserVerification: true,
    credential: {
      id: passkey.credentialId,
      publicKey: Buffer.from(passkey.publicKey, 'base64url'),
      counter: passkey.counter,
      transports: passkey.transports,
    },
  }).catch(() => null);
  if (!verified?.verified) throw new HttpError(401, 'That passkey could not be verified. Please try again.', 'PASSKEY_FAILED');
  const { newCounter } = verified.authenticationInfo;
  const usedAt = new Date(now()).toISOString();
  await changeFactors(userId, async (f) => ({
    next: {
      ...f,
      passkeys: (f.passkeys ?? []).map((p) => (p.id === passkey.id ? { ...p, counter: newCounter, lastUsedAt: usedAt } : p)),
    },
    result: null,
  }));
  const user = await getUser(userId);
  if (!user) throw unknownPasskey();
  return user;
}
