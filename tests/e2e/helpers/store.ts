/**
 * Direct access to the store the e2e server uses (.netlify/blobs-serve), for setting up many users
 * at once without paying for 200 password hashes.
 */
import { randomUUID } from 'node:crypto';
import { attachLocalBlobs } from '../../../scripts/blobs-env.mjs';
import type { UserRecord } from '@/shared/records';

let attached: Promise<unknown> | null = null;
const attach = () => (attached ??= attachLocalBlobs());

export async function makeReaders(count: number): Promise<{ id: string; token: string }[]> {
  await attach();
  const { insertUser } = await import('@/server/repos/users');
  const { startSession } = await import('@/server/services/sessions');
  return Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const id = randomUUID();
      const user: UserRecord = {
        id,
        name: `Reader ${i}`,
        email: `reader-${id}@example.test`,
        avatarUrl: '',
        isVerified: true,
        isAdmin: false,
        passwordHash: null,
        createdAt: new Date().toISOString(),
      };
      await insertUser(user);
      return { id, token: await startSession(id, 'password') };
    }),
  );
}

/** Moves a user's pending verification code back in time, as if it had been sent `ms` earlier. */
export async function backdateVerification(userId: string, ms: number): Promise<void> {
  await attach();
  const { updateUser } = await import('@/server/repos/users');
  await updateUser(userId, (u) => {
    if (!u?.verification) throw new Error(`User ${userId} has no pending verification`);
    const expiresAt = new Date(Date.parse(u.verification.expiresAt) - ms).toISOString();
    return { ...u, verification: { ...u.verification, expiresAt } };
  });
}
