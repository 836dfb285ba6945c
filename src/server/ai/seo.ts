import { Type } from '@google/genai';
import { htmlToText } from '@/lib/text';
import { AI_LIMITS } from '@/shared/limits';
import type { SeoAnalysis } from '@/shared/types';
import { BadRequest } from '../errors';
import { AiFailed } from './provider-errors';
import { generateJson } from './generate-text';
import { SEO_SYSTEM, seoPrompt } from './prompts';
import { MESSAGES } from '@/shared/messages';

const FAILED = MESSAGES.seoFailed;
const SCORES: SeoAnalysis['score'][] = ['Good', 'Needs Improvement', 'Poor'];
const { seoTitleMax, seoDescriptionMax, seoKeywordsMin, seoKeywordsMax } = AI_LIMITS;

const SEO_SCHEMA = {
  type: Type.OBJECT,
  properties: {
    title: { type: Type.STRING, description: `Meta title, at most ${seoTitleMax} characters`, maxLength: String(seoTitleMax) },
    description: {
      type: Type.STRING,
      description: `Meta description, at most ${seoDescriptionMax} characters`,
      maxLength: String(seoDescriptionMax),
    },
    keywords: {
      type: Type.ARRAY,
      items: { type: Type.STRING },
      minItems: String(seoKeywordsMin),
      maxItems: String(seoKeywordsMax),
    },
    feedback: { type: Type.STRING },
    score: { type: Type.STRING, enum: SCORES },
  },
  required: ['title', 'description', 'keywords', 'feedback', 'score'],
};

const str = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

/** The analysis as the spec describes it, or null when the model broke one of its rules. */
function checked(a: Partial<Record<keyof SeoAnalysis, unknown>> | null): SeoAnalysis | null {
  const title = str(a?.title);
  const description = str(a?.description);
  const feedback = str(a?.feedback);
  const keywords = [...new Set((Array.isArray(a?.keywords) ? a.keywords : []).map(str).filter(Boolean))];
  const score = SCORES.find((s) => s === a?.score);
  if (!title || title.length > seoTitleMax || !description || description.length > seoDescriptionMax || !feedback || !score)
    return null;
  if (keywords.length < seoKeywordsMin || keywords.length > seoKeywordsMax) return null;
  return { title, description, keywords, feedback, score };
}

export async function analyzeSeo(title: string, content: string, signal?: AbortSignal): Promise<SeoAnalysis> {
  const text = htmlToText(content);
  if (title.trim().length <= AI_LIMITS.seoTitleMin || text.length <= AI_LIMITS.seoTextMin) {
    throw BadRequest(MESSAGES.seoTooShort);
  }
  const answer = await generateJson(
    {
      feature: 'seo',
      system: SEO_SYSTEM,
      contents: seoPrompt(title.trim(), text.slice(0, AI_LIMITS.seoChars)),
      schema: SEO_SCHEMA,
      signal,
    },
    FAILED,
  );
  const analysis = checked(answer as Partial<Record<keyof SeoAnalysis, unknown>> | null);
  if (!analysis) throw AiFailed(FAILED);
  return analysis;
}
