import { useStore } from '@nanostores/react';
import { ExternalLink, Plus, Star } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import type { PostSummary } from '@/shared/types';
import { PageHeader } from '../components/PageHeader';
import { StatusBadge } from '../components/StatusBadge';
import { TableCard } from '../components/TableCard';
import { iconButton, primaryButton, tdClass } from '../components/ui';
import { formatDay } from '../lib/dates';
import { formatInZone } from '../lib/zoned-time';
import { $settings } from '../stores/settings';
import { deletePost, loadPosts, posts as postList } from '../stores/posts';
import { useConfirmedDelete } from '../lib/use-confirmed-delete';
import { cannotBeUndone, DeleteDialog } from '../components/DeleteDialog';
import { DeleteAction, EditAction } from '../components/RowActions';

export function Posts() {
  const posts = useStore(postList.$state);
  const zone = useStore($settings)?.timezone ?? 'UTC';
  const del = useConfirmedDelete((item: PostSummary) => deletePost(item.id), {
    done: (p) => `Post "${p.title}" deleted.`,
    failed: (p) => `Failed to delete "${p.title}".`,
  });

  useEffect(() => {
    void loadPosts(0);
  }, []);

  return (
    <>
      <PageHeader
        title="Manage Posts"
        description="Every post, drafts included, newest first."
        actions={
          <Link to="/admin/posts/new" className={primaryButton}>
            <Plus aria-hidden="true" className="h-4 w-4" />
            New Post
          </Link>
        }
      />
      <TableCard
        label="Posts"
        loading={posts.loading}
        error={posts.error}
        isEmpty={posts.items.length === 0}
        emptyMessage="No posts yet."
        onRetry={() => void loadPosts()}
        columns={[
          { label: 'Title' },
          { label: 'Author' },
          { label: 'Category' },
          { label: 'Status' },
          { label: 'Date' },
          { label: 'Actions', hidden: true, align: 'right' },
        ]}
        paging={{ label: 'Post list pages', state: posts, perPage: postList.perPage, onPage: (offset) => void loadPosts(offset) }}
      >
        {posts.items.map((p) => (
          <tr key={p.id} className="hover:bg-gray-50 dark:hover:bg-gray-800/40">
            <td className={`${tdClass} max-w-md`}>
              <Link
                to={`/admin/posts/edit/${encodeURIComponent(p.id)}`}
                className="font-medium text-gray-900 hover:text-indigo-600 dark:text-white dark:hover:text-indigo-400"
              >
                {p.title}
              </Link>
              {p.featured && (
                <span className="ml-2 inline-flex items-center gap-1 text-xs text-amber-700 dark:text-amber-400">
                  <Star aria-hidden="true" className="h-3 w-3 fill-current" />
                  Featured
                </span>
              )}
            </td>
            <td className={tdClass}>{p.author?.name ?? '—'}</td>
            <td className={tdClass}>{p.category?.name ?? '—'}</td>
            <td className={tdClass}>
              <StatusBadge status={p.status} />
            </td>
            <td className={`${tdClass} whitespace-nowrap`}>
              {/* A scheduled post shows when it goes out, on the site's clock. */}
              <time dateTime={p.publishedDate}>
                {p.status === 'scheduled' ? formatInZone(p.publishedDate, zone) : formatDay(p.publishedDate)}
              </time>
            </td>
            <td className={`${tdClass} whitespace-nowrap text-right`}>
              {p.status === 'published' && (
                <a
                  href={`/post/${encodeURIComponent(p.id)}`}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={iconButton}
                  aria-label={`View "${p.title}" (opens in a new tab)`}
                  title="View"
                >
                  <ExternalLink aria-hidden="true" className="h-4 w-4" />
                </a>
              )}
              <EditAction label={`Edit "${p.title}"`} to={`/admin/posts/edit/${encodeURIComponent(p.id)}`} />
              <DeleteAction label={`Delete "${p.title}"`} onClick={() => del.ask(p)} />
            </td>
          </tr>
        ))}
      </TableCard>
      <DeleteDialog del={del} title="Delete Post" message={(item) => cannotBeUndone(item.title)} />
    </>
  );
}
