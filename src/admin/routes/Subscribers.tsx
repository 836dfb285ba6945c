import { useStore } from '@nanostores/react';
import { UserMinus } from 'lucide-react';
import { useEffect } from 'react';
import type { Subscriber } from '@/shared/types';
import { PageHeader } from '../components/PageHeader';
import { RefreshButton } from '../components/RefreshButton';
import { TableCard } from '../components/TableCard';
import { secondaryButton, tdClass } from '../components/ui';
import { formatDateTime } from '../lib/dates';
import { deleteSubscriber, loadSubscribers, subscribers as subscriberList } from '../stores/inbox';
import { useConfirmedDelete } from '../lib/use-confirmed-delete';
import { DeleteDialog } from '../components/DeleteDialog';

export function Subscribers() {
  const subscribers = useStore(subscriberList.$state);
  const del = useConfirmedDelete((item: Subscriber) => deleteSubscriber(item.id), {
    done: (s) => `Subscriber "${s.email}" deleted.`,
    failed: (_s, err) => (err as Error).message || 'Failed to remove the subscriber.',
  });

  useEffect(() => {
    void loadSubscribers();
  }, []);

  return (
    <>
      <PageHeader
        title="Newsletter Subscribers"
        description={
          subscribers.loaded
            ? `${subscribers.total.toLocaleString('en-US')} ${subscribers.total === 1 ? 'subscriber' : 'subscribers'}`
            : undefined
        }
        actions={
          subscribers.items.length > 0 && <RefreshButton loading={subscribers.loading} onClick={() => void loadSubscribers()} />
        }
      />
      <TableCard
        label="Newsletter Subscribers"
        loading={subscribers.loading}
        error={subscribers.error}
        isEmpty={subscribers.items.length === 0}
        emptyMessage="No subscribers found."
        onRetry={() => void loadSubscribers()}
        refreshable
        columns={[{ label: 'Email' }, { label: 'Subscribed On' }, { label: 'Actions', hidden: true, align: 'right' }]}
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
            <td className={`${tdClass} whitespace-nowrap`}>
              <time dateTime={s.subscribedAt}>{formatDateTime(s.subscribedAt)}</time>
            </td>
            <td className={`${tdClass} text-right`}>
              <button
                type="button"
                className={`${secondaryButton} !px-3 !py-1.5 text-xs`}
                aria-label={`Unsubscribe ${s.email}`}
                onClick={() => del.ask(s)}
              >
                <UserMinus aria-hidden="true" className="h-3.5 w-3.5" />
                Unsubscribe
              </button>
            </td>
          </tr>
        ))}
      </TableCard>
      <DeleteDialog
        del={del}
        title="Unsubscribe"
        confirmLabel="Unsubscribe"
        message={(item) => `Are you sure you want to unsubscribe "${item.email}"? They will no longer receive the newsletter.`}
      />
    </>
  );
}
