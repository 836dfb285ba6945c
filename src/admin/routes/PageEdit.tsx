import { EditorContext } from '@tiptap/react';
import { useState, type SubmitEvent } from 'react';
import { useNavigate, useParams } from 'react-router';
import type { Page } from '@/shared/types';
import { Field } from '../components/Field';
import { PageHeader } from '../components/PageHeader';
import { LoadingState } from '../components/States';
import { cardClass, inputClass, primaryButton, secondaryButton } from '../components/ui';
import { ContentField } from '../editor/ContentField';
import { RestoreOffer } from '../editor/saving/RestoreOffer';
import { SaveGuards } from '../editor/saving/SaveGuards';
import { useDocumentEditor } from '../editor/saving/use-document-editor';
import { saveStateLabel } from '../editor/saving/use-local-draft';
import { loadPage, savePage } from '../stores/taxonomy';
import { showToast } from '@/stores/toasts';

interface PageDraft {
  title: string;
  content: string;
}

/** Edit Page: the post editor's rich-text editor, with the same local safety copy and conflict check. */
export function PageEdit() {
  const { id } = useParams();
  const navigate = useNavigate();
  const [saving, setSaving] = useState(false);
  const [titleError, setTitleError] = useState('');
  const {
    opened,
    fields,
    set,
    setEditor,
    shared,
    safety,
    restoreOffer,
    save: saveDocument,
    reload,
  } = useDocumentEditor<PageDraft, Page | null>({
    doc: `page:${id}`,
    id: id ?? null,
    load: async (pageId) => {
      const { page, etag } = await loadPage(pageId);
      return { fields: { title: page.title, content: page.content }, etag, about: page };
    },
    blank: () => ({ fields: { title: '', content: '' }, about: null }),
    onMissing: () => navigate('/admin/pages', { replace: true }),
  });
  const { draft } = safety;
  const page = opened?.about ?? null;

  async function save(overwrite = false) {
    if (!id) return showToast('Page ID is missing.', 'error');
    const name = fields?.title.trim() ?? '';
    if (!name) {
      return setTitleError('Title is required.');
    }
    setSaving(true);
    const saved = await saveDocument(
      {
        write: async (current, etag) => ({
          content: (await savePage(id, { title: name, content: current.content }, etag)).content,
          etag: null,
        }),
        saved: () => `Page "${name}" saved successfully!`,
        failed: () => 'Failed to update page.',
        unreachable: 'An error occurred while updating the page.',
      },
      overwrite,
    );
    if (saved) navigate('/admin/pages');
    else setSaving(false);
  }

  function submit(e: SubmitEvent) {
    e.preventDefault();
    void save();
  }

  if (!page || !opened || !fields) return <LoadingState label="Loading page..." />;
  return (
    <EditorContext.Provider value={shared}>
      <form onSubmit={submit} noValidate>
        <PageHeader title="Edit Page" description={`Editing "${page.title}"`} />
        <p role="status" className="-mt-4 mb-4 text-xs text-gray-500 dark:text-gray-400">
          {saveStateLabel(draft.state)}
        </p>
        <RestoreOffer safety={safety} onRestore={restoreOffer} className="mb-4" />
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-[1fr_18rem]">
          <div className={`${cardClass} space-y-5 p-5`}>
            <Field id="page-title" label="Title" required>
              <input
                id="page-title"
                className={`${inputClass} text-lg font-semibold`}
                value={fields.title}
                onChange={(e) => {
                  set('title', e.target.value);
                  setTitleError('');
                }}
                onKeyDown={(e) => e.key === 'Enter' && e.preventDefault()}
                aria-invalid={titleError ? true : undefined}
                aria-describedby={titleError ? 'page-title-error' : undefined}
                maxLength={200}
              />
            </Field>
            {titleError && (
              <p id="page-title-error" role="alert" className="-mt-3 text-sm text-red-600 dark:text-red-400">
                {titleError}
              </p>
            )}
            <ContentField
              key={opened.key}
              label="Page content"
              initialContent={opened.fields.content}
              onEdit={draft.edited}
              onReady={setEditor}
            />
          </div>
          <aside className="space-y-6" aria-label="Page settings">
            <section aria-labelledby="publish-panel" className={`${cardClass} p-5`}>
              <h2 id="publish-panel" className="text-sm font-semibold text-gray-900 dark:text-white">
                Publish
              </h2>
              <p className="mt-2 text-sm text-gray-500 dark:text-gray-400">
                Changes go live on the public site after the next rebuild.
              </p>
              <div className="mt-4 flex gap-3">
                <button type="button" className={`${secondaryButton} flex-1`} onClick={() => void navigate('/admin/pages')}>
                  Cancel
                </button>
                <button type="submit" className={`${primaryButton} flex-1`} disabled={saving}>
                  {saving ? 'Saving...' : 'Save Changes'}
                </button>
              </div>
            </section>
            <section aria-labelledby="attributes-panel" className={`${cardClass} p-5`}>
              <h2 id="attributes-panel" className="text-sm font-semibold text-gray-900 dark:text-white">
                Page Attributes
              </h2>
              <div className="mt-3">
                <Field id="page-slug" label="Slug" hint="The slug cannot be changed.">
                  <input
                    id="page-slug"
                    className={`${inputClass} font-mono`}
                    value={`/${page.slug}`}
                    readOnly
                    aria-describedby="page-slug-hint"
                  />
                </Field>
              </div>
            </section>
          </aside>
        </div>
        <SaveGuards safety={safety} what="page" reload={reload} overwrite={() => void save(true)} />
      </form>
    </EditorContext.Provider>
  );
}
