import type { AiImage } from '@/shared/types';
import { generateImage } from './client';
import { toJpegDataUrl } from './jpeg';

const FAILED = 'Failed to generate image. The prompt may have been blocked. Please try a different prompt.';

export async function imageFromPrompt(prompt: string, signal?: AbortSignal): Promise<AiImage> {
  return { imageUrl: await toJpegDataUrl(await generateImage(prompt, FAILED, signal)) };
}
