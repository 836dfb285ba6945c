/**
 * Sessions as records (DESIGN.md, Staff accounts and History): each sign-in stores one, its token
 * names it, and every authenticated request reads it, so a session ended here is refused on its
 * next request. Last seen is kept to the minute, so a busy session writes at most once a minute.
 */
import { randomUUID } from 'node:crypto';
import type { SessionRecord } from '@/shared/records';
import type { SessionInfo, SignInMethod } from '@/shared/types';
import { deviceOf, networkOf, type ClientInfo } from '../auth/client';
import { sessionTtlMs, signSessionToken } from '../auth/tokens';
import { HttpError, NotFound } from '../errors';
import { now as clock } from '../clock';
import { deleteSession, getSession, listSessions, putSession } from '../repos/sessions';

const MINUTE = 60_000;
/** How long a sign-in, or the password given again, counts as proof for a change to how one signs in. */
const REAUTH_MS = 5 * MINUTE;
const toMinute = (ms: number) => new Date(Math.floor(ms / MINUTE) * MINUTE).toISOString();

/** Stores a new session for the user and answers its token. */
export async function startSession(userId: string, method: SignInMethod, client?: ClientInfo): Promise<string> {
  const now = Date.now();
  const session: SessionRecord = {
    id: randomUUID(),
    userId,
    device: deviceOf(client?.userAgent ?? ''),
    ip: client ? networkOf(client.ip) : 'unknown',
    method,
    createdAt: new Date(now).toISOString(),
    verifiedAt: new Date(now).toISOString(),
    lastSeenAt: toMinute(now),
    expiresAt: new Date(now + sessionTtlMs()).toISOString(),
  };
  // The token is signed first: a server without its secret answers 503 and stores nothing.
  const token = await signSessionToken(userId, session.id);
  await putSession(session);
  return token;
}

/** The session a request names, if it still stands; notes that it was seen this minute. */
export async function liveSession(userId: string, id: string): Promise<SessionRecord | null> {
  const session = await getSession(userId, id);
  if (!session || Date.parse(session.expiresAt) <= Date.now()) return null;
  const minute = toMinute(Date.now());
  if (session.lastSeenAt < minute) await putSession({ ...session, lastSeenAt: minute });
  return session;
}

/** The user's standing sessions, the most recently seen first; expired records are deleted on the way. */
export async function sessionsOf(userId: string, currentId: string | null): Promise<SessionInfo[]> {
  const all = await listSessions(userId);
  const now = Date.now();
  const expired = all.filter((s) => Date.parse(s.expiresAt) <= now);
  await Promise.all(expired.map((s) => deleteSession(userId, s.id)));
  return all
    .filter((s) => !expired.includes(s))
    .sort((a, b) => b.lastSeenAt.localeCompare(a.lastSeenAt) || b.createdAt.localeCompare(a.createdAt))
    .map(({ userId: _u, expiresAt: _e, verifiedAt: _v, ...s }) => ({ ...s, current: s.id === currentId }));
}

/**
 * Adding or removing a factor, or changing the email or password, needs a sign-in or the password
 * within the last 5 minutes: else 401 `REAUTH_REQUIRED`.
 */
export async function requireRecentSignIn(userId: string, sessionId: string | null): Promise<void> {
  const session = sessionId ? await getSession(userId, sessionId) : null;
  const at = session ? Date.parse(session.verifiedAt ?? session.createdAt) : 0;
  if (!(at > clock() - REAUTH_MS)) throw new HttpError(401, 'Please confirm your password to continue.', 'REAUTH_REQUIRED');
}

/** The person proved it was them again: changes to how they sign in are open for 5 minutes. */
export async function markReauthenticated(userId: string, sessionId: string): Promise<void> {
  const session = await getSession(userId, sessionId);
  if (!session) throw NotFound('Session');
  await putSession({ ...session, verifiedAt: new Date(clock()).toISOString() });
}

/** Ends one of the user's sessions; 404 when it is not theirs or already ended. */
export async function endSession(userId: string, id: string): Promise<void> {
  if (!(await getSession(userId, id))) throw NotFound('Session');
  await deleteSession(userId, id);
}

/** Ends every session of the user but `keepId` (null: every one); answers how many it ended. */
export async function endSessions(userId: string, keepId: string | null): Promise<number> {
  const ended = (await listSessions(userId)).filter((s) => s.id !== keepId);
  await Promise.all(ended.map((s) => deleteSession(userId, s.id)));
  return ended.length;
}
