/** Generated images are served as 16:9 JPEG (the spec's format), whatever the model answered. */
import sharp from 'sharp';
import type { GeneratedImage } from './client';

const RATIO = 16 / 9;

export async function toJpegDataUrl(image: GeneratedImage): Promise<string> {
  const img = sharp(image.bytes);
  const { width = 0, height = 0 } = await img.metadata();
  // Models mostly honour the requested 16:9; when one does not, the centre is cropped to it.
  if (width && height && Math.abs(width / height - RATIO) > 0.01) {
    const w = Math.min(width, Math.round(height * RATIO));
    img.resize({ width: w, height: Math.round(w / RATIO), fit: 'cover' });
  }
  const jpeg = await img.flatten({ background: '#ffffff' }).jpeg({ quality: 85, mozjpeg: true }).toBuffer();
  return `data:image/jpeg;base64,${jpeg.toString('base64')}`;
}
