/**
 * Like, bookmark and save buttons for a post loaded in the browser. They carry the same data
 * attributes as the prebuilt page's buttons, so the same page scripts give them their behaviour.
 */
import { bookmarkButtonClass, likeButtonClass, saveToggleClass } from '@/client/control-classes';
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
        className={likeButtonClass}
      >
        {icon('heart', 'size-5 group-aria-pressed:fill-current')}
        <span id={countId} data-like-count className="tabular-nums">
          {post.likes}
        </span>
      </button>
      <button type="button" data-bookmark-button={post.id} data-post={JSON.stringify(summary)} aria-pressed="false" aria-label="Bookmark" className={bookmarkButtonClass}>
        {icon('bookmark', 'size-5 group-aria-pressed:fill-current')}
      </button>
      <button
        type="button"
        data-save-toggle={post.id}
        aria-pressed="false"
        className={saveToggleClass}
      >
        {icon('bookmark', 'size-4 group-aria-pressed:fill-current')}
        <span data-save-label>Save</span>
      </button>
    </div>
  );
}
