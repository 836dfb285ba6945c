/** Bookmark buttons: pressed state and label follow the bookmarks store. */
import type { PostSummary } from '@/shared/types';
import { $bookmarks, toggleBookmark } from '@/stores/bookmarks';
import { onEveryRender } from '@/browser/dom';

function render(): void {
  const ids = new Set($bookmarks.get().map((p) => p.id));
  for (const b of document.querySelectorAll<HTMLButtonElement>('[data-bookmark-button]')) {
    const on = ids.has(b.dataset.bookmarkButton!);
    b.setAttribute('aria-pressed', String(on));
    b.setAttribute('aria-label', on ? 'Remove bookmark' : 'Bookmark');
  }
}

document.addEventListener('click', (e) => {
  const button = (e.target as Element | null)?.closest?.<HTMLButtonElement>('[data-bookmark-button]');
  if (!button) return;
  e.preventDefault();
  toggleBookmark(JSON.parse(button.dataset.post!) as PostSummary);
});

$bookmarks.subscribe(render);
onEveryRender(render);
