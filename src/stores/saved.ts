/** The signed-in reader's reading list (the Save toggle on a post). */
import { SAVED_PREFIX } from '@/browser/storage';
import { showToast } from './toasts';
import { userList } from './user-list';

const saved = userList(SAVED_PREFIX);

export const $savedIds = saved.$ids;

/** Flips the post in the reading list; answers the new state, or null for a guest. */
export function toggleSaved(postId: string): boolean | null {
  const next = !saved.has(postId);
  if (!saved.set(postId, next)) {
    showToast('Please log in to save posts to your reading list.', 'info');
    return null;
  }
  return next;
}
