import type { Editor } from '@tiptap/core';
import { useStore } from '@nanostores/react';
import { ArrowLeft, Eye, History, LayoutPanelLeft, PanelRight } from 'lucide-react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ApiError } from '@/browser/api';
import { readingTime } from '@/lib/text';
import type { PostStatus, Revision } from '@/shared/types';
import { Field } from '../components/Field';
import { LoadingState } from '../components/States';
import { inputClass, primaryButton, secondaryButton } from '../components/ui';
import { loadPost, savePost } from '../stores/posts';
import { $settings } from '../stores/settings';
import { $authors, $categories, $tags, loadAuthors, loadCategories, loadTags } from '../stores/taxonomy';
import { showToast } from '@/stores/toasts';
import { LivePreview } from './panels/LivePreview';
import { RevisionHistory } from './panels/RevisionHistory';
import { SnippetsPanel } from './panels/SnippetsPanel';
import { EMPTY_POST_FORM, formFromPost, formProblem, postPayload, type PostForm } from './post-form';
import { PostSettingsPanel } from './PostSettingsPanel';
import { RichTextEditor } from './RichTextEditor';
import { ConflictDialog } from './saving/ConflictDialog';
import { LeaveGuard } from './saving/LeaveGuard';
import { RestoreBanner } from './saving/RestoreBanner';
import { saveStateLabel, useLocalDraft } from './saving/use-local-draft';
import type { DraftBackup } from './saving/draft-backup';

const SAVE_DELAY_MS = 500;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Loaded {
  /** Bumped whenever the document is replaced, to give the rich-text editor fresh content. */
  key: string;
  etag: string | null;
  publishedBefore: boolean;
  history: Revision[];
}

const headerButton =
  'inline-flex items-center gap-1.5 rounded-md px-2.5 py-2 text-sm font-medium text-gray-600 hover:bg-gray-100 hover:text-gray-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 dark:text-gray-300 dark:hover:bg-gray-800 dark:hover:text-white';

/** Full-screen editor for a new post, or for the post named by the route's id. */
export function PostEditor() {
  const { id } = useParams();
  const navigate = useNavigate();
  const authors = useStore($authors);
  const categories = useStore($categories);
  const tags = useStore($tags);
  const settings = useStore($settings);
  const [form, setForm] = useState<PostForm>(EMPTY_POST_FORM);
  const [loaded, setLoaded] = useState<Loaded | null>(id ? null : { key: 'new', etag: null, publishedBefore: false, history: [] });
  const [statusChosen, setStatusChosen] = useState(false);
  const [saving, setSaving] = useState<PostStatus | null>(null);
  const [settingsOpen, setSettingsOpen] = useState(true);
  const [snippetsOpen, setSnippetsOpen] = useState(false);
  const [previewOpen, setPreviewOpen] = useState(false);
  const [historyOpen, setHistoryOpen] = useState(false);
  const [conflict, setConflict] = useState(false);
  const [offer, setOffer] = useState<DraftBackup<PostForm> | null>(null);
  const editor = useRef<Editor | null>(null);
  const formRef = useRef(form);
  formRef.current = form;

  const doc = id ? `post:${id}` : 'post:new';
  /** The form with the editor's current HTML (the form's copy trails typing by a moment). */
  const snapshot = useCallback((): PostForm => ({ ...formRef.current, content: editor.current?.getHTML() ?? formRef.current.content }), []);
  const draft = useLocalDraft<PostForm>(loaded ? doc : null, snapshot, loaded?.etag ?? null);

  useEffect(() => {
    void loadAuthors();
    void loadCategories();
    void loadTags();
  }, []);

  const open = useCallback(
    async (postId: string) => {
      const { post, etag } = await loadPost(postId);
      setForm(formFromPost(post));
      setStatusChosen(false);
      setLoaded({ key: `${post.id}:${etag ?? Date.now()}`, etag, publishedBefore: post.status === 'published', history: post.history ?? [] });
      return etag;
    },
    [],
  );

  useEffect(() => {
    let live = true;
    if (!id) {
      setForm(EMPTY_POST_FORM);
      setLoaded({ key: 'new', etag: null, publishedBefore: false, history: [] });
    } else {
      setLoaded(null);
      open(id).catch(() => live && navigate('/admin/posts', { replace: true }));
    }
    return () => {
      live = false;
    };
  }, [id, navigate, open]);

  // Work kept in this browser from an earlier visit is offered back once the document is open.
  useEffect(() => {
    if (!loaded) return;
    const kept = draft.backup();
    if (kept && JSON.stringify(kept.data) !== JSON.stringify(formRef.current)) setOffer(kept);
    else if (kept) draft.discard();
    // Checked once per opened document.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loaded?.key]);

  const siteTitle = settings?.title ?? 'Admin';
  useEffect(() => {
    const previous = document.title;
    return () => {
      document.title = $settings.get()?.title || previous;
    };
  }, []);
  useEffect(() => {
    document.title = id ? `Editing: ${form.title.trim() || 'Untitled Post'} - ${siteTitle}` : `New Post - ${siteTitle}`;
  }, [id, form.title, siteTitle]);

  const minutes = useMemo(() => readingTime(form.content), [form.content]);
  const set = <K extends keyof PostForm>(field: K, value: PostForm[K]) => {
    setForm((f) => ({ ...f, [field]: value }));
    if (field === 'status') setStatusChosen(true);
    draft.edited();
  };

  function restoreOffer() {
    if (!offer) return;
    // A backup kept before the meta fields existed lacks them.
    setForm({ ...EMPTY_POST_FORM, ...offer.data });
    editor.current?.commands.setContent(offer.data.content, { emitUpdate: false });
    setOffer(null);
    draft.edited();
  }

  function focusField(field: 'title' | 'author' | 'category' | 'excerpt') {
    if (field === 'author' || field === 'category') setSettingsOpen(true);
    setTimeout(() => document.getElementById(`post-${field}`)?.focus(), 0);
  }

  /** Save Draft always saves a draft; the primary button saves the status chosen in the Status select, else publishes. */
  async function save(kind: 'draft' | 'primary', overwrite = false) {
    const current = snapshot();
    const status: PostStatus = kind === 'draft' ? 'draft' : statusChosen ? current.status : 'published';
    const problem = formProblem(current);
    if (problem) {
      showToast(problem.message, 'error');
      return focusField(problem.field);
    }
    setSaving(status);
    await wait(SAVE_DELAY_MS);
    try {
      await savePost(id ?? null, postPayload(current, status), overwrite ? null : loaded?.etag);
      draft.settled();
      showToast(status === 'published' ? 'Post published successfully!' : 'Post saved successfully!', 'success');
      navigate('/admin/posts');
    } catch (err) {
      setSaving(null);
      if (err instanceof ApiError && err.code === 'EDIT_CONFLICT') return setConflict(true);
      if (err instanceof ApiError && err.status > 0) {
        const failed = status === 'published' ? 'Failed to publish post.' : 'Failed to save post.';
        return showToast(err.message && err.message !== 'Request failed' ? `${failed} ${err.message}` : failed, 'error');
      }
      showToast('An error occurred while saving the post.', 'error');
    }
  }
  const lastKind = useRef<'draft' | 'primary'>('primary');

  if (!loaded) return <LoadingState label="Loading post..." />;
  const busy = saving !== null;
  const author = authors.items.find((a) => a.id === form.authorId);
  const category = categories.items.find((c) => c.id === form.categoryId);

  return (
    <div className="flex min-h-screen flex-col bg-gray-50 text-gray-900 dark:bg-gray-950 dark:text-gray-100">
      <header className="sticky top-0 z-20 flex h-16 items-center justify-between gap-2 border-b border-gray-200 bg-white px-3 dark:border-gray-800 dark:bg-gray-900">
        <div className="flex min-w-0 items-center gap-2">
          <Link
            to="/admin/posts"
            className="rounded-md p-2 text-gray-500 hover:bg-gray-100 hover:text-gray-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 dark:hover:bg-gray-800 dark:hover:text-white"
            aria-label="Back to posts"
          >
            <ArrowLeft aria-hidden="true" className="h-5 w-5" />
          </Link>
          <h1 className="truncate text-base font-semibold">{id ? 'Edit Post' : 'New Post'}</h1>
          <p role="status" className="hidden truncate text-xs text-gray-500 sm:block dark:text-gray-400">
            {saveStateLabel(draft.state)}
          </p>
        </div>
        <div className="flex items-center gap-1">
          <button type="button" className={`${headerButton} hidden lg:inline-flex`} aria-pressed={snippetsOpen} aria-controls={snippetsOpen ? 'editor-snippets' : undefined} onClick={() => setSnippetsOpen((v) => !v)}>
            <LayoutPanelLeft aria-hidden="true" className="h-4 w-4" />
            <span className="hidden xl:inline">Snippets</span>
            <span className="sr-only xl:hidden">Snippets</span>
          </button>
          <button type="button" className={headerButton} onClick={() => setHistoryOpen(true)} aria-haspopup="dialog">
            <History aria-hidden="true" className="h-4 w-4" />
            <span className="sr-only">Revision history</span>
          </button>
          <button type="button" className={headerButton} onClick={() => setPreviewOpen(true)} aria-haspopup="dialog">
            <Eye aria-hidden="true" className="h-4 w-4" />
            <span className="hidden xl:inline">Live Preview</span>
            <span className="sr-only xl:hidden">Live Preview</span>
          </button>
          <button type="button" className={headerButton} aria-pressed={settingsOpen} aria-controls={settingsOpen ? 'post-settings' : undefined} onClick={() => setSettingsOpen((v) => !v)}>
            <PanelRight aria-hidden="true" className="h-4 w-4" />
            <span className="hidden xl:inline">Settings</span>
            <span className="sr-only xl:hidden">Settings</span>
          </button>
          <button
            type="button"
            className={secondaryButton}
            disabled={busy}
            onClick={() => {
              lastKind.current = 'draft';
              void save('draft');
            }}
          >
            {saving === 'draft' ? 'Saving...' : 'Save Draft'}
          </button>
          <button
            type="button"
            className={primaryButton}
            disabled={busy}
            onClick={() => {
              lastKind.current = 'primary';
              void save('primary');
            }}
          >
            {saving === 'published' ? 'Publishing...' : loaded.publishedBefore ? 'Update' : 'Publish'}
          </button>
        </div>
      </header>
      <div className="flex flex-1 flex-col lg:flex-row">
        {snippetsOpen && <SnippetsPanel editor={editor.current} />}
        <main className="admin-page-enter mx-auto w-full max-w-4xl min-w-0 flex-1 space-y-5 px-4 py-8 sm:px-8">
          {offer && <RestoreBanner savedAt={offer.savedAt} stale={offer.baseEtag !== loaded.etag} onRestore={restoreOffer} onDiscard={() => (setOffer(null), draft.discard())} />}
          <Field id="post-title" label="Title" required>
            <input
              id="post-title"
              className={`${inputClass} !py-3 !text-2xl font-bold`}
              value={form.title}
              onChange={(e) => set('title', e.target.value)}
              placeholder="Post title"
              maxLength={200}
              aria-required="true"
            />
          </Field>
          <Field id="post-excerpt" label="Excerpt" required>
            <textarea
              id="post-excerpt"
              className={`${inputClass} min-h-20`}
              value={form.excerpt}
              onChange={(e) => set('excerpt', e.target.value)}
              aria-required="true"
              maxLength={1000}
              placeholder="A short summary shown in post lists"
            />
          </Field>
          <div className="space-y-1.5">
            <span aria-hidden="true" className="block text-sm font-medium text-gray-700 dark:text-gray-200">
              Content
            </span>
            <RichTextEditor
              key={loaded.key}
              label="Post content"
              initialContent={form.content}
              onEdit={draft.edited}
              onChange={(html) => setForm((f) => ({ ...f, content: html }))}
              onReady={(e) => (editor.current = e)}
              placeholder="Start writing your post here..."
            />
          </div>
        </main>
        {settingsOpen && (
          <aside
            id="post-settings"
            aria-label="Post settings"
            className="w-full shrink-0 border-t border-gray-200 bg-white px-5 py-6 lg:w-[350px] lg:border-l lg:border-t-0 dark:border-gray-800 dark:bg-gray-900"
          >
            <h2 className="mb-5 text-sm font-semibold uppercase tracking-wide text-gray-500 dark:text-gray-400">Post Settings</h2>
            <PostSettingsPanel form={form} set={set} authors={authors.items} categories={categories.items} tags={tags.items} readingTime={minutes} editor={() => editor.current} />
          </aside>
        )}
      </div>
      <LivePreview open={previewOpen} onClose={() => setPreviewOpen(false)} form={previewOpen ? snapshot() : form} author={author} category={category} readingTime={minutes} />
      <RevisionHistory
        open={historyOpen}
        onClose={() => setHistoryOpen(false)}
        revisions={loaded.history}
        onRestore={(r) => {
          editor.current?.commands.setContent(r.content, { emitUpdate: true });
          showToast('Content restored from revision', 'info');
        }}
      />
      <ConflictDialog
        open={conflict}
        what="post"
        onCancel={() => setConflict(false)}
        onReload={() => {
          setConflict(false);
          draft.settled();
          if (id) void open(id);
        }}
        onOverwrite={() => {
          setConflict(false);
          void save(lastKind.current, true);
        }}
      />
      <LeaveGuard when={draft.isDirty} />
    </div>
  );
}
