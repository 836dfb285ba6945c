/**
 * Sessions: one record per signed-in session under its user (`sessions/<userId>/<sessionId>`), so a
 * request checks its own with one read and a user's sessions are one listing.
 */
import type { SessionRecord } from '@/shared/records';
import { deleteKey, getJSON, getMany, listKeys, setJSON } from '../storage/store';

const keys = {
  session: (userId: string, id: string) => `sessions/${userId}/${id}`,
  of: (userId: string) => `sessions/${userId}/`,
};

export const putSession = (s: SessionRecord) => setJSON(keys.session(s.userId, s.id), s);

export const getSession = (userId: string, id: string) => getJSON<SessionRecord>(keys.session(userId, id));

export async function listSessions(userId: string): Promise<SessionRecord[]> {
  return getMany<SessionRecord>(await listKeys(keys.of(userId)));
}

export const deleteSession = (userId: string, id: string) => deleteKey(keys.session(userId, id));
