import { Type } from '@google/genai';
import { htmlToText } from '@/lib/text';
import { AI_LIMITS } from '@/shared/schemas';
import type { SeoAnalysis } from '@/shared/types';
import { BadRequest } from '../errors';
import { AiFailed, generateJson } from './client';
import { SEO_SYSTEM, seoPrompt } from './prompts';

const FAILED = 'Failed to analyze SEO. Please try again.';
const SCORES: SeoAnalysis['score'][] = ['Good', 'Needs Improvement', 'Poor'];

const SEO_SCHEMA = {
  type: Type.OBJECT,
  properties: {
    title: { type: Type.STRING, description: 'Meta title, at most 60 characters' },
    description: { type: Type.STRING, description: 'Meta description, at most 160 characters' },
    keywords: { type: Type.ARRAY, items: { type: Type.STRING } },
    feedback: { type: Type.STRING },
    score: { type: Type.STRING, enum: SCORES },
  },
  required: ['title', 'description', 'keywords', 'feedback', 'score'],
};

const clip = (s: string, max: number) => (s.length <= max ? s : `${s.slice(0, max - 1).trimEnd()}…`);

export async function analyzeSeo(title: string, content: string): Promise<SeoAnalysis> {
  const text = htmlToText(content);
  if (title.trim().length <= AI_LIMITS.seoTitleMin || text.length <= AI_LIMITS.seoTextMin) {
    throw BadRequest('Please provide a title and at least 50 characters of content to analyze.');
  }
  const a = (await generateJson({ system: SEO_SYSTEM, contents: seoPrompt(title.trim(), text.slice(0, AI_LIMITS.seoChars)), schema: SEO_SCHEMA }, FAILED)) as Partial<
    Record<keyof SeoAnalysis, unknown>
  >;
  if (typeof a?.title !== 'string' || typeof a.description !== 'string' || typeof a.feedback !== 'string') throw AiFailed(FAILED);
  const keywords = Array.isArray(a.keywords) ? a.keywords.filter((k): k is string => typeof k === 'string' && k.trim() !== '').map((k) => k.trim()) : [];
  return {
    title: clip(a.title.trim(), 60),
    description: clip(a.description.trim(), 160),
    keywords: keywords.slice(0, 7),
    feedback: a.feedback.trim(),
    score: SCORES.includes(a.score as SeoAnalysis['score']) ? (a.score as SeoAnalysis['score']) : 'Needs Improvement',
  };
}
