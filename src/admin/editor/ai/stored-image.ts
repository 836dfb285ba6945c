import { uploadEditorImage } from '../content/upload';

/** The bytes of a base64 data URL as a file, so the image is stored like any upload. */
export function dataUrlToFile(dataUrl: string, name: string): File {
  const [, type, base64] = /^data:([^;,]+);base64,(.*)$/s.exec(dataUrl) ?? [];
  if (!type || base64 === undefined) throw new Error('The generated image could not be read.');
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  return new File([bytes], `${name}.${type.split('/')[1] ?? 'jpg'}`, { type });
}

/** Stores a generated image through the image upload service and answers its URL on this site. */
export const storeGeneratedImage = (dataUrl: string) => uploadEditorImage(dataUrlToFile(dataUrl, `ai-image-${Date.now()}`));
