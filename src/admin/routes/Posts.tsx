import { useStore } from '@nanostores/react';
import { BarChart3, ExternalLink, Plus, Rss, Star } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { mayChange, mayEdit, seesEveryPost, writerOf } from '@/shared/post-rights';
import { $auth } from '@/stores/auth';
import type { PostSummary } from '@/shared/types';
import { PageHeader } from '../components/PageHeader';
import { StatusBadge } from '../components/StatusBadge';
import { TableCard } from '../components/TableCard';
import { iconButton, primaryButton, tdClass } from '../components/ui';
import { formatDay } from '../lib/dates';
import { formatInZone } from '../lib/zoned-time';
import { $settings } from '../stores/settings';
import { $postFilter, deletePost, filterPosts, loadPosts, posts as postList, type PostFilter } from '../stores/posts';
import { FilterTabs } from '../components/FilterTabs';
import { useConfirmedDelete } from '../lib/use-confirmed-delete';
import { cannotBeUndone, DeleteDialog } from '../components/DeleteDialog';
import { DeleteAction, EditAction } from '../components/RowActions';
import { useCan } from '../lib/use-can';

export function Posts() {
  const posts = useStore(postList.$state);
  const zone = useStore($settings)?.timezone ?? 'UTC';
  const writer = writerOf(useStore($auth).user);
  const allowed = useCan();
  const reviews = seesEveryPost(writer);
  const filter = useStore($postFilter);
  const [params, setParams] = useSearchParams();
  const del = useConfirmedDelete((item: PostSummary) => deletePost(item.id), {
    done: (p) => `Post "${p.title}" deleted.`,
    failed: (p) => `Failed to delete "${p.title}".`,
  });

  // `?review=1` (the dashboard's link) opens the review queue.
  const wanted: PostFilter = reviews && params.get('review') ? 'review' : 'all';
  useEffect(() => {
    void filterPosts(wanted);
  }, [wanted]);

  const choose = (next: PostFilter) => setParams(next === 'review' ? { review: '1' } : {});

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
      {reviews && (
        <FilterTabs
          label="Filter posts"
          panelId="posts-panel"
          tabs={[
            { value: 'all', label: 'All posts' },
            { value: 'review', label: 'Needs review' },
          ]}
          value={filter}
          onChange={choose}
        />
      )}
      <div
        id="posts-panel"
        role={reviews ? 'tabpanel' : undefined}
        aria-labelledby={reviews ? `posts-panel-tab-${filter}` : undefined}
      >
        <TableCard
          label="Posts"
          loading={posts.loading}
          error={posts.error}
          isEmpty={posts.items.length === 0}
          emptyMessage={filter === 'review' ? 'No drafts are waiting for review.' : 'No posts yet.'}
          onRetry={() => void loadPosts()}
          columns={[
            { label: 'Title' },
            { label: 'Author' },
            { label: 'Category' },
            { label: 'Status' },
            { label: 'Date' },
            { label: 'Actions', hidden: true, align: 'right' },
          ]}
          paging={{
            label: 'Post list pages',
            state: posts,
            perPage: postList.perPage,
            onPage: (offset) => void loadPosts(offset),
          }}
        >
          {posts.items.map((p) => (
            <tr key={p.id} className="hover:bg-gray-50 dark:hover:bg-gray-800/40">
              <td className={`${tdClass} max-w-md`}>
                {mayChange(writer, p) ? (
                  <Link
                    to={`/admin/posts/edit/${encodeURIComponent(p.id)}`}
                    className="font-medium text-gray-900 hover:text-indigo-600 dark:text-white dark:hover:text-indigo-400"
                  >
                    {p.title}
                  </Link>
                ) : (
                  <span className="font-medium text-gray-900 dark:text-white">{p.title}</span>
                )}
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
                <span className="inline-flex flex-wrap gap-1">
                  <StatusBadge status={p.status} />
                  {p.reviewRequested && p.status === 'draft' && <StatusBadge status="in review" />}
                </span>
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
                {p.status === 'published' && mayEdit(writer, p) && (
                  <Link
                    to={`/admin/analytics/posts/${encodeURIComponent(p.id)}`}
                    className={iconButton}
                    aria-label={`Analytics of "${p.title}"`}
                    title="Analytics"
                  >
                    <BarChart3 aria-hidden="true" className="h-4 w-4" />
                  </Link>
                )}
                {p.status === 'published' && allowed('site.admin') && (
                  <Link
                    to={`/admin/posts/${encodeURIComponent(p.id)}/deliveries`}
                    className={iconButton}
                    aria-label={`Fediverse deliveries of "${p.title}"`}
                    title="Fediverse deliveries"
                  >
                    <Rss aria-hidden="true" className="h-4 w-4" />
                  </Link>
                )}
                {mayChange(writer, p) && (
                  <>
                    <EditAction label={`Edit "${p.title}"`} to={`/admin/posts/edit/${encodeURIComponent(p.id)}`} />
                    <DeleteAction label={`Delete "${p.title}"`} onClick={() => del.ask(p)} />
                  </>
                )}
              </td>
            </tr>
          ))}
        </TableCard>
      </div>
      <DeleteDialog del={del} title="Delete Post" message={(item) => cannotBeUndone(item.title)} />
    </>
  );
}
