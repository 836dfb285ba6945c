import { useStore } from '@nanostores/react';
import { RotateCcw } from 'lucide-react';
import { useEffect, useState } from 'react';
import { errorMessage } from '@/browser/api';
import type { NewsletterSend } from '@/shared/types';
import { showToast } from '@/stores/toasts';
import { PageHeader } from '../components/PageHeader';
import { RefreshButton } from '../components/RefreshButton';
import { StatusBadge } from '../components/StatusBadge';
import { TableCard } from '../components/TableCard';
import { secondaryButton, tdClass } from '../components/ui';
import { formatDateTime } from '../lib/dates';
import { loadNewsletters, newsletters as sendList, retryNewsletter } from '../stores/newsletters';

const n = (v: number) => v.toLocaleString('en-US');

/** Each post emailed to subscribers: when, how far it got, and a retry for the recipients that failed. */
export function Newsletters() {
  const sends = useStore(sendList.$state);
  const [retrying, setRetrying] = useState<string | null>(null);

  useEffect(() => {
    void loadNewsletters();
  }, []);

  async function retry(s: NewsletterSend) {
    setRetrying(s.id);
    try {
      await retryNewsletter(s.id);
      showToast(`Retrying the newsletter "${s.postTitle}" for the recipients it did not reach.`, 'success');
    } catch (err) {
      showToast(errorMessage(err, 'Failed to retry the newsletter.'), 'error');
    } finally {
      setRetrying(null);
    }
  }

  return (
    <>
      <PageHeader
        title="Newsletters"
        description="Posts emailed to confirmed subscribers. Choose “Email this post” when you publish."
        actions={sends.items.length > 0 && <RefreshButton loading={sends.loading} onClick={() => void loadNewsletters()} />}
      />
      <TableCard
        label="Newsletters"
        loading={sends.loading}
        error={sends.error}
        isEmpty={sends.items.length === 0}
        emptyMessage="No newsletters sent yet."
        onRetry={() => void loadNewsletters()}
        refreshable
        columns={[
          { label: 'Post' },
          { label: 'Time' },
          { label: 'State' },
          { label: 'Recipients', align: 'right' },
          { label: 'Sent', align: 'right' },
          { label: 'Failed', align: 'right' },
          { label: 'Skipped', align: 'right' },
          { label: 'Actions', hidden: true, align: 'right' },
        ]}
        paging={{
          label: 'Newsletter list pages',
          state: sends,
          perPage: sendList.perPage,
          onPage: (offset) => void loadNewsletters(offset),
        }}
      >
        {sends.items.map((s) => (
          <tr key={s.id} className="hover:bg-gray-50 dark:hover:bg-gray-800/40">
            <td className={tdClass}>
              <a
                href={`/post/${encodeURIComponent(s.postId)}`}
                target="_blank"
                rel="noopener noreferrer"
                className="font-medium text-indigo-600 hover:underline dark:text-indigo-400"
              >
                {s.postTitle}
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
              {s.error && <span className="block text-xs text-red-700 dark:text-red-400">{s.error}</span>}
            </td>
            <td className={`${tdClass} whitespace-nowrap`}>
              <time dateTime={s.createdAt}>{formatDateTime(s.createdAt)}</time>
            </td>
            <td className={tdClass}>
              <StatusBadge status={s.state} />
            </td>
            <td className={`${tdClass} text-right tabular-nums`}>{n(s.recipients)}</td>
            <td className={`${tdClass} text-right tabular-nums`}>{n(s.sent)}</td>
            <td className={`${tdClass} text-right tabular-nums`}>
              {n(s.failed)}
              {s.bounced > 0 && <span className="block text-xs text-gray-500 dark:text-gray-400">{n(s.bounced)} bounced</span>}
            </td>
            <td className={`${tdClass} text-right tabular-nums`}>{n(s.skipped)}</td>
            <td className={`${tdClass} text-right`}>
              {(s.state === 'failed' || (s.state === 'sent' && s.retryable > 0)) && (
                <button
                  type="button"
                  className={`${secondaryButton} !px-3 !py-1.5 text-xs`}
                  aria-label={`Retry failed recipients of ${s.postTitle}`}
                  disabled={retrying === s.id}
                  onClick={() => void retry(s)}
                >
                  <RotateCcw aria-hidden="true" className="h-3.5 w-3.5" />
                  Retry
                </button>
              )}
            </td>
          </tr>
        ))}
      </TableCard>
    </>
  );
}
