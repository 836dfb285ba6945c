/**
 * Vision Weaver: the story becomes 4 scene prompts, then each scene is drawn by its own request so
 * the browser can ask for the four images in parallel and no single response carries all of them.
 */
import { Type } from '@google/genai';
import { AI_LIMITS } from '@/shared/schemas';
import type { StoryboardItem, StoryboardScenes } from '@/shared/types';
import { HttpError } from '../errors';
import { generateImage, generateJson } from './client';
import { STORYBOARD_SYSTEM, scenePrompt, storyboardPrompt } from './prompts';

const FAILED =
  'An error occurred while weaving your vision. The prompt may have been inappropriate, or the AI had trouble understanding it. Please try again with a different idea.';

export async function planStoryboard(story: string): Promise<StoryboardScenes> {
  const answer = await generateJson(
    {
      system: STORYBOARD_SYSTEM,
      contents: storyboardPrompt(story),
      schema: { type: Type.OBJECT, properties: { scenes: { type: Type.ARRAY, items: { type: Type.STRING } } }, required: ['scenes'] },
    },
    FAILED,
  );
  const raw = (answer as { scenes?: unknown })?.scenes;
  const scenes = (Array.isArray(raw) ? raw : []).filter((s): s is string => typeof s === 'string' && s.trim() !== '').map((s) => s.trim());
  if (scenes.length !== AI_LIMITS.scenes) throw new HttpError(502, 'AI failed to generate 4 distinct scenes.', 'AI_SCENE_COUNT');
  return { scenes };
}

export async function drawScene(scene: string): Promise<StoryboardItem> {
  return { prompt: scene, imageUrl: await generateImage(scenePrompt(scene), FAILED) };
}
