import { streamText } from './generate-text';
import { STORY_SYSTEM, storyPrompt } from './prompts';
import { MESSAGES } from '@/shared/messages';

export const STORY_FAILED = MESSAGES.storyFailed;

export const writeStory = (prompt: string, signal?: AbortSignal) =>
  streamText({ feature: 'story', system: STORY_SYSTEM, contents: storyPrompt(prompt), temperature: 0.9, signal }, STORY_FAILED);
