/** Like buttons: pressed state per reader, live count from the server, guests asked to log in. */
import { $likedIds, fetchLikeCount, toggleLike } from '@/stores/likes';
import { onEveryRender } from '@/browser/dom';

const buttons = () => document.querySelectorAll<HTMLButtonElement>('[data-like-button]');
const refreshed = new WeakSet<HTMLButtonElement>();

function setCount(postId: string, count: number): void {
  for (const b of buttons())
    if (b.dataset.likeButton === postId) b.querySelector('[data-like-count]')!.textContent = String(count);
}

function renderPressed(): void {
  const liked = new Set($likedIds.get());
  for (const b of buttons()) b.setAttribute('aria-pressed', String(liked.has(b.dataset.likeButton!)));
}

function refreshCounts(): void {
  for (const b of buttons()) {
    if (refreshed.has(b)) continue;
    refreshed.add(b);
    const id = b.dataset.likeButton!;
    void fetchLikeCount(id).then((n) => n !== null && setCount(id, n));
  }
}

document.addEventListener('click', async (e) => {
  const button = (e.target as Element | null)?.closest?.<HTMLButtonElement>('[data-like-button]');
  if (!button || button.disabled) return;
  button.disabled = true;
  try {
    const result = await toggleLike(button.dataset.likeButton!);
    if (result) setCount(button.dataset.likeButton!, result.count);
  } finally {
    button.disabled = false;
  }
});

$likedIds.subscribe(renderPressed);
onEveryRender(() => {
  renderPressed();
  refreshCounts();
});
