import { Type } from '@google/genai';
import { AI_LIMITS } from '@/shared/limits';
import type { QuizItem } from '@/shared/types';
import { BadRequest } from '../errors';
import { AiFailed } from './provider-errors';
import { generateJson } from './generate-text';
import { articleBlock, loadArticle, type Article } from './article';
import { QUIZ_SYSTEM, quizPrompt } from './prompts';
import { MESSAGES } from '@/shared/messages';
import type { Writer } from '../services/post-access';

const FAILED = MESSAGES.quizFailed;

const QUIZ_SCHEMA = {
  type: Type.OBJECT,
  properties: {
    quiz: {
      type: Type.ARRAY,
      items: {
        type: Type.OBJECT,
        properties: {
          question: { type: Type.STRING },
          options: {
            type: Type.ARRAY,
            items: { type: Type.STRING },
            minItems: String(AI_LIMITS.quizOptions),
            maxItems: String(AI_LIMITS.quizOptions),
          },
          correctAnswer: { type: Type.STRING },
        },
        required: ['question', 'options', 'correctAnswer'],
      },
      minItems: String(AI_LIMITS.quizQuestions),
      maxItems: String(AI_LIMITS.quizQuestions),
    },
  },
  required: ['quiz'],
};

function shuffle<T>(items: T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** Keeps only well-formed questions: distinct options, exactly one of them the correct answer. */
function toItem(raw: unknown): QuizItem | null {
  const r = raw as Partial<Record<keyof QuizItem, unknown>>;
  if (typeof r?.question !== 'string' || typeof r.correctAnswer !== 'string' || !Array.isArray(r.options)) return null;
  const correct = r.correctAnswer.trim();
  const options = [
    ...new Set(
      r.options
        .filter((o): o is string => typeof o === 'string')
        .map((o) => o.trim())
        .filter(Boolean),
    ),
  ];
  if (!r.question.trim() || !options.includes(correct)) return null;
  const wrong = options.filter((o) => o !== correct).slice(0, AI_LIMITS.quizOptions - 1);
  if (wrong.length < AI_LIMITS.quizOptions - 1) return null;
  return { question: r.question.trim(), options: shuffle([correct, ...wrong]), correctAnswer: correct };
}

/** Checks the article before any AI call is counted. */
export async function quizArticle(postId: string, viewer: Writer | null): Promise<Article> {
  const article = await loadArticle(postId, viewer);
  if (article.text.trim().length < AI_LIMITS.quizMin) throw BadRequest(MESSAGES.quizTooShort);
  return article;
}

export async function quizFor(article: Article, signal?: AbortSignal): Promise<QuizItem[]> {
  const answer = await generateJson(
    {
      feature: 'quiz',
      system: QUIZ_SYSTEM,
      contents: quizPrompt(articleBlock(article, AI_LIMITS.quizChars), AI_LIMITS.quizQuestions),
      schema: QUIZ_SCHEMA,
      signal,
    },
    FAILED,
  );
  const raw = (answer as { quiz?: unknown })?.quiz;
  const items = (Array.isArray(raw) ? raw : []).map(toItem).filter((q): q is QuizItem => q !== null);
  if (items.length < AI_LIMITS.quizQuestions) throw AiFailed(FAILED);
  return items.slice(0, AI_LIMITS.quizQuestions);
}
