/**
 * Ask-the-article chat. The conversation lives on the server: a session is bound to one article,
 * each answered turn is its own key, and the model sees the article plus the last few turns read
 * from the store. The browser sends only the new question, so it cannot write the model's side.
 */
import { randomUUID } from 'node:crypto';
import type { Content } from '@google/genai';
import { AI_LIMITS } from '@/shared/limits';
import type { AiChatSession } from '@/shared/types';
import { BadRequest, HttpError } from '../errors';
import {
  addTurn,
  createSession,
  deleteChatDay,
  readSession,
  readTurns,
  turnKeysOf,
  type StoredSession,
  type StoredTurn,
} from '../repos/ai-chats';
import { requireAi } from './client';
import { streamText, type TextStream } from './generate-text';
import { articleBlock, loadArticle } from './article';
import { CHAT_FALLBACK, chatSystem } from './prompts';
import { logUnanswered } from './question-log';
import { MESSAGES } from '@/shared/messages';
import type { Writer } from '../services/post-access';

export const CHAT_FAILED = MESSAGES.chatFailed;
const EXPIRED = 'This chat has expired. Please start a new one.';

const SESSION_ID = /^\d{8}[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10).replaceAll('-', '');

/** Opening the chat checks that AI is available and the article has text, and creates the session. */
export async function startChat(postId: string, viewer: Writer | null): Promise<AiChatSession> {
  requireAi();
  const article = await loadArticle(postId, viewer);
  if (!article.text.trim()) throw BadRequest('This article has no text to chat about.');
  const now = Date.now();
  const sessionId = `${dayOf(now)}${randomUUID()}`;
  await createSession(sessionId, {
    postId: article.id,
    createdAt: new Date(now).toISOString(),
    expiresAt: now + AI_LIMITS.chatSessionMinutes * 60_000,
  } satisfies StoredSession);
  if (Math.random() < 0.02) void sweep(now);
  return { sessionId, postId: article.id, title: article.title };
}

async function openSession(sessionId: string): Promise<StoredSession> {
  const session = SESSION_ID.test(sessionId) ? await readSession(sessionId) : null;
  if (!session || session.expiresAt < Date.now()) throw new HttpError(404, EXPIRED, 'AI_CHAT_EXPIRED');
  return session;
}

/** The most recent turns, oldest first, as many as fit the history budget. */
function recent(turns: StoredTurn[]): StoredTurn[] {
  const kept: StoredTurn[] = [];
  let chars = 0;
  for (const turn of turns.slice(-AI_LIMITS.chatTurnsKept).reverse()) {
    chars += turn.question.length + turn.answer.length;
    if (chars > AI_LIMITS.chatHistoryChars) break;
    kept.unshift(turn);
  }
  return kept;
}

export interface ChatAnswer {
  stream: TextStream;
  save: (answer: string) => Promise<void>;
}

/** `spend` takes the call from the daily budget once the session and the question are known to be good. */
export async function chatTurn(
  input: { sessionId: string; message: string },
  viewer: Writer | null,
  spend: () => Promise<void>,
  signal?: AbortSignal,
): Promise<ChatAnswer> {
  requireAi();
  const session = await openSession(input.sessionId);
  const turnKeys = await turnKeysOf(input.sessionId);
  if (turnKeys.length >= AI_LIMITS.chatTurnsMax) throw BadRequest('This conversation is too long. Please start a new one.');
  const [article, stored] = await Promise.all([
    loadArticle(session.postId, viewer),
    readTurns(turnKeys.slice(-AI_LIMITS.chatTurnsKept)),
  ]);
  await spend();
  const history = recent(stored.filter((t): t is StoredTurn => t !== null));
  const contents: Content[] = [
    ...history.flatMap((t): Content[] => [
      { role: 'user', parts: [{ text: t.question }] },
      { role: 'model', parts: [{ text: t.answer }] },
    ]),
    { role: 'user', parts: [{ text: input.message }] },
  ];
  const stream = await streamText(
    { feature: 'chat', system: chatSystem(articleBlock(article, AI_LIMITS.chatArticleChars)), contents, signal },
    CHAT_FAILED,
  );
  const save = async (answer: string) => {
    // The article does not answer it: editors see it among Reader questions.
    if (answer.includes(CHAT_FALLBACK)) await logUnanswered(input.message, 'article');
    const now = Date.now();
    await addTurn(input.sessionId, `${now}-${randomUUID()}`, {
      question: input.message,
      answer: answer.slice(0, AI_LIMITS.chatHistoryChars),
      at: new Date(now).toISOString(),
    } satisfies StoredTurn);
  };
  return { stream, save };
}

/** Sessions last hours; the days before yesterday are deleted now and then. */
async function sweep(now: number): Promise<void> {
  for (let d = 2; d <= 8; d++) {
    await deleteChatDay(dayOf(now - d * 86_400_000));
  }
}
