/** Article summaries, generated once per revision of a post and then served from the store. */
import { Type } from '@google/genai';
import { AI_LIMITS } from '@/shared/limits';
import type { AiSummary } from '@/shared/types';
import { BadRequest } from '../errors';
import { readSummary, saveSummary, type StoredSummary } from '../repos/ai-summaries';
import { AiFailed } from './provider-errors';
import { generateJson } from './generate-text';
import { articleBlock, articleCacheId, loadArticle, type Article } from './article';
import { SUMMARY_SYSTEM, summaryPrompt } from './prompts';
import { MESSAGES } from '@/shared/messages';
import type { Writer } from '../services/post-access';

const FAILED = MESSAGES.summaryFailed;
const { summaryPointsMin: MIN, summaryPointsMax: MAX } = AI_LIMITS;

const SCHEMA = {
  type: Type.OBJECT,
  properties: { points: { type: Type.ARRAY, items: { type: Type.STRING }, minItems: String(MIN), maxItems: String(MAX) } },
  required: ['points'],
};

/** The article, and its stored summary when it is still for this revision (no AI call needed). */
export async function cachedSummary(
  postId: string,
  viewer: Writer | null,
): Promise<{ article: Article; summary: AiSummary | null }> {
  const article = await loadArticle(postId, viewer);
  if (article.text.trim().length < AI_LIMITS.summaryMin) throw BadRequest(MESSAGES.summaryTooShort);
  const stored = await readSummary(articleCacheId(article));
  return { article, summary: stored?.updatedAt === article.updatedAt ? { points: stored.points } : null };
}

export async function summarize(article: Article, signal?: AbortSignal): Promise<AiSummary> {
  const answer = await generateJson(
    {
      feature: 'summary',
      system: SUMMARY_SYSTEM,
      contents: summaryPrompt(articleBlock(article, AI_LIMITS.summaryChars)),
      schema: SCHEMA,
      signal,
    },
    FAILED,
  );
  const points = (answer as { points?: unknown })?.points;
  const clean = (Array.isArray(points) ? points : [])
    .filter((p): p is string => typeof p === 'string' && p.trim() !== '')
    .map((p) => p.trim().replace(/^[-*•]\s*/, ''));
  if (clean.length < MIN || clean.length > MAX) throw AiFailed(FAILED);
  const summary = { points: clean };
  await saveSummary(articleCacheId(article), { ...summary, updatedAt: article.updatedAt } satisfies StoredSummary);
  return summary;
}
