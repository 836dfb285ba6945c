/** Article summaries, generated once per revision of a post and then served from the store. */
import { Type } from '@google/genai';
import { AI_LIMITS } from '@/shared/schemas';
import type { AiSummary } from '@/shared/types';
import { BadRequest } from '../errors';
import { getJSON, keys, setJSON } from '../storage/blobs';
import { AiFailed, generateJson } from './client';
import { articleBlock, loadArticle } from './article';
import { SUMMARY_SYSTEM, summaryPrompt } from './prompts';

const FAILED = 'Failed to generate summary. Please try again later.';

interface StoredSummary extends AiSummary { updatedAt: string }

export async function summarizePost(postId: string, isAdmin: boolean): Promise<AiSummary> {
  const article = await loadArticle(postId, isAdmin);
  if (article.text.trim().length < AI_LIMITS.summaryMin) throw BadRequest('Article content is too short to summarize.');
  const stored = await getJSON<StoredSummary>(keys.aiSummary(article.id));
  if (stored?.updatedAt === article.updatedAt) return { points: stored.points };

  const answer = await generateJson(
    {
      system: SUMMARY_SYSTEM,
      contents: summaryPrompt(articleBlock(article, AI_LIMITS.summaryChars)),
      schema: { type: Type.OBJECT, properties: { points: { type: Type.ARRAY, items: { type: Type.STRING } } }, required: ['points'] },
    },
    FAILED,
  );
  const points = ((answer as { points?: unknown })?.points ?? []) as unknown[];
  const clean = points.filter((p): p is string => typeof p === 'string' && p.trim() !== '').map((p) => p.trim().replace(/^[-*•]\s*/, ''));
  if (clean.length === 0) throw AiFailed(FAILED);
  const summary = { points: clean.slice(0, 5) };
  await setJSON(keys.aiSummary(article.id), { ...summary, updatedAt: article.updatedAt } satisfies StoredSummary);
  return summary;
}
