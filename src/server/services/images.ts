/**
 * Uploaded images: raster formats only, recognised by their bytes rather than the name or declared
 * type (an SVG or an HTML file named .png is refused) and decoded whole before they are kept, stored
 * under random keys.
 */
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { LIMITS } from '@/shared/limits';
import { NotFound, TooLarge, UnsupportedMedia } from '../errors';
import { deleteImageBytes, putImageBytes, streamImageBytes } from '../repos/images';

/** The whole multipart request may carry a little more than the file itself. */
export const UPLOAD_REQUEST_BYTES = LIMITS.imageBytes + 64 * 1024;

interface Format {
  type: string;
  ext: string;
  /** sharp's name for the format. */
  decoder: string;
  matches: (b: Uint8Array) => boolean;
}

const startsWith = (b: Uint8Array, sig: number[], at = 0) => sig.every((v, i) => b[at + i] === v);
const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));

const FORMATS: Format[] = [
  {
    type: 'image/png',
    ext: 'png',
    decoder: 'png',
    matches: (b) => startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  },
  { type: 'image/jpeg', ext: 'jpg', decoder: 'jpeg', matches: (b) => startsWith(b, [0xff, 0xd8, 0xff]) },
  {
    type: 'image/gif',
    ext: 'gif',
    decoder: 'gif',
    matches: (b) => startsWith(b, ascii('GIF87a')) || startsWith(b, ascii('GIF89a')),
  },
  {
    type: 'image/webp',
    ext: 'webp',
    decoder: 'webp',
    matches: (b) => startsWith(b, ascii('RIFF')) && startsWith(b, ascii('WEBP'), 8),
  },
];

/** Image keys are single path segments (uploads are `{uuid}.{ext}`). */
const ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,119}$/;

export const imageUrlOf = (id: string) => `/api/upload/image/${id}`;

/** A signature in front of anything but a whole image (a truncated or forged file) does not decode. */
async function decodes(bytes: Uint8Array, format: Format): Promise<boolean> {
  try {
    const image = sharp(bytes, { failOn: 'error' });
    const { format: decoded } = await image.metadata();
    await image.stats();
    return decoded === format.decoder;
  } catch {
    return false;
  }
}

async function checkedFormat(bytes: Uint8Array): Promise<Format> {
  if (bytes.byteLength > LIMITS.imageBytes) throw TooLarge('The image is larger than 4 MB.');
  const format = FORMATS.find((f) => f.matches(bytes));
  if (!format) throw UnsupportedMedia('Only PNG, JPEG, WebP and GIF images can be uploaded.');
  if (!(await decodes(bytes, format)))
    throw UnsupportedMedia(`The file is not a readable ${format.decoder.toUpperCase()} image.`);
  return format;
}

export async function saveImage(bytes: Uint8Array): Promise<{ id: string; url: string }> {
  const format = await checkedFormat(bytes);
  const id = `${randomUUID()}.${format.ext}`;
  await putImageBytes(id, bytes, format.type);
  return { id, url: imageUrlOf(id) };
}

/** Restores an image under the id it had on the site it was exported from (checked like an upload). */
export async function restoreImage(id: string, bytes: Uint8Array): Promise<void> {
  if (!ID_PATTERN.test(id)) throw UnsupportedMedia('That image id is not valid.');
  const format = await checkedFormat(bytes);
  await putImageBytes(id, bytes, format.type);
}

export async function openImage(id: string): Promise<{ body: ReadableStream<Uint8Array>; contentType: string; size?: number }> {
  const image = ID_PATTERN.test(id) ? await streamImageBytes(id) : null;
  if (!image) throw NotFound('Image');
  return image;
}

export async function removeImage(id: string): Promise<void> {
  if (!ID_PATTERN.test(id) || !(await deleteImageBytes(id))) throw NotFound('Image');
}
