/**
 * Article chats: a session document and one key per answered turn, filed under the session id's
 * day prefix (its first 8 characters), so old days can be deleted by listing one folder.
 */
import { createJSON, deleteKey, getJSON, getMany, listKeys } from '../storage/store';

export interface StoredSession {
  postId: string;
  createdAt: string;
  expiresAt: number;
}
export interface StoredTurn {
  question: string;
  answer: string;
  at: string;
}

export const aiChatKeys = {
  aiChatDay: (day: string) => `ai-chat/${day}/`,
  aiChat: (sessionId: string) => `ai-chat/${sessionId.slice(0, 8)}/${sessionId}/meta`,
  aiChatTurns: (sessionId: string) => `ai-chat/${sessionId.slice(0, 8)}/${sessionId}/turns/`,
  aiChatTurn: (sessionId: string, id: string) => `ai-chat/${sessionId.slice(0, 8)}/${sessionId}/turns/${id}`,
};

export const createSession = (sessionId: string, session: StoredSession) => createJSON(aiChatKeys.aiChat(sessionId), session);
export const readSession = (sessionId: string) => getJSON<StoredSession>(aiChatKeys.aiChat(sessionId));

/** Keys of the session's turns, oldest first (turn ids start with their time). */
export const turnKeysOf = async (sessionId: string) => (await listKeys(aiChatKeys.aiChatTurns(sessionId))).sort();
export const readTurns = (turnKeys: string[]) => getMany<StoredTurn>(turnKeys);
export const addTurn = (sessionId: string, turnId: string, turn: StoredTurn) =>
  createJSON(aiChatKeys.aiChatTurn(sessionId, turnId), turn);

/** Deletes every session filed under the day. */
export async function deleteChatDay(day: string): Promise<void> {
  for (const key of await listKeys(aiChatKeys.aiChatDay(day))) await deleteKey(key);
}
