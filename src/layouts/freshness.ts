/**
 * A page may be older than the last like or comment: each page reads its counts again. For a
 * member the like button's own code does it, with whether they like the post.
 */

async function read<T>(path: string): Promise<T | null> {
  try {
    const res = await fetch(path, { headers: { accept: 'application/json' } });
    return res.ok ? ((await res.json()) as T) : null;
  } catch {
    return null;
  }
}

const plural = (n: number) => `${n} ${n === 1 ? 'Comment' : 'Comments'}`;

function refresh(): void {
  for (const el of document.querySelectorAll<HTMLElement>('[data-comment-count]')) {
    const id = encodeURIComponent(el.dataset.commentCount!);
    void read<{ meta?: { total?: number } }>(`/api/comments/post/${id}?status=approved&limit=1`).then((body) => {
      const total = body?.meta?.total;
      if (typeof total === 'number') el.textContent = plural(total);
    });
  }
  if (document.documentElement.dataset.auth === 'member') return;
  for (const button of document.querySelectorAll<HTMLElement>('[data-like-button]')) {
    const id = encodeURIComponent(button.dataset.likeButton!);
    void read<{ data?: { likes?: number } }>(`/api/posts/${id}`).then((body) => {
      const likes = body?.data?.likes;
      const count = button.querySelector('[data-like-count]');
      if (typeof likes === 'number' && count) count.textContent = String(likes);
    });
  }
}

document.addEventListener('astro:page-load', refresh);
// CONTROLS_RENDERED of src/browser/dom.ts, written out so this file imports nothing: the post fallback's buttons.
document.addEventListener('inkwell:controls-rendered', refresh);
