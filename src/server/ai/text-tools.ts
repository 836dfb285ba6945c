import type { TextAction, TextTone } from '@/shared/ai-schemas';
import type { AiText } from '@/shared/types';
import { generateText } from './generate-text';
import { TEXT_TOOL_SYSTEM, textToolPrompt } from './prompts';

export async function rewriteText(action: TextAction, text: string, tone?: TextTone, signal?: AbortSignal): Promise<AiText> {
  return {
    text: await generateText(
      { feature: 'text', system: TEXT_TOOL_SYSTEM, contents: textToolPrompt(action, text, tone), signal },
      'AI tool failed. Please try again.',
    ),
  };
}
