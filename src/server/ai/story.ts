import { streamText } from './client';
import { STORY_SYSTEM, storyPrompt } from './prompts';

export const STORY_FAILED = "An error occurred while writing your story. It's possible the prompt was inappropriate. Please try again with a different idea.";

export const writeStory = (prompt: string, signal?: AbortSignal) =>
  streamText({ feature: 'story', system: STORY_SYSTEM, contents: storyPrompt(prompt), temperature: 0.9, signal }, STORY_FAILED);
