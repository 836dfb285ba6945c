/**
 * Reader questions grouped by meaning: each question joins the group whose centre (the normalised
 * sum of its questions' vectors) is closest, when at least `ASK_GROUP_SCORE` close, else starts its
 * own. Questions logged without a vector are embedded here (an editor's request, not a reader's
 * budget); without AI they are grouped by their exact words.
 */
import { AI_LIMITS } from '@/shared/limits';
import type { ReaderQuestionGroup } from '@/shared/types';
import type { StoredQuestion } from '../repos/reader-questions';
import { decodeVector } from '../repos/ask-index';
import { aiConfigured } from './client';
import { EMBED_DIMENSIONS, embedTexts, normalise } from './embed';
import { readQuestions } from './question-log';
import { publicOnly, retrieve } from './retrieve';

/** Suits gemini-embedding-001; the tests' simpler embedder sets it lower. */
const DEFAULT_GROUP_SCORE = 0.8;
const groupScore = () => {
  const n = Number(process.env.ASK_GROUP_SCORE);
  return process.env.ASK_GROUP_SCORE?.trim() && Number.isFinite(n) ? n : DEFAULT_GROUP_SCORE;
};
/** Questions listed per group for a draft's body. */
const QUESTIONS_KEPT = 50;

interface Asked {
  text: string;
  at: string;
  vector: Float32Array<ArrayBufferLike> | null;
}

const dot = (a: Float32Array, b: Float32Array) => a.reduce((sum, x, i) => sum + x * b[i]!, 0);

async function withVectors(stored: StoredQuestion[]): Promise<Asked[]> {
  const asked: Asked[] = stored.map((q) => {
    const v = q.vector ? decodeVector(q.vector) : null;
    return { text: q.text, at: q.at, vector: v && v.length === EMBED_DIMENSIONS ? v : null };
  });
  const missing = asked.filter((q) => !q.vector);
  if (missing.length && aiConfigured()) {
    try {
      const vectors = await embedTexts(
        missing.map((q) => q.text),
        'RETRIEVAL_QUERY',
        'Could not embed reader questions.',
      );
      missing.forEach((q, i) => (q.vector = vectors[i]!));
    } catch (err) {
      console.error('Reader questions are grouped by their words: embedding them failed', err);
    }
  }
  return asked;
}

interface Group {
  members: Asked[];
  sum: Float32Array<ArrayBufferLike> | null;
  key: string;
}

function cluster(asked: Asked[]): Group[] {
  const groups: Group[] = [];
  const threshold = groupScore();
  for (const q of [...asked].sort((a, b) => a.at.localeCompare(b.at))) {
    const key = q.text.toLowerCase().replace(/\s+/g, ' ').trim();
    let best: Group | null = null;
    let bestScore = -Infinity;
    for (const g of groups) {
      const score = q.vector && g.sum ? dot(q.vector, normalise(g.sum)) : g.key === key ? 1 : -1;
      if (score > bestScore) [best, bestScore] = [g, score];
    }
    if (best && bestScore >= threshold) {
      best.members.push(q);
      if (best.sum && q.vector) best.sum = best.sum.map((x, i) => x + q.vector![i]!);
    } else groups.push({ members: [q], sum: q.vector ? Float32Array.from(q.vector) : null, key });
  }
  return groups;
}

async function describe(g: Group): Promise<ReaderQuestionGroup> {
  const centre = g.sum ? normalise(g.sum) : null;
  const central = [...g.members].sort((a, b) =>
    centre && a.vector && b.vector ? dot(b.vector, centre) - dot(a.vector, centre) : b.at.localeCompare(a.at),
  );
  const distinct = [...new Set(central.map((q) => q.text))];
  const newest = [...g.members].sort((a, b) => b.at.localeCompare(a.at));
  const [near] = centre ? await retrieve(centre, { top: 1, minScore: -1, may: publicOnly }) : [];
  return {
    label: distinct[0]!,
    count: g.members.length,
    examples: distinct.slice(0, AI_LIMITS.questionExamples),
    questions: [...new Set(newest.map((q) => q.text))].slice(0, QUESTIONS_KEPT),
    lastAskedAt: newest[0]!.at,
    nearest: near ? { postId: near.postId, title: near.title, url: `/post/${near.postId}` } : null,
  };
}

/** The groups of the questions asked from `from` to `to`, the most asked first. */
export async function readerQuestionGroups(from?: string, to?: string): Promise<ReaderQuestionGroup[]> {
  const groups = cluster(await withVectors(await readQuestions(from, to)));
  const described = await Promise.all(groups.map(describe));
  return described.sort((a, b) => b.count - a.count || b.lastAskedAt.localeCompare(a.lastAskedAt));
}
