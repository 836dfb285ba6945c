import { useStore } from '@nanostores/react';
import { Send, UserMinus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { errorMessage } from '@/browser/api';
import { NEWSLETTER_WORDS } from '@/shared/messages';
import { SUBSCRIBER_STATUSES } from '@/shared/list-schemas';
import type { Subscriber } from '@/shared/types';
import { showToast } from '@/stores/toasts';
import type { SubscriberFilter } from '../api/inbox';
import { PageHeader } from '../components/PageHeader';
import { RefreshButton } from '../components/RefreshButton';
import { StatusBadge } from '../components/StatusBadge';
import { TableCard } from '../components/TableCard';
import { secondaryButton, tdClass } from '../components/ui';
import { formatDateTime } from '../lib/dates';
import {
  $subscriberCounts,
  $subscriberFilter,
  deleteSubscriber,
  filterSubscribers,
  loadSubscribers,
  resendConfirmation,
  subscribers as subscriberList,
} from '../stores/inbox';
import { useConfirmedDelete } from '../lib/use-confirmed-delete';
import { DeleteDialog } from '../components/DeleteDialog';

const FILTERS: { value: SubscriberFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  ...SUBSCRIBER_STATUSES.map((s) => ({ value: s, label: NEWSLETTER_WORDS.statusLabels[s] })),
];

export function Subscribers() {
  const subscribers = useStore(subscriberList.$state);
  const counts = useStore($subscriberCounts);
  const filter = useStore($subscriberFilter);
  const [resending, setResending] = useState<string | null>(null);
  const del = useConfirmedDelete((item: Subscriber) => deleteSubscriber(item.id), {
    done: (s) => `Subscriber "${s.email}" deleted.`,
    failed: (_s, err) => (err as Error).message || 'Failed to remove the subscriber.',
  });

  useEffect(() => {
    void loadSubscribers();
  }, []);

  async function resend(s: Subscriber) {
    setResending(s.id);
    try {
      await resendConfirmation(s.id);
      showToast(NEWSLETTER_WORDS.resent(s.email), 'success');
    } catch (err) {
      showToast(errorMessage(err, 'Failed to send the confirmation.'), 'error');
    } finally {
      setResending(null);
    }
  }

  const total = counts?.total ?? (subscribers.loaded && filter === 'all' ? subscribers.total : null);
  return (
    <>
      <PageHeader
        title="Newsletter Subscribers"
        description={
          total !== null
            ? `${total.toLocaleString('en-US')} ${total === 1 ? 'subscriber' : 'subscribers'}${
                counts
                  ? ` · ${counts.confirmed.toLocaleString('en-US')} confirmed, ${counts.pending.toLocaleString('en-US')} pending`
                  : ''
              }`
            : undefined
        }
        actions={
          subscribers.items.length > 0 && <RefreshButton loading={subscribers.loading} onClick={() => void loadSubscribers()} />
        }
      />
      <div
        role="tablist"
        aria-label="Filter subscribers by status"
        className="mb-4 inline-flex max-w-full flex-wrap rounded-lg bg-gray-100 p-1 dark:bg-gray-800"
      >
        {FILTERS.map((f) => {
          const count = counts ? (f.value === 'all' ? counts.total : counts[f.value]) : null;
          return (
            <button
              key={f.value}
              type="button"
              role="tab"
              id={`subscribers-tab-${f.value}`}
              aria-selected={filter === f.value}
              aria-controls="subscribers-panel"
              onClick={() => void filterSubscribers(f.value)}
              className={`rounded-md px-4 py-1.5 text-sm font-medium transition focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 ${filter === f.value ? 'bg-white text-gray-900 shadow-sm dark:bg-gray-950 dark:text-white' : 'text-gray-600 hover:text-gray-900 dark:text-gray-400 dark:hover:text-white'}`}
            >
              {f.label}
              {count !== null && (
                <span className="ml-1.5 text-xs text-gray-500 dark:text-gray-400">{count.toLocaleString('en-US')}</span>
              )}
            </button>
          );
        })}
      </div>
      <div id="subscribers-panel" role="tabpanel" aria-labelledby={`subscribers-tab-${filter}`}>
        <TableCard
          label="Newsletter Subscribers"
          loading={subscribers.loading}
          error={subscribers.error}
          isEmpty={subscribers.items.length === 0}
          emptyMessage="No subscribers found."
          onRetry={() => void loadSubscribers()}
          refreshable
          columns={[
            { label: 'Email' },
            { label: 'Status' },
            { label: 'Subscribed On' },
            { label: 'Actions', hidden: true, align: 'right' },
          ]}
          paging={{
            label: 'Subscriber list pages',
            state: subscribers,
            perPage: subscriberList.perPage,
            onPage: (offset) => void loadSubscribers(offset),
          }}
        >
          {subscribers.items.map((s) => (
            <tr key={s.id} className="hover:bg-gray-50 dark:hover:bg-gray-800/40">
              <td className={tdClass}>
                <a href={`mailto:${s.email}`} className="font-medium text-indigo-600 hover:underline dark:text-indigo-400">
                  {s.email}
                </a>
              </td>
              <td className={tdClass}>
                <StatusBadge status={s.status} />
              </td>
              <td className={`${tdClass} whitespace-nowrap`}>
                <time dateTime={s.subscribedAt}>{formatDateTime(s.subscribedAt)}</time>
              </td>
              <td className={`${tdClass} text-right`}>
                <div className="flex justify-end gap-2">
                  {s.status === 'pending' && (
                    <button
                      type="button"
                      className={`${secondaryButton} !px-3 !py-1.5 text-xs`}
                      aria-label={`Resend confirmation to ${s.email}`}
                      disabled={resending === s.id}
                      onClick={() => void resend(s)}
                    >
                      <Send aria-hidden="true" className="h-3.5 w-3.5" />
                      Resend confirmation
                    </button>
                  )}
                  <button
                    type="button"
                    className={`${secondaryButton} !px-3 !py-1.5 text-xs`}
                    aria-label={`Unsubscribe ${s.email}`}
                    onClick={() => del.ask(s)}
                  >
                    <UserMinus aria-hidden="true" className="h-3.5 w-3.5" />
                    Unsubscribe
                  </button>
                </div>
              </td>
            </tr>
          ))}
        </TableCard>
      </div>
      <DeleteDialog
        del={del}
        title="Unsubscribe"
        confirmLabel="Unsubscribe"
        message={(item) => `Are you sure you want to unsubscribe "${item.email}"? They will no longer receive the newsletter.`}
      />
    </>
  );
}
