import { htmlToText } from '@/lib/text';
import { AI_LIMITS } from '@/shared/limits';
import type { AiExcerpt } from '@/shared/types';
import { BadRequest } from '../errors';
import { generateText } from './generate-text';
import { EXCERPT_SYSTEM, excerptPrompt } from './prompts';
import { MESSAGES } from '@/shared/messages';

export async function generateExcerpt(content: string, signal?: AbortSignal): Promise<AiExcerpt> {
  const text = htmlToText(content);
  if (text.length < AI_LIMITS.excerptMin) throw BadRequest(MESSAGES.excerptTooShort);
  const excerpt = await generateText(
    { feature: 'excerpt', system: EXCERPT_SYSTEM, contents: excerptPrompt(text.slice(0, AI_LIMITS.excerptChars)), signal },
    MESSAGES.excerptFailed,
  );
  return {
    excerpt: excerpt
      .replace(/^["'“]+|["'”]+$/g, '')
      .replace(/\s+/g, ' ')
      .trim(),
  };
}
