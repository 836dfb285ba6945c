/**
 * Typed calls for the editor's AI tools (admin-only endpoints). Inputs that the server would refuse
 * are refused here first with the same message, so the editor can show it without a round trip.
 */
import { ApiError, aiPost } from '@/browser/api';
import { aiErrorMessage } from '@/browser/ai-errors';
import { MESSAGES, VALIDATION } from '@/shared/messages';
import { AI_LIMITS } from '@/shared/limits';
import { type TextAction, type TextTone } from '@/shared/ai-schemas';
import type { AiExcerpt, AiImage, AiText, SeoAnalysis } from '@/shared/types';
import { htmlToText } from '@/lib/text';

export { aiErrorMessage };
export type { TextAction, TextTone };

const invalid = (message: string) => new ApiError(message, 400, 'VALIDATION_FAILED');

/** Rewrites a selection: improve, fix spelling and grammar, shorter, longer, or a tone. */
export async function improveText(action: TextAction, text: string, tone?: TextTone): Promise<string> {
  if (!text.trim()) throw invalid(VALIDATION.selectionMissing);
  if (text.trim().length < AI_LIMITS.textToolMin) throw invalid(VALIDATION.selectionTooShort);
  return (await aiPost<AiText>('text', { action, text, tone })).text;
}

/** `content` may be the editor's HTML; the length rules apply to its text. */
export async function analyzeSeo(title: string, content: string): Promise<SeoAnalysis> {
  if (title.trim().length <= AI_LIMITS.seoTitleMin || htmlToText(content).length <= AI_LIMITS.seoTextMin) {
    throw invalid(MESSAGES.seoTooShort);
  }
  return aiPost<SeoAnalysis>('seo', { title, content });
}

export async function generateExcerpt(content: string): Promise<string> {
  if (htmlToText(content).length < AI_LIMITS.excerptMin) throw invalid(MESSAGES.excerptTooShort);
  return (await aiPost<AiExcerpt>('excerpt', { content })).excerpt;
}

/** A 16:9 image for the prompt, as a data URL. */
export async function generateImage(prompt: string): Promise<string> {
  if (!prompt.trim()) throw invalid(VALIDATION.imagePromptMissing);
  return (await aiPost<AiImage>('image', { prompt })).imageUrl;
}

/** The editor's failure messages for each tool, used when the server's message is not meant for the author. */
export const AI_TOOL_ERRORS = {
  text: 'AI tool failed. Please try again.',
  seo: MESSAGES.seoFailed,
  excerpt: MESSAGES.excerptFailed,
  image: MESSAGES.imageFailed,
} as const;
