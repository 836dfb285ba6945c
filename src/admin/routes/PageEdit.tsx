import { useEffect, useState, type SubmitEvent } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ApiError } from '@/lib/api';
import type { Page } from '@/shared/types';
import { Field } from '../components/Field';
import { PageHeader } from '../components/PageHeader';
import { LoadingState } from '../components/States';
import { cardClass, inputClass, primaryButton, secondaryButton } from '../components/ui';
import { RichTextEditor } from '../editor/RichTextEditor';
import { loadPage, savePage } from '../stores/taxonomy';
import { showToast } from '../stores/toasts';

export function PageEdit() {
  const { id } = useParams();
  const navigate = useNavigate();
  const [page, setPage] = useState<Page | null>(null);
  const [title, setTitle] = useState('');
  const [content, setContent] = useState('');
  const [saving, setSaving] = useState(false);
  const [titleError, setTitleError] = useState('');

  useEffect(() => {
    if (!id) return;
    let live = true;
    loadPage(id)
      .then((p) => {
        if (!live) return;
        setPage(p);
        setTitle(p.title);
        setContent(p.content);
      })
      .catch(() => live && navigate('/admin/pages', { replace: true }));
    return () => {
      live = false;
    };
  }, [id, navigate]);

  async function submit(e: SubmitEvent) {
    e.preventDefault();
    if (!id) return showToast('Page ID is missing.', 'error');
    const name = title.trim();
    if (!name) {
      return setTitleError('Title is required.');
    }
    setSaving(true);
    try {
      await savePage(id, { title: name, content });
      showToast(`Page "${name}" saved successfully!`);
      navigate('/admin/pages');
    } catch (err) {
      showToast(err instanceof ApiError && err.status > 0 ? 'Failed to update page.' : 'An error occurred while updating the page.', 'error');
      setSaving(false);
    }
  }

  if (!page) return <LoadingState label="Loading page..." />;
  return (
    <form onSubmit={submit} noValidate>
      <PageHeader title="Edit Page" description={`Editing "${page.title}"`} />
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
              }}
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
            <RichTextEditor key={page.id} label="Page content" initialContent={page.content} onChange={setContent} />
          </div>
        </div>
        <aside className="space-y-6" aria-label="Page settings">
          <section aria-labelledby="publish-panel" className={`${cardClass} p-5`}>
            <h2 id="publish-panel" className="text-sm font-semibold text-gray-900 dark:text-white">
              Publish
            </h2>
            <p className="mt-2 text-sm text-gray-500 dark:text-gray-400">Changes go live on the public site after the next rebuild.</p>
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
                <input id="page-slug" className={`${inputClass} font-mono`} value={`/${page.slug}`} readOnly aria-describedby="page-slug-hint" />
              </Field>
            </div>
          </section>
        </aside>
      </div>
    </form>
  );
}
