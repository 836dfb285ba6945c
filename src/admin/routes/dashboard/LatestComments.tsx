import type { AdminComment } from '../../api/inbox';
import { PostLink } from '../../components/PostLink';
import { Avatar } from '../../components/Avatar';
import { EmptyState, LoadingState } from '../../components/States';
import { cardClass } from '../../components/ui';
import { timeAgo } from '../../lib/dates';

export function LatestComments({ comments }: { comments: AdminComment[] | null }) {
  return (
    <section aria-labelledby="latest-comments-title" className={`${cardClass} p-5`}>
      <h2 id="latest-comments-title" className="text-base font-semibold text-gray-900 dark:text-white">
        Latest Comments
      </h2>
      {comments === null ? (
        <LoadingState />
      ) : comments.length === 0 ? (
        <EmptyState message="No comments yet" />
      ) : (
        <ul className="mt-4 divide-y divide-gray-100 dark:divide-gray-800">
          {comments.map((c) => (
            <li key={c.id} className="flex gap-3 py-3">
              <Avatar name={c.authorName} url={c.authorAvatarUrl} />
              <div className="min-w-0 flex-1">
                <p className="text-sm text-gray-600 dark:text-gray-300">
                  <span className="font-semibold text-gray-900 dark:text-white">{c.authorName}</span> on <PostLink comment={c} />
                  <span className="ml-2 text-xs text-gray-500 dark:text-gray-400">{timeAgo(c.timestamp)}</span>
                </p>
                <p className="mt-1 line-clamp-2 text-sm text-gray-700 dark:text-gray-300">{c.text}</p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
