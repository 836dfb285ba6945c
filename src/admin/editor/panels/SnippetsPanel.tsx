import { useStore } from '@nanostores/react';
import { useCurrentEditor } from '@tiptap/react';
import { Plus } from 'lucide-react';
import { useEffect } from 'react';
import { snippetIcon } from '../../routes/snippets/icons';
import { $snippets, loadSnippets } from '../../stores/snippets';

/** The left panel: the site's snippets, each inserted at the cursor with one click. */
export function SnippetsPanel() {
  const { editor } = useCurrentEditor();
  const snippets = useStore($snippets);
  useEffect(() => {
    void loadSnippets();
  }, []);

  return (
    <aside
      id="editor-snippets"
      aria-label="Snippets"
      className="hidden w-[320px] shrink-0 border-r border-gray-200 bg-white px-4 py-6 lg:block dark:border-gray-800 dark:bg-gray-900"
    >
      <h2 className="mb-4 text-sm font-semibold uppercase tracking-wide text-gray-500 dark:text-gray-400">Snippets</h2>
      {snippets.loading && snippets.items.length === 0 ? (
        <p className="text-sm text-gray-500 dark:text-gray-400">Loading snippets...</p>
      ) : snippets.items.length === 0 ? (
        <p className="text-sm text-gray-500 dark:text-gray-400">No snippets yet.</p>
      ) : (
        <ul className="space-y-2">
          {snippets.items.map((s) => {
            const Icon = snippetIcon(s.icon);
            return (
              <li key={s.id}>
                <button
                  type="button"
                  aria-describedby={s.description ? `snippet-description-${s.id}` : undefined}
                  disabled={!editor}
                  onClick={() => editor?.chain().focus().insertContent(s.content).run()}
                  className="group flex w-full items-start gap-3 rounded-lg border border-gray-200 p-3 text-left hover:border-indigo-300 hover:bg-indigo-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 dark:border-gray-700 dark:hover:border-indigo-700 dark:hover:bg-indigo-950"
                >
                  <Icon aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-indigo-600 dark:text-indigo-400" />
                  <span className="min-w-0 flex-1">
                    <span className="block text-sm font-medium text-gray-900 dark:text-gray-100">
                      <span className="sr-only">Insert snippet </span>
                      {s.name}
                    </span>
                    {s.description && (
                      <span
                        id={`snippet-description-${s.id}`}
                        aria-hidden="true"
                        className="block text-xs text-gray-500 dark:text-gray-400"
                      >
                        {s.description}
                      </span>
                    )}
                  </span>
                  <Plus aria-hidden="true" className="h-4 w-4 shrink-0 text-gray-400 group-hover:text-indigo-600" />
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </aside>
  );
}
