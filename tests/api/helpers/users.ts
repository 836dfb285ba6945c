/** Test users written straight into the store, each with a session started by the server's own code. */
import { randomUUID } from 'node:crypto';
import type { UserRecord } from '@/shared/records';
import type { Role } from '@/shared/roles';
import { startSession } from '@/server/services/sessions';
import { insertUser } from '@/server/repos/users';

export async function makeUser(
  opts: { admin?: boolean; name?: string; verified?: boolean; role?: Role; authorId?: string } = {},
): Promise<{ user: UserRecord; token: string }> {
  const id = randomUUID();
  const user: UserRecord = {
    id,
    name: opts.name ?? (opts.admin ? 'Test Admin' : 'Test Reader'),
    email: `${id}@example.test`,
    avatarUrl: '',
    isVerified: opts.verified ?? true,
    isAdmin: Boolean(opts.admin) || opts.role === 'administrator',
    ...(opts.role ? { role: opts.role } : {}),
    ...(opts.authorId ? { authorId: opts.authorId } : {}),
    passwordHash: null,
    createdAt: new Date().toISOString(),
  };
  await insertUser(user);
  return { user, token: await startSession(id, 'password') };
}
