/**
 * Which posts the build writes a page for: the newest `PREBUILT_POSTS` published ones (default
 * 10,000; at most 40,000, so `dist/post` stays well under Netlify's 54,000 files a folder; 0 for
 * none). Every other post is rendered on request by the post-page function with the same template.
 */
import { now } from '../clock';
import { readOrderedPosts } from '../repos/post-order';

export const DEFAULT_PREBUILT_POSTS = 10_000;
export const MAX_PREBUILT_POSTS = 40_000;

/** `PREBUILT_POSTS` as a count; anything but a whole number from 0 up is refused, naming the setting. */
export function prebuiltPostCount(value = process.env.PREBUILT_POSTS): number {
  if (value === undefined || value.trim() === '') return DEFAULT_PREBUILT_POSTS;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`PREBUILT_POSTS must be a whole number from 0 up; it is "${value}".`);
  return Math.min(n, MAX_PREBUILT_POSTS);
}

/** The ids of the posts whose page the build writes, newest first. */
export async function prebuiltPostIds(count = prebuiltPostCount()): Promise<string[]> {
  if (count === 0) return [];
  return (await readOrderedPosts(now())).published.slice(0, count).map((p) => p.id);
}
