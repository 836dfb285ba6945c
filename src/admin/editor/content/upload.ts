import { LIMITS } from '@/shared/limits';
import { uploadImage } from '../../api/site';

export const IMAGE_TYPES = 'image/png,image/jpeg,image/webp,image/gif';

/** Stores an image through the upload API and answers its URL; throws the message to show. */
export async function uploadEditorImage(file: File): Promise<string> {
  if (!file.type.startsWith('image/')) throw new Error('Please choose an image file.');
  if (file.size > LIMITS.imageBytes) throw new Error('The image is larger than 4MB.');
  try {
    return (await uploadImage(file)).url;
  } catch (err) {
    throw new Error((err as Error).message || 'Upload failed', { cause: err });
  }
}

/** The image files among pasted or dropped data. */
export const imageFiles = (data: DataTransfer | null): File[] =>
  [...(data?.files ?? [])].filter((f) => f.type.startsWith('image/'));
