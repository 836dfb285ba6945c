/**
 * Vision Weaver: the story becomes 4 scene prompts, then each scene is drawn by its own request so
 * the browser can ask for the four images in parallel and no single response carries all of them.
 * Only prompts this server wrote (and signed) can be drawn.
 */
import { Type } from '@google/genai';
import { AI_LIMITS } from '@/shared/limits';
import type { StoryboardItem, StoryboardScenes } from '@/shared/types';
import { HttpError } from '../errors';
import { generateImage } from './client';
import { generateJson } from './generate-text';
import { toJpegDataUrl } from './jpeg';
import { STORYBOARD_SYSTEM, scenePrompt, storyboardPrompt } from './prompts';
import { sceneSignatureValid, signScene } from './scene-signature';
import { MESSAGES } from '@/shared/messages';

const FAILED = MESSAGES.visionFailed;

const SCHEMA = {
  type: Type.OBJECT,
  properties: {
    scenes: {
      type: Type.ARRAY,
      items: { type: Type.STRING },
      minItems: String(AI_LIMITS.scenes),
      maxItems: String(AI_LIMITS.scenes),
    },
  },
  required: ['scenes'],
};

export async function planStoryboard(story: string, signal?: AbortSignal): Promise<StoryboardScenes> {
  const answer = await generateJson(
    { feature: 'storyboard', system: STORYBOARD_SYSTEM, contents: storyboardPrompt(story), schema: SCHEMA, signal },
    FAILED,
  );
  const raw = (answer as { scenes?: unknown })?.scenes;
  const scenes = (Array.isArray(raw) ? raw : [])
    .filter((s): s is string => typeof s === 'string' && s.trim() !== '')
    .map((s) => s.trim().slice(0, AI_LIMITS.prompt));
  if (scenes.length !== AI_LIMITS.scenes || new Set(scenes).size !== scenes.length) {
    throw new HttpError(502, 'AI failed to generate 4 distinct scenes.', 'AI_SCENE_COUNT');
  }
  return { scenes, signatures: await Promise.all(scenes.map((s) => signScene(s))) };
}

/** Refuses, before any AI call, a scene this server did not write in the last few minutes. */
export async function checkScene(scene: string, signature: string): Promise<void> {
  if (!(await sceneSignatureValid(scene, signature))) {
    throw new HttpError(
      403,
      'This scene was not made by Vision Weaver, or it is too old. Please weave your story again.',
      'AI_SCENE_UNSIGNED',
    );
  }
}

export async function drawScene(scene: string, signal?: AbortSignal): Promise<StoryboardItem> {
  return { prompt: scene, imageUrl: await toJpegDataUrl(await generateImage(scenePrompt(scene), FAILED, signal)) };
}
