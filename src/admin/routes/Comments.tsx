import { useStore } from '@nanostores/react';
import { Check, ShieldAlert } from 'lucide-react';
import { useEffect } from 'react';
import type { CommentStatus } from '@/shared/types';
import type { AdminComment, CommentFilter } from '../api/inbox';
import { Avatar } from '../components/Avatar';
import { PageHeader } from '../components/PageHeader';
import { RefreshButton } from '../components/RefreshButton';
import { StatusBadge } from '../components/StatusBadge';
import { TableCard } from '../components/TableCard';
import { tdClass } from '../components/ui';
import { formatDateTime } from '../lib/dates';
import {
  $commentFilter,
  comments as commentList,
  deleteComment,
  filterComments,
  loadComments,
  moderateComment,
} from '../stores/inbox';
import { useConfirmedDelete } from '../lib/use-confirmed-delete';
import { showToast } from '@/stores/toasts';
import { PostLink } from '../components/PostLink';
import { DeleteDialog } from '../components/DeleteDialog';
import { DeleteAction } from '../components/RowActions';
import { FilterTabs, type FilterTab } from '../components/FilterTabs';

const smallButton =
  'inline-flex items-center gap-1 rounded-md px-2 py-1 text-xs font-medium focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500';

const FILTERS: FilterTab<CommentFilter>[] = [
  { value: 'all', label: 'All' },
  { value: 'pending', label: 'Pending' },
  { value: 'approved', label: 'Approved' },
  { value: 'spam', label: 'Spam' },
];

export function Comments() {
  const comments = useStore(commentList.$state);
  const filter = useStore($commentFilter);
  const del = useConfirmedDelete((item: AdminComment) => deleteComment(item.id), {
    done: () => 'Comment deleted.',
    failed: (_c, err) => (err as Error).message || 'Failed to delete the comment.',
  });

  useEffect(() => {
    void loadComments();
  }, []);

  async function moderate(c: AdminComment, status: CommentStatus) {
    try {
      await moderateComment(c.id, status);
      showToast(`Comment marked as ${status}`, 'success');
    } catch (err) {
      showToast((err as Error).message || 'Failed to update the comment.', 'error');
    }
  }

  return (
    <>
      <PageHeader
        title="Manage Comments"
        description="Approve, flag or remove what readers wrote."
        actions={comments.items.length > 0 && <RefreshButton loading={comments.loading} onClick={() => void loadComments()} />}
      />
      <FilterTabs
        label="Filter comments by status"
        panelId="comments-panel"
        tabs={FILTERS}
        value={filter}
        onChange={(f) => void filterComments(f)}
      />
      <div id="comments-panel" role="tabpanel" aria-labelledby={`comments-panel-tab-${filter}`}>
        <TableCard
          label="Comments"
          loading={comments.loading}
          error={comments.error}
          isEmpty={comments.items.length === 0}
          emptyMessage={filter === 'all' ? 'No comments found.' : `No ${filter} comments found.`}
          onRetry={() => void loadComments()}
          refreshable
          columns={[
            { label: 'Author' },
            { label: 'Comment' },
            { label: 'In Response To' },
            { label: 'Status' },
            { label: 'Submitted On' },
            { label: 'Actions', align: 'right' },
          ]}
          paging={{
            label: 'Comment list pages',
            state: comments,
            perPage: commentList.perPage,
            onPage: (offset) => void loadComments(offset),
          }}
        >
          {comments.items.map((c) => (
            <tr key={c.id} className="hover:bg-gray-50 dark:hover:bg-gray-800/40">
              <td className={tdClass}>
                <div className="flex items-center gap-3">
                  <Avatar name={c.authorName} url={c.authorAvatarUrl} size="sm" />
                  <span className="font-medium text-gray-900 dark:text-white">{c.authorName}</span>
                  {c.fediverse && (
                    <span className="text-xs text-gray-600 dark:text-gray-400">{c.fediverse.account} · via the fediverse</span>
                  )}
                </div>
              </td>
              <td className={`${tdClass} max-w-sm whitespace-pre-line break-words`}>{c.text}</td>
              <td className={tdClass}>
                <PostLink comment={c} />
              </td>
              <td className={tdClass}>
                <StatusBadge status={c.status} />
              </td>
              <td className={`${tdClass} whitespace-nowrap`}>
                <time dateTime={c.timestamp}>{formatDateTime(c.timestamp)}</time>
              </td>
              <td className={`${tdClass} whitespace-nowrap text-right`}>
                <div className="flex items-center justify-end gap-1">
                  {c.status !== 'approved' && (
                    <button
                      type="button"
                      className={`${smallButton} text-emerald-700 hover:bg-emerald-50 dark:text-emerald-400 dark:hover:bg-emerald-950`}
                      aria-label={`Approve comment by ${c.authorName}`}
                      onClick={() => void moderate(c, 'approved')}
                    >
                      <Check aria-hidden="true" className="h-3.5 w-3.5" />
                      Approve
                    </button>
                  )}
                  {c.status !== 'spam' && (
                    <button
                      type="button"
                      className={`${smallButton} text-amber-700 hover:bg-amber-50 dark:text-amber-400 dark:hover:bg-amber-950`}
                      aria-label={`Mark comment by ${c.authorName} as spam`}
                      onClick={() => void moderate(c, 'spam')}
                    >
                      <ShieldAlert aria-hidden="true" className="h-3.5 w-3.5" />
                      Spam
                    </button>
                  )}
                  <DeleteAction label={`Delete comment by ${c.authorName}`} onClick={() => del.ask(c)} />
                </div>
              </td>
            </tr>
          ))}
        </TableCard>
      </div>
      <DeleteDialog
        del={del}
        title="Delete Comment"
        message={(item) => `Are you sure you want to delete this comment by ${item.authorName}? This action cannot be undone.`}
      />
    </>
  );
}
