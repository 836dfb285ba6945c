import type { AiImage } from '@/shared/types';
import { generateImage } from './client';
import { toJpegDataUrl } from './jpeg';
import { MESSAGES } from '@/shared/messages';

const FAILED = MESSAGES.imageFailed;

export async function imageFromPrompt(prompt: string, signal?: AbortSignal): Promise<AiImage> {
  return { imageUrl: await toJpegDataUrl(await generateImage(prompt, FAILED, signal)) };
}
