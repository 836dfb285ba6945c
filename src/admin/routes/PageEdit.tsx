import type { Editor } from '@tiptap/core';
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type SubmitEvent } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ApiError } from '@/browser/api';
import type { Page } from '@/shared/types';
import { Field } from '../components/Field';
import { PageHeader } from '../components/PageHeader';
import { LoadingState } from '../components/States';
import { cardClass, inputClass, primaryButton, secondaryButton } from '../components/ui';
import { RichTextEditor } from '../editor/RichTextEditor';
import { RestoreBanner } from '../editor/saving/RestoreBanner';
import { SaveGuards } from '../editor/saving/SaveGuards';
import { useDocumentSafety } from '../editor/saving/use-document-safety';
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
  const [page, setPage] = useState<Page | null>(null);
  const [etag, setEtag] = useState<string | null>(null);
  const [version, setVersion] = useState(0);
  const [title, setTitle] = useState('');
  const [saving, setSaving] = useState(false);
  const [titleError, setTitleError] = useState('');
  const editor = useRef<Editor | null>(null);
  const titleRef = useRef(title);
  useLayoutEffect(() => {
    titleRef.current = title;
  });
  const snapshot = useCallback((): PageDraft => ({ title: titleRef.current, content: editor.current?.getHTML() ?? '' }), []);
  const safety = useDocumentSafety<PageDraft>({
    doc: page ? `page:${page.id}` : null,
    snapshot,
    etag,
    version: page ? version : null,
    matchesOpened: (kept) => kept.title === page?.title && kept.content === page.content,
  });
  const { draft, offer } = safety;

  const open = useCallback(async (pageId: string) => {
    const { page: p, etag: tag } = await loadPage(pageId);
    setPage(p);
    setEtag(tag);
    setTitle(p.title);
    setVersion((v) => v + 1);
    return p;
  }, []);

  useEffect(() => {
    if (!id) return;
    let live = true;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- another id in the URL opens another page: the form follows it
    open(id).catch(() => live && navigate('/admin/pages', { replace: true }));
    return () => {
      live = false;
    };
  }, [id, navigate, open]);

  async function save(overwrite = false) {
    if (!id) return showToast('Page ID is missing.', 'error');
    const name = title.trim();
    if (!name) {
      return setTitleError('Title is required.');
    }
    setSaving(true);
    try {
      await savePage(id, { title: name, content: snapshot().content }, overwrite ? null : etag);
      draft.settled();
      showToast(`Page "${name}" saved successfully!`, 'success');
      navigate('/admin/pages');
    } catch (err) {
      setSaving(false);
      if (err instanceof ApiError && err.code === 'EDIT_CONFLICT') return safety.setConflict(true);
      showToast(
        err instanceof ApiError && err.status > 0 ? 'Failed to update page.' : 'An error occurred while updating the page.',
        'error',
      );
    }
  }

  function submit(e: SubmitEvent) {
    e.preventDefault();
    void save();
  }

  if (!page) return <LoadingState label="Loading page..." />;
  return (
    <form onSubmit={submit} noValidate>
      <PageHeader title="Edit Page" description={`Editing "${page.title}"`} />
      <p role="status" className="-mt-4 mb-4 text-xs text-gray-500 dark:text-gray-400">
        {saveStateLabel(draft.state)}
      </p>
      {offer && (
        <div className="mb-4">
          <RestoreBanner
            savedAt={offer.savedAt}
            stale={safety.offerIsStale}
            onRestore={() =>
              safety.restore((kept) => {
                setTitle(kept.title);
                editor.current?.commands.setContent(kept.content, { emitUpdate: false });
              })
            }
            onDiscard={safety.discardOffer}
          />
        </div>
      )}
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[1fr_18rem]">
        <div className={`${cardClass} space-y-5 p-5`}>
          <Field id="page-title" label="Title" required>
            <input
              id="page-title"
              className={`${inputClass} text-lg font-semibold`}
              value={title}
              onChange={(e) => {
                setTitle(e.target.value);
                setTitleError('');
                draft.edited();
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
          <div className="space-y-1.5">
            <span aria-hidden="true" className="block text-sm font-medium text-gray-700 dark:text-gray-200">
              Content
            </span>
            <RichTextEditor
              key={`${page.id}:${version}`}
              label="Page content"
              initialContent={page.content}
              onEdit={draft.edited}
              onReady={(e) => (editor.current = e)}
            />
          </div>
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
      <SaveGuards safety={safety} what="page" reload={() => void open(page.id)} overwrite={() => void save(true)} />
    </form>
  );
}
