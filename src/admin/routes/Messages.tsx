import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import type { ContactMessage } from '@/shared/types';
import { PageHeader } from '../components/PageHeader';
import { RefreshButton } from '../components/RefreshButton';
import { TableCard } from '../components/TableCard';
import { tdClass } from '../components/ui';
import { formatDateTime } from '../lib/dates';
import { deleteMessage, loadMessages, messages as messageList } from '../stores/inbox';
import { useConfirmedDelete } from '../lib/use-confirmed-delete';
import { DeleteDialog } from '../components/DeleteDialog';
import { DeleteAction } from '../components/RowActions';

export function Messages() {
  const messages = useStore(messageList.$state);
  const del = useConfirmedDelete((item: ContactMessage) => deleteMessage(item.id), {
    done: (m) => `Message from "${m.name}" deleted.`,
    failed: (_m, err) => (err as Error).message || 'Failed to delete the message.',
  });

  useEffect(() => {
    void loadMessages();
  }, []);

  return (
    <>
      <PageHeader
        title="Contact Form Messages"
        description="What visitors sent through the contact form."
        actions={messages.items.length > 0 && <RefreshButton loading={messages.loading} onClick={() => void loadMessages()} />}
      />
      <TableCard
        label="Contact Form Messages"
        loading={messages.loading}
        error={messages.error}
        isEmpty={messages.items.length === 0}
        emptyMessage="No messages found."
        onRetry={() => void loadMessages()}
        refreshable
        columns={[
          { label: 'Author' },
          { label: 'Message' },
          { label: 'Submitted On' },
          { label: 'Actions', hidden: true, align: 'right' },
        ]}
        paging={{
          label: 'Message list pages',
          state: messages,
          perPage: messageList.perPage,
          onPage: (offset) => void loadMessages(offset),
        }}
      >
        {messages.items.map((m) => (
          <tr key={m.id} className="hover:bg-gray-50 dark:hover:bg-gray-800/40">
            <td className={`${tdClass} whitespace-nowrap`}>
              <a href={`mailto:${m.email}`} className="font-medium text-indigo-600 hover:underline dark:text-indigo-400">
                {m.name}
              </a>
              <span className="block text-xs text-gray-500 dark:text-gray-400">{m.email}</span>
            </td>
            <td className={`${tdClass} max-w-xl whitespace-pre-line break-words`}>{m.message}</td>
            <td className={`${tdClass} whitespace-nowrap`}>
              <time dateTime={m.timestamp}>{formatDateTime(m.timestamp)}</time>
            </td>
            <td className={`${tdClass} text-right`}>
              <DeleteAction label={`Delete message from ${m.name}`} onClick={() => del.ask(m)} />
            </td>
          </tr>
        ))}
      </TableCard>
      <DeleteDialog
        del={del}
        title="Delete Message"
        message={(item) => `Are you sure you want to delete the message from "${item.name}"? This action cannot be undone.`}
      />
    </>
  );
}
