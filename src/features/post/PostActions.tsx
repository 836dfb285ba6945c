/**
 * Like, bookmark, save and share controls for a post loaded in the browser. They carry the same data
 * attributes as the prebuilt page's buttons, so the same page scripts give them their behaviour.
 */
import { bookmarkButtonClass, likeButtonClass, saveToggleClass } from '@/browser/controls';
import { iconMarkup, type IconName } from '@/browser/icons';
import { shareButtonClass, shareItemClass, shareLinks, shareMenuId, sharePanelClass } from '@/features/share/share-links';
import type { Post, PostSummary } from '@/shared/types';

const icon = (name: IconName, cls: string) => (
  <span aria-hidden="true" className="contents" dangerouslySetInnerHTML={{ __html: iconMarkup(name, cls) }} />
);

export function PostActions({ post }: { post: Post }) {
  const { content: _body, history: _history, ...card } = post;
  const summary: PostSummary = card;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <button type="button" data-like-button={post.id} aria-pressed="false" className={likeButtonClass}>
        {icon('heart', 'size-5 group-aria-pressed:fill-current')}
        <span className="sr-only">Like</span>
        <span data-like-count className="tabular-nums">
          {post.likes}
        </span>
      </button>
      <button
        type="button"
        data-bookmark-button={post.id}
        data-post={JSON.stringify(summary)}
        aria-pressed="false"
        aria-label="Bookmark"
        className={bookmarkButtonClass}
      >
        {icon('bookmark', 'size-5 group-aria-pressed:fill-current')}
      </button>
      <button type="button" data-save-toggle={post.id} aria-pressed="false" className={saveToggleClass}>
        {icon('bookmark', 'size-4 group-aria-pressed:fill-current')}
        <span data-save-label>Save</span>
      </button>
      <ShareMenu url={`${location.origin}/post/${encodeURIComponent(post.id)}`} title={post.title} />
    </div>
  );
}

function ShareMenu({ url, title }: { url: string; title: string }) {
  const menuId = shareMenuId(url);
  return (
    <div data-share-menu data-url={url} data-title={title} className="relative inline-block">
      <button type="button" data-share-button aria-expanded="false" aria-controls={menuId} className={shareButtonClass}>
        {icon('share', 'size-4')}Share
      </button>
      <div data-share-backdrop hidden className="fixed inset-0 z-40" />
      <div id={menuId} data-share-panel hidden className={sharePanelClass}>
        <ul>
          <li>
            <button type="button" data-copy-link className={shareItemClass}>
              {icon('link', 'size-4')}
              <span data-copy-label>Copy Link</span>
            </button>
          </li>
          <li data-native-share-item hidden>
            <button type="button" data-native-share className={shareItemClass}>
              {icon('shareNative', 'size-4')}Share via…
            </button>
          </li>
          {shareLinks(url, title).map((l) => (
            <li key={l.label}>
              <a href={l.href} target="_blank" rel="noopener noreferrer" className={shareItemClass}>
                {icon(l.icon, 'size-4')}
                {l.label}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
