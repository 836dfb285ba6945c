/** Uploaded images, one binary blob per image id in the images store. */
import { deleteImage, imageExists, listImageKeys, putImage, streamImage } from '../storage/store';

export const putImageBytes = (id: string, bytes: Uint8Array, contentType: string) => putImage(id, bytes, contentType);
export const streamImageBytes = (id: string) => streamImage(id);
/** False when there was no such image. */
export const deleteImageBytes = (id: string) => deleteImage(id);
export const allImageIds = () => listImageKeys();
export const hasImage = (id: string) => imageExists(id);
