/** /saved: the bookmarked posts (kept in this browser) and the signed-in reader's reading list. */
import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { api } from '@/browser/api';
import { plural } from '@/lib/text';
import type { Post, PostSummary } from '@/shared/types';
import { $auth } from '@/stores/auth';
import { $bookmarks, clearBookmarks, removeBookmark } from '@/stores/bookmarks';
import { $savedIds, toggleSaved } from '@/stores/saved';
import { outlineButton } from '@/browser/ui';
import SavedCard from './SavedCard';

const grid = 'grid gap-x-6 gap-y-10 sm:grid-cols-2 lg:grid-cols-3';

function Bookmarks() {
  const bookmarks = useStore($bookmarks);
  if (!bookmarks.length) {
    return (
      <div className="rounded-2xl border border-dashed border-zinc-300 px-6 py-16 text-center dark:border-zinc-700">
        <h2 className="text-lg font-semibold text-zinc-900 dark:text-white">No bookmarks yet</h2>
        <p className="mt-2 text-sm text-zinc-600 dark:text-zinc-400">
          Tap the bookmark icon on any post to keep it here for later.
        </p>
        <a href="/" className="btn btn-primary mt-6">
          Explore Posts
        </a>
      </div>
    );
  }
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-zinc-600 dark:text-zinc-400">{plural(bookmarks.length, 'bookmarked post')}</p>
        <button type="button" onClick={clearBookmarks} className={`${outlineButton} px-4 py-2`}>
          Clear all bookmarks
        </button>
      </div>
      <div className={grid}>
        {bookmarks.map((p) => (
          <SavedCard key={p.id} post={p} removeLabel="Remove bookmark" onRemove={() => removeBookmark(p.id)} />
        ))}
      </div>
    </div>
  );
}

/** Posts of the reading list, loaded by id; ones no longer published are left out. */
function useReadingList(ids: string[]): PostSummary[] | null {
  const [found, setFound] = useState<Map<string, PostSummary | null>>(new Map());
  const missingKey = ids.filter((id) => !found.has(id)).join(',');
  useEffect(() => {
    if (!missingKey) return;
    const missing = missingKey.split(',');
    let live = true;
    const load = (id: string) =>
      api.get<Post>(`/posts/${encodeURIComponent(id)}`).then(
        (r) => [id, r.data] as const,
        () => [id, null] as const,
      );
    void Promise.all(missing.map(load)).then((entries) => {
      if (live) setFound((m) => new Map([...m, ...entries]));
    });
    return () => {
      live = false;
    };
  }, [missingKey]);
  if (!ids.every((id) => found.has(id))) return null;
  return ids.map((id) => found.get(id)).filter((p): p is PostSummary => Boolean(p));
}

function ReadingList() {
  const ids = useStore($savedIds);
  const posts = useReadingList(ids);
  if (!ids.length)
    return <p className="text-sm text-zinc-600 dark:text-zinc-400">Use Save on any post to add it to your reading list.</p>;
  if (!posts) return <p className="text-sm text-zinc-600 dark:text-zinc-400">Loading your reading list...</p>;
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-zinc-600 dark:text-zinc-400">{plural(posts.length, 'saved post')}</p>
        <button type="button" onClick={() => ids.forEach((id) => toggleSaved(id))} className={`${outlineButton} px-4 py-2`}>
          Clear reading list
        </button>
      </div>
      <div className={grid}>
        {posts.map((p) => (
          <SavedCard key={p.id} post={p} removeLabel="Remove from reading list" onRemove={() => toggleSaved(p.id)} />
        ))}
      </div>
    </div>
  );
}

export default function SavedPosts() {
  const auth = useStore($auth);
  return (
    <div className="space-y-16">
      <Bookmarks />
      {auth.status === 'signedIn' && (
        <section aria-labelledby="reading-list-heading" className="space-y-6">
          <h2 id="reading-list-heading" className="text-2xl font-bold tracking-tight text-zinc-900 dark:text-white">
            Your Reading List
          </h2>
          <ReadingList />
        </section>
      )}
    </div>
  );
}
