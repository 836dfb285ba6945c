import { useStore } from '@nanostores/react';
import { Link } from 'react-router';
import type { PostSummary } from '@/shared/types';
import { EmptyState, LoadingState } from '../../components/States';
import { cardClass } from '../../components/ui';
import { timeAgo } from '../../lib/dates';
import { formatInZone } from '../../lib/zoned-time';
import { $settings } from '../../stores/settings';

/** The scheduled posts next to go out, on the site's clock. */
export function ComingUp({ posts }: { posts: PostSummary[] | null }) {
  const zone = useStore($settings)?.timezone ?? 'UTC';
  return (
    <section aria-labelledby="coming-up-title" className={`${cardClass} p-5`}>
      <h2 id="coming-up-title" className="text-base font-semibold text-gray-900 dark:text-white">
        Coming Up
      </h2>
      {posts === null ? (
        <LoadingState />
      ) : posts.length === 0 ? (
        <EmptyState message="Nothing scheduled" />
      ) : (
        <ul className="mt-4 divide-y divide-gray-100 dark:divide-gray-800">
          {posts.map((p) => (
            <li key={p.id} className="py-3">
              <Link
                to={`/admin/posts/edit/${p.id}`}
                className="text-sm font-medium text-indigo-600 hover:underline dark:text-indigo-400"
              >
                {p.title}
              </Link>
              <p className="text-xs text-gray-500 dark:text-gray-400">
                <time dateTime={p.publishedDate}>{formatInZone(p.publishedDate, zone)}</time> ({zone}) ·{' '}
                {timeAgo(p.publishedDate)}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
