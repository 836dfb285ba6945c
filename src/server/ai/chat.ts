/** Ask-the-article chat. The server keeps no session: each turn carries the conversation so far. */
import type { Content } from '@google/genai';
import { AI_LIMITS } from '@/shared/schemas';
import type { AiChatSession, ChatMessage } from '@/shared/types';
import { BadRequest } from '../errors';
import { requireAi, streamText } from './client';
import { articleBlock, loadArticle } from './article';
import { chatSystem } from './prompts';

const FAILED = 'Sorry, something went wrong. Please try again.';

/** Opening the chat checks that AI is available and the article has text to talk about. */
export async function startChat(postId: string, isAdmin: boolean): Promise<AiChatSession> {
  requireAi();
  const article = await loadArticle(postId, isAdmin);
  if (!article.text.trim()) throw BadRequest('This article has no text to chat about.');
  return { postId: article.id, title: article.title };
}

export async function chatAboutPost(
  input: { postId: string; history: ChatMessage[]; message: string },
  isAdmin: boolean,
): Promise<ReadableStream<Uint8Array>> {
  const article = await loadArticle(input.postId, isAdmin);
  const contents: Content[] = [
    ...input.history.filter((m) => m.text.trim()).map((m) => ({ role: m.role, parts: [{ text: m.text }] })),
    { role: 'user', parts: [{ text: input.message }] },
  ];
  return streamText({ system: chatSystem(articleBlock(article, AI_LIMITS.chatArticleChars)), contents }, FAILED);
}
