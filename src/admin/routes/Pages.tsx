import { useStore } from '@nanostores/react';
import { Lock, Trash2 } from 'lucide-react';
import { useEffect } from 'react';
import type { Page } from '@/shared/types';
import { PageHeader } from '../components/PageHeader';
import { TableCard } from '../components/TableCard';
import { iconButton, tdClass } from '../components/ui';
import { $pages, deletePage, loadPages } from '../stores/taxonomy';
import { useConfirmedDelete } from '../lib/use-confirmed-delete';
import { cannotBeUndone, DeleteDialog } from '../components/DeleteDialog';
import { EditAction } from '../components/RowActions';

export function Pages() {
  const pages = useStore($pages);
  const del = useConfirmedDelete((item: Page) => deletePage(item.id), {
    done: (p) => `Page "${p.title}" deleted.`,
    failed: (p, err) => (err as Error).message || `Failed to delete "${p.title}".`,
  });

  useEffect(() => {
    void loadPages();
  }, []);

  return (
    <>
      <PageHeader title="Manage Site Pages" description="Standing pages such as the privacy policy and the terms of service." />
      <TableCard
        label="Manage Site Pages"
        loading={pages.loading}
        error={pages.error}
        isEmpty={pages.items.length === 0}
        emptyMessage="No pages found."
        onRetry={() => void loadPages()}
        refreshable
        columns={[{ label: 'Title' }, { label: 'Slug' }, { label: 'Actions', hidden: true, align: 'right' }]}
      >
        {pages.items.map((p) => (
          <tr key={p.id} className="hover:bg-gray-50 dark:hover:bg-gray-800/40">
            <td className={`${tdClass} font-medium text-gray-900 dark:text-white`}>{p.title}</td>
            <td className={`${tdClass} font-mono text-xs`}>/{p.slug}</td>
            <td className={`${tdClass} whitespace-nowrap text-right`}>
              <EditAction label={`Edit "${p.title}"`} to={`/admin/pages/edit/${encodeURIComponent(p.id)}`} />
              <button
                type="button"
                className={`${iconButton} hover:!text-red-600`}
                aria-label={`Delete "${p.title}"`}
                title={p.isDeletable ? 'Delete' : 'This page cannot be deleted'}
                disabled={!p.isDeletable}
                onClick={() => del.ask(p)}
              >
                {p.isDeletable ? (
                  <Trash2 aria-hidden="true" className="h-4 w-4" />
                ) : (
                  <Lock aria-hidden="true" className="h-4 w-4" />
                )}
              </button>
            </td>
          </tr>
        ))}
      </TableCard>
      <DeleteDialog del={del} title="Delete Page" message={(item) => cannotBeUndone(item.title)} />
    </>
  );
}
