/** Copies a post's images into this site's storage, four at a time, each image once across runs. */
import { getCopiedImage, saveCopiedImage } from '../repos/imports';
import { saveImage } from '../services/images';
import { fetchImage } from './fetch-image';
import type { Progress } from './progress';

/** Source URL → address here, for the images that could be copied; the others are reported. */
export async function copyImages(urls: string[], post: string, progress: Progress): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  let next = 0;
  const worker = async () => {
    while (next < urls.length) {
      const url = urls[next++]!;
      const known = await getCopiedImage(url);
      if (known) {
        out.set(url, `/api/upload/image/${known.id}`);
        continue;
      }
      try {
        const saved = await saveImage(await fetchImage(url));
        await saveCopiedImage(url, saved.id);
        out.set(url, saved.url);
        progress.report.images.copied++;
      } catch (err) {
        progress.imageFailed(url, (err as Error).message, post);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(4, urls.length) }, worker));
  return out;
}
