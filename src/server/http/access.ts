/** Who is asking (the token's live session and user) and whether the route's access level lets them in. */
import { can, isStaff, roleOf, type Capability } from '@/shared/roles';
import type { UserRecord } from '@/shared/records';
import { Forbidden, Unauthorized } from '../errors';
import { verifyToken } from '../auth/tokens';
import { liveSession } from '../services/sessions';
import { getUser } from '../repos/users';

/**
 * public: anyone; user: any signed-in user; staff: any role but reader, holding the route's `can`
 * capability when it names one; admin: administrators only.
 */
export type Access = 'public' | 'user' | 'staff' | 'admin';

/** The signed-in user, when the token is valid and the session it names still stands. */
export async function currentUser(
  req: Request,
): Promise<{ user: UserRecord | null; sessionId: string | null; tokenSent: boolean }> {
  const header = req.headers.get('authorization') ?? '';
  const m = /^Bearer\s+(.+)$/i.exec(header);
  if (!m) return { user: null, sessionId: null, tokenSent: false };
  const claims = await verifyToken(m[1]!.trim());
  const [session, user] = claims
    ? await Promise.all([liveSession(claims.userId, claims.sessionId), getUser(claims.userId)])
    : [null, null];
  return session && user ? { user, sessionId: session.id, tokenSent: true } : { user: null, sessionId: null, tokenSent: true };
}

export function checkAccess(access: Access, user: UserRecord | null, tokenSent: boolean, capability?: Capability): void {
  if (access === 'public') return;
  if (!user)
    throw Unauthorized(tokenSent ? 'Your session is invalid or has expired. Please sign in again.' : 'Authentication required');
  const role = roleOf(user);
  if (access === 'admin' && role !== 'administrator') throw Forbidden();
  if (access === 'staff' && (!isStaff(role) || (capability && !can(role, capability)))) throw Forbidden();
}
