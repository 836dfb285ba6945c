/** Google sign-in through Supabase: a verified identity signs in, or makes the account, once. */
import { randomUUID } from 'node:crypto';
import type { UserRecord } from '@/shared/records';
import type { LoginResult } from '@/shared/types';
import { NotFound, ServiceUnavailable } from '../errors';
import { verifySupabaseToken, type IdentityProfile } from '../auth/supabase';
import type { ClientInfo } from '../auth/client';
import { findUserByEmail, insertUser, updateUser } from '../repos/users';
import { recordOwnerIfFirst } from './owner';
import { isAdminEmail, sessionOrChallenge } from './auth';

/**
 * Google proved the address belongs to this person, so the account counts as verified. An
 * unverified password account with that email may have been set up by someone else: its
 * password stops working.
 */
async function claimWithGoogle(existing: UserRecord, identity: IdentityProfile): Promise<UserRecord> {
  if (existing.isVerified && existing.avatarUrl) return existing;
  return updateUser(existing.id, (u) => {
    if (!u) throw NotFound('User');
    const takeover = u.isVerified ? {} : { passwordHash: null, oauthProvider: 'google', oauthId: identity.id || null };
    return { ...u, ...takeover, isVerified: true, verification: null, avatarUrl: u.avatarUrl || identity.avatarUrl };
  });
}

export async function signInWithGoogle(accessToken: string, client?: ClientInfo): Promise<LoginResult> {
  const identity = await verifySupabaseToken(accessToken);
  const existing = await findUserByEmail(identity.email);
  if (existing) return sessionOrChallenge(await claimWithGoogle(existing, identity), 'google', client);
  const user: UserRecord = {
    id: randomUUID(),
    name: identity.name,
    email: identity.email,
    avatarUrl: identity.avatarUrl,
    isVerified: true,
    isAdmin: isAdminEmail(identity.email),
    role: isAdminEmail(identity.email) ? 'administrator' : 'reader',
    oauthProvider: 'google',
    oauthId: identity.id || null,
    passwordHash: null,
    verification: null,
    createdAt: new Date().toISOString(),
  };
  if (await insertUser(user)) return sessionOrChallenge(await recordOwnerIfFirst(user), 'google', client);
  // Another first sign-in with this email won the race.
  const winner = await findUserByEmail(identity.email);
  if (!winner) throw ServiceUnavailable('Sign-in is busy right now. Please try again.', 'TRY_AGAIN');
  return sessionOrChallenge(await claimWithGoogle(winner, identity), 'google', client);
}
