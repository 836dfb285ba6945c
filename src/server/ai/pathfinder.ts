/**
 * Pathfinder: a short learning path through published articles. The server finds the candidates
 * (published posts matching the topic, through the posts list service); with AI configured the
 * model picks 3–5 of them and orders them from beginner to advanced with a reason each, otherwise
 * the best local matches are used, shortest read first. Drafts are never candidates.
 */
import { Type } from '@google/genai';
import { AI_LIMITS } from '@/shared/limits';
import { PAGE, postListQuery } from '@/shared/list-schemas';
import type { AiLearningPath, PathStep, PostSummary } from '@/shared/types';
import { HttpError } from '../errors';
import { listPosts } from '../services/post-reads';
import { AiFailed } from './provider-errors';
import { aiConfigured } from './client';
import { generateJson } from './generate-text';
import { PATH_SYSTEM, pathPrompt } from './prompts';
import { MESSAGES } from '@/shared/messages';

export const PATH_FAILED = MESSAGES.pathFailed;
const NO_MATCH = (topic: string) => `We could not find any articles about "${topic}" yet. Try a broader topic.`;

const STOP_WORDS = new Set(
  'a an and are about as at be basics by for from get how i in into is it learn learning me more my of on or the to understand want what with your'.split(
    ' ',
  ),
);

export const topicWords = (topic: string) =>
  [
    ...new Set(
      topic
        .toLowerCase()
        .split(/[^\p{L}\p{N}]+/u)
        .filter((w) => w.length >= 3 && !STOP_WORDS.has(w)),
    ),
  ]
    // A crude stem is enough: posts are matched by substring, so "volcanoes" finds "volcanologist".
    .map((w) =>
      w.length > 5 && w.endsWith('es')
        ? w.slice(0, -2)
        : w.length > 3 && w.endsWith('s') && !w.endsWith('ss')
          ? w.slice(0, -1)
          : w,
    )
    .slice(0, 6);

interface Candidate {
  post: PostSummary;
  score: number;
  matched: Set<string>;
}

/** How well a post matches the topic's words: title counts most, then category and tags, then the excerpt; body text a little. */
function scoreOf(post: PostSummary, word: string): number {
  const has = (s: string) => s.toLowerCase().includes(word);
  let score = 0.5; // the search matched it somewhere, if only in the body
  if (has(post.title)) score += 3;
  if (has(post.category.name) || post.tags.some((t) => has(t.name))) score += 2;
  if (has(post.excerpt)) score += 1;
  return score;
}

/** Published posts that mention the topic, best match first. */
export async function candidatesFor(topic: string): Promise<Candidate[]> {
  const words = topicWords(topic);
  const byId = new Map<string, Candidate>();
  const lists = await Promise.all(
    words.map(async (word) => ({
      word,
      items: (await listPosts(postListQuery.parse({ q: word, limit: PAGE.maxLimit }), null)).items,
    })),
  );
  for (const { word, items } of lists) {
    for (const post of items) {
      if (post.status !== 'published') continue;
      const c = byId.get(post.id) ?? { post, score: 0, matched: new Set<string>() };
      c.score += scoreOf(post, word);
      c.matched.add(word);
      byId.set(post.id, c);
    }
  }
  return [...byId.values()].sort((a, b) => b.score - a.score || b.post.publishedDate.localeCompare(a.post.publishedDate));
}

const minutes = (steps: PathStep[]) => `${steps.reduce((sum, s) => sum + Math.max(1, s.post.readingTime), 0)} min`;

function pathOf(topic: string, description: string, steps: PathStep[], source: AiLearningPath['source']): AiLearningPath {
  return {
    title: `Master ${topic}`,
    description,
    estimatedTime: minutes(steps),
    posts: steps.map((s) => s.post.id),
    steps,
    source,
  };
}

const localDescription = (topic: string) =>
  `A curated reading path to help you understand ${topic}, starting with the essentials and building up to deeper ideas, one article at a time.`;

/** A match in the title, category, tags or excerpt, not only somewhere in the body. */
const strong = (c: Candidate) => c.score >= c.matched.size * 0.5 + 1;

/**
 * Without AI: the best matches, shortest (most introductory) read first. Posts that only mention
 * the topic in passing are used just to reach the three articles a path needs.
 */
export function localPath(topic: string, candidates: Candidate[]): AiLearningPath {
  const good = candidates.filter(strong);
  const pool = good.length >= AI_LIMITS.pathMin ? good : candidates.slice(0, Math.max(good.length, AI_LIMITS.pathMin));
  const chosen = pool.slice(0, AI_LIMITS.pathMax - 1).sort((a, b) => a.post.readingTime - b.post.readingTime);
  const steps = chosen.map((c) => ({
    post: c.post,
    reason: `Covers ${[...c.matched].join(', ')} in a ${Math.max(1, c.post.readingTime)}-minute read.`,
  }));
  return pathOf(topic, localDescription(topic), steps, 'local');
}

const SCHEMA = {
  type: Type.OBJECT,
  properties: {
    description: { type: Type.STRING },
    steps: {
      type: Type.ARRAY,
      items: {
        type: Type.OBJECT,
        properties: { id: { type: Type.STRING }, reason: { type: Type.STRING } },
        required: ['id', 'reason'],
      },
      minItems: String(AI_LIMITS.pathMin),
      maxItems: String(AI_LIMITS.pathMax),
    },
  },
  required: ['description', 'steps'],
};

/** With AI: the model chooses and orders; only candidate ids, each once, 3–5 of them (or all when fewer exist). */
export async function aiPath(topic: string, candidates: Candidate[], signal?: AbortSignal): Promise<AiLearningPath> {
  const offered = candidates.slice(0, AI_LIMITS.pathCandidates).map((c) => c.post);
  const answer = (await generateJson(
    { feature: 'pathfinder', system: PATH_SYSTEM, contents: pathPrompt(topic, offered), schema: SCHEMA, signal },
    PATH_FAILED,
  )) as {
    description?: unknown;
    steps?: unknown;
  } | null;
  const byId = new Map(offered.map((p) => [p.id, p]));
  const seen = new Set<string>();
  const steps: PathStep[] = [];
  for (const raw of Array.isArray(answer?.steps) ? answer.steps : []) {
    const { id, reason } = (raw ?? {}) as { id?: unknown; reason?: unknown };
    const post = typeof id === 'string' ? byId.get(id) : undefined;
    if (!post || seen.has(post.id) || typeof reason !== 'string' || !reason.trim()) throw AiFailed(PATH_FAILED);
    seen.add(post.id);
    steps.push({ post, reason: reason.trim().split('\n')[0]!.slice(0, 200) });
  }
  const least = Math.min(AI_LIMITS.pathMin, offered.length);
  if (steps.length < least || steps.length > AI_LIMITS.pathMax) throw AiFailed(PATH_FAILED);
  const description =
    typeof answer?.description === 'string' && answer.description.trim()
      ? answer.description.trim().slice(0, 400)
      : localDescription(topic);
  return pathOf(topic, description, steps, 'ai');
}

/** Candidates first (no AI call when nothing matches), then the model when it is configured. */
export async function planPath(topic: string, spend: () => Promise<void>, signal?: AbortSignal): Promise<AiLearningPath> {
  const candidates = await candidatesFor(topic);
  if (candidates.length === 0) throw new HttpError(404, NO_MATCH(topic), 'PATH_NO_MATCH');
  if (!aiConfigured()) return localPath(topic, candidates);
  await spend();
  return aiPath(topic, candidates, signal);
}
