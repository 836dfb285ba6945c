import { useStore } from '@nanostores/react';
import { Plus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { ApiError } from '@/browser/api';
import type { Snippet } from '@/shared/types';
import { PageHeader } from '../components/PageHeader';
import { EmptyState, ErrorState, LoadingState } from '../components/States';
import { cardClass, primaryButton } from '../components/ui';
import { snippetPreview } from '../lib/snippets';
import { useConfirmedDelete } from '../lib/use-confirmed-delete';
import { $snippets, deleteSnippet, loadSnippets } from '../stores/snippets';
import { snippetIcon } from './snippets/icons';
import { SnippetModal } from './snippets/SnippetModal';
import { cannotBeUndone, DeleteDialog } from '../components/DeleteDialog';
import { DeleteAction, EditAction } from '../components/RowActions';

export function Snippets() {
  const { items: snippets, loading, loaded, error } = useStore($snippets);
  const [editing, setEditing] = useState<Snippet | null>(null);
  const [modalOpen, setModalOpen] = useState(false);
  const [openings, setOpenings] = useState(0);
  const del = useConfirmedDelete((s: Snippet) => deleteSnippet(s.id), {
    done: () => 'Snippet deleted successfully!',
    failed: (_, err) =>
      err instanceof ApiError && err.status > 0
        ? 'Failed to delete snippet. Please try again.'
        : 'An error occurred while deleting the snippet.',
  });

  useEffect(() => {
    void loadSnippets();
  }, []);

  const openModal = (snippet: Snippet | null) => {
    setEditing(snippet);
    setOpenings((n) => n + 1);
    setModalOpen(true);
  };

  return (
    <>
      <PageHeader
        title="Manage Snippets"
        description="Reusable content blocks for the post editor, shared by every admin."
        actions={
          <button type="button" className={primaryButton} onClick={() => openModal(null)}>
            <Plus aria-hidden="true" className="h-4 w-4" />
            New Snippet
          </button>
        }
      />
      {!loaded || (loading && snippets.length === 0) ? (
        <div className={cardClass}>
          <LoadingState label="Loading snippets..." />
        </div>
      ) : error && snippets.length === 0 ? (
        <div className={cardClass}>
          <ErrorState message={error} onRetry={() => void loadSnippets()} />
        </div>
      ) : snippets.length === 0 ? (
        <div className={cardClass}>
          <EmptyState message="No snippets yet">
            <button type="button" className={primaryButton} onClick={() => openModal(null)}>
              <Plus aria-hidden="true" className="h-4 w-4" />
              Create Snippet
            </button>
          </EmptyState>
        </div>
      ) : (
        <ul className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3" aria-label="Snippets">
          {snippets.map((s) => {
            const Icon = snippetIcon(s.icon);
            return (
              <li key={s.id} className={`${cardClass} flex flex-col p-5`}>
                <div className="flex items-start gap-3">
                  <span
                    aria-hidden="true"
                    className="flex h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-indigo-100 text-indigo-600 dark:bg-indigo-950 dark:text-indigo-300"
                  >
                    <Icon className="h-5 w-5" />
                  </span>
                  <div className="min-w-0 flex-1">
                    <h2 className="truncate font-semibold text-gray-900 dark:text-white">{s.name}</h2>
                    {s.description && <p className="mt-0.5 text-sm text-gray-500 dark:text-gray-400">{s.description}</p>}
                  </div>
                  <div className="flex shrink-0">
                    <EditAction label={`Edit snippet "${s.name}"`} onClick={() => openModal(s)} />
                    <DeleteAction label={`Delete snippet "${s.name}"`} onClick={() => del.ask(s)} />
                  </div>
                </div>
                <pre className="mt-4 flex-1 overflow-hidden whitespace-pre-wrap break-all rounded-lg bg-gray-50 p-3 font-mono text-xs text-gray-600 dark:bg-gray-950 dark:text-gray-400">
                  <span className="sr-only">HTML preview: </span>
                  {snippetPreview(s.content)}
                </pre>
              </li>
            );
          })}
        </ul>
      )}
      <SnippetModal key={openings} open={modalOpen} snippet={editing} onClose={() => setModalOpen(false)} />
      <DeleteDialog del={del} title="Delete Snippet" message={(item) => cannotBeUndone(item.name)} />
    </>
  );
}
