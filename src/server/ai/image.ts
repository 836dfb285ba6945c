import type { AiImage } from '@/shared/types';
import { generateImage } from './client';

export async function imageFromPrompt(prompt: string): Promise<AiImage> {
  return { imageUrl: await generateImage(prompt, 'Failed to generate image. The prompt may have been blocked. Please try a different prompt.') };
}
