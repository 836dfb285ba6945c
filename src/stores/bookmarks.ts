/** Bookmarks: whole post cards kept in local storage (guests too), written on every change. */
import { atom, computed } from 'nanostores';
import type { PostSummary } from '@/shared/types';
import { BOOKMARKS_KEY, readJson, writeJson } from '@/browser/storage';
import { showToast } from './toasts';

const isPostList = (v: unknown): v is PostSummary[] =>
  Array.isArray(v) && v.every((p) => p && typeof p === 'object' && typeof p.id === 'string' && typeof p.title === 'string');

export const $bookmarks = atom<PostSummary[]>(readJson<PostSummary[]>(BOOKMARKS_KEY, [], isPostList));
export const $bookmarkCount = computed($bookmarks, (list) => list.length);

function commit(next: PostSummary[]): void {
  writeJson(BOOKMARKS_KEY, next);
  $bookmarks.set(next);
}

export const isBookmarked = (postId: string) => $bookmarks.get().some((p) => p.id === postId);

/** Adds the post when absent, removes it when present; answers the new state. */
export function toggleBookmark(post: PostSummary): boolean {
  if (isBookmarked(post.id)) {
    removeBookmark(post.id);
    return false;
  }
  commit([post, ...$bookmarks.get()]);
  showToast('Added to bookmarks', 'success');
  return true;
}

export function removeBookmark(postId: string): void {
  commit($bookmarks.get().filter((p) => p.id !== postId));
  showToast('Removed from bookmarks', 'info');
}

export function clearBookmarks(): void {
  commit([]);
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (e) => {
    if (e.key === BOOKMARKS_KEY || e.key === null) $bookmarks.set(readJson<PostSummary[]>(BOOKMARKS_KEY, [], isPostList));
  });
}
