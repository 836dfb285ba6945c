/**
 * Like, bookmark and save buttons for a post loaded in the browser. They carry the same data
 * attributes as the prebuilt page's buttons, so the same page scripts give them their behaviour.
 */
import { iconMarkup } from '@/client/icons';
import type { Post, PostSummary } from '@/shared/types';

const icon = (name: 'heart' | 'bookmark', cls: string) => <span aria-hidden="true" className="contents" dangerouslySetInnerHTML={{ __html: iconMarkup(name, cls) }} />;

export function PostActions({ post }: { post: Post }) {
  const { content: _body, history: _history, ...card } = post;
  const summary: PostSummary = card;
  const countId = `like-count-${post.id}`;
  return (
    <div className="flex items-center gap-2">
      <button
        type="button"
        data-like-button={post.id}
        aria-pressed="false"
        aria-label="Like"
        aria-describedby={countId}
        className="group inline-flex h-10 min-w-16 items-center justify-center gap-2 rounded-full border border-zinc-200 px-3 text-sm font-medium text-zinc-700 transition-colors hover:border-rose-300 hover:text-rose-600 aria-pressed:border-rose-300 aria-pressed:bg-rose-50 aria-pressed:text-rose-600 disabled:opacity-60 dark:border-zinc-700 dark:text-zinc-200 dark:aria-pressed:border-rose-800 dark:aria-pressed:bg-rose-950 dark:aria-pressed:text-rose-300"
      >
        {icon('heart', 'size-5 group-aria-pressed:fill-current')}
        <span id={countId} data-like-count className="tabular-nums">
          {post.likes}
        </span>
      </button>
      <button type="button" data-bookmark-button={post.id} data-post={JSON.stringify(summary)} aria-pressed="false" aria-label="Bookmark" className="group icon-btn aria-pressed:text-accent-700 dark:aria-pressed:text-accent-300">
        {icon('bookmark', 'size-5 group-aria-pressed:fill-current')}
      </button>
      <button
        type="button"
        data-save-toggle={post.id}
        aria-pressed="false"
        className="group inline-flex h-10 min-w-24 items-center justify-center gap-2 rounded-full border border-zinc-200 px-4 text-sm font-semibold text-zinc-800 transition-colors hover:bg-zinc-100 aria-pressed:border-accent-300 aria-pressed:bg-accent-50 aria-pressed:text-accent-800 dark:border-zinc-700 dark:text-zinc-100 dark:hover:bg-zinc-800 dark:aria-pressed:border-accent-700 dark:aria-pressed:bg-accent-800/30 dark:aria-pressed:text-accent-200"
      >
        {icon('bookmark', 'size-4 group-aria-pressed:fill-current')}
        <span data-save-label>Save</span>
      </button>
    </div>
  );
}
