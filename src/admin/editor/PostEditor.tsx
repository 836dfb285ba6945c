import type { Editor } from '@tiptap/core';
import { EditorContext } from '@tiptap/react';
import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ApiError } from '@/browser/api';
import { readingTime } from '@/lib/text';
import type { PostStatus, Revision } from '@/shared/types';
import { Field } from '../components/Field';
import { LoadingState } from '../components/States';
import { inputClass } from '../components/ui';
import { loadPost, savePost } from '../stores/posts';
import { $settings } from '../stores/settings';
import { formatInZone } from '../lib/zoned-time';
import { $authors, $categories, $tags, loadAuthors, loadCategories, loadTags } from '../stores/taxonomy';
import { showToast } from '@/stores/toasts';
import { LivePreview } from './panels/LivePreview';
import { RevisionHistory } from './panels/RevisionHistory';
import { SnippetsPanel } from './panels/SnippetsPanel';
import { EMPTY_POST_FORM, formFromPost, formProblem, postPayload, type PostForm } from './post-form';
import { PostSettingsPanel } from './PostSettingsPanel';
import { RichTextEditor } from './RichTextEditor';
import { EditorHeader } from './EditorHeader';
import { RestoreBanner } from './saving/RestoreBanner';
import { SaveGuards } from './saving/SaveGuards';
import { useDocumentSafety } from './saving/use-document-safety';
import { saveStateLabel } from './saving/use-local-draft';
import { useCan } from '../lib/use-can';
import { $auth } from '@/stores/auth';

const SAVE_DELAY_MS = 500;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Loaded {
  /** Bumped whenever the document is replaced, to give the rich-text editor fresh content. */
  key: string;
  etag: string | null;
  publishedBefore: boolean;
  history: Revision[];
}

/** Full-screen editor for a new post, or for the post named by the route's id. */
const FAILED: Record<PostStatus, string> = {
  published: 'Failed to publish post.',
  scheduled: 'Failed to schedule post.',
  draft: 'Failed to save post.',
};

function savedMessage(status: PostStatus, publishAt: string, zone: string): string {
  if (status === 'published') return 'Post published successfully!';
  if (status === 'scheduled') return `Post scheduled for ${formatInZone(publishAt, zone)}.`;
  return 'Post saved successfully!';
}

export function PostEditor() {
  const { id } = useParams();
  const navigate = useNavigate();
  const authors = useStore($authors);
  const categories = useStore($categories);
  const tags = useStore($tags);
  const settings = useStore($settings);
  const allowed = useCan();
  const mayPublish = allowed('posts.publish');
  const me = useStore($auth).user;
  const ownProfile = allowed('posts.others') ? null : (me?.authorId ?? null);
  const [form, setForm] = useState<PostForm>(EMPTY_POST_FORM);
  const [loaded, setLoaded] = useState<Loaded | null>(
    id ? null : { key: 'new', etag: null, publishedBefore: false, history: [] },
  );
  const [statusChosen, setStatusChosen] = useState(false);
  const [saving, setSaving] = useState<PostStatus | null>(null);
  const [settingsOpen, setSettingsOpen] = useState(true);
  const [snippetsOpen, setSnippetsOpen] = useState(false);
  /** What Live Preview shows: the form as it was when the preview opened. */
  const [preview, setPreview] = useState<PostForm | null>(null);
  const [historyOpen, setHistoryOpen] = useState(false);
  /** The one holder of the post's body; the panels reach it through TipTap's EditorContext. */
  const [editor, setEditor] = useState<Editor | null>(null);
  const shared = useMemo(() => ({ editor }), [editor]);
  const formRef = useRef(form);
  useLayoutEffect(() => {
    formRef.current = form;
  });

  const doc = id ? `post:${id}` : 'post:new';
  /** The post as the author sees it now: the fields, and the body read from the editor (the form's `content` is the body as opened). */
  const snapshot = useCallback(
    (): PostForm => ({ ...formRef.current, content: editor?.getHTML() ?? formRef.current.content }),
    [editor],
  );
  const safety = useDocumentSafety<PostForm>({
    doc: loaded ? doc : null,
    snapshot,
    etag: loaded?.etag ?? null,
    version: loaded?.key ?? null,
    matchesOpened: (kept) => JSON.stringify(kept) === JSON.stringify(formRef.current),
  });
  const { draft } = safety;

  useEffect(() => {
    void loadAuthors();
    void loadCategories();
    void loadTags();
  }, []);

  const open = useCallback(async (postId: string) => {
    const { post, etag } = await loadPost(postId);
    setForm(formFromPost(post));
    // A scheduled post stays scheduled on save unless the author picks another status.
    setStatusChosen(post.status === 'scheduled');
    setLoaded({
      key: `${post.id}:${etag ?? Date.now()}`,
      etag,
      publishedBefore: post.status === 'published',
      history: post.history ?? [],
    });
    return etag;
  }, []);

  useEffect(() => {
    let live = true;
    if (!id) {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- another id in the URL opens another document: the form follows it
      setForm({ ...EMPTY_POST_FORM, authorId: ownProfile ?? '' });
      setLoaded({ key: 'new', etag: null, publishedBefore: false, history: [] });
    } else {
      setLoaded(null);
      open(id).catch(() => live && navigate('/admin/posts', { replace: true }));
    }
    return () => {
      live = false;
    };
  }, [id, navigate, open, ownProfile]);

  const siteTitle = settings?.title ?? 'Admin';
  const zone = settings?.timezone ?? 'UTC';
  useEffect(() => {
    const previous = document.title;
    return () => {
      document.title = $settings.get()?.title || previous;
    };
  }, []);
  useEffect(() => {
    document.title = id ? `Editing: ${form.title.trim() || 'Untitled Post'} - ${siteTitle}` : `New Post - ${siteTitle}`;
  }, [id, form.title, siteTitle]);

  const set = <K extends keyof PostForm>(field: K, value: PostForm[K]) => {
    setForm((f) => ({ ...f, [field]: value }));
    if (field === 'status') setStatusChosen(true);
    draft.edited();
  };

  function restoreOffer() {
    safety.restore((kept) => {
      // A copy kept before the meta fields existed lacks them.
      setForm({ ...EMPTY_POST_FORM, ...kept });
      editor?.commands.setContent(kept.content, { emitUpdate: false });
    });
  }

  function focusField(field: 'title' | 'author' | 'category' | 'excerpt') {
    if (field === 'author' || field === 'category') setSettingsOpen(true);
    setTimeout(() => document.getElementById(`post-${field}`)?.focus(), 0);
  }

  /** Save Draft always saves a draft; the primary button saves the status chosen in the Status select, else publishes. */
  async function save(kind: 'draft' | 'primary', overwrite = false) {
    const current = snapshot();
    // A writer who may not publish hands the draft to the editors instead.
    const review = kind === 'primary' && !mayPublish;
    const status: PostStatus = kind === 'draft' || review ? 'draft' : statusChosen ? current.status : 'published';
    const problem = formProblem(current);
    if (problem) {
      showToast(problem.message, 'error');
      return focusField(problem.field);
    }
    setSaving(status);
    await wait(SAVE_DELAY_MS);
    try {
      const payload = { ...postPayload(current, status), ...(review ? { reviewRequested: true } : {}) };
      await savePost(id ?? null, payload, overwrite ? null : loaded?.etag);
      draft.settled();
      showToast(review ? 'Submitted for review.' : savedMessage(status, current.publishAt, zone), 'success');
      navigate('/admin/posts');
    } catch (err) {
      setSaving(null);
      if (err instanceof ApiError && err.code === 'EDIT_CONFLICT') return safety.setConflict(true);
      if (err instanceof ApiError && err.status > 0) {
        const failed = FAILED[status];
        return showToast(err.message && err.message !== 'Request failed' ? `${failed} ${err.message}` : failed, 'error');
      }
      showToast('An error occurred while saving the post.', 'error');
    }
  }
  const lastKind = useRef<'draft' | 'primary'>('primary');

  if (!loaded) return <LoadingState label="Loading post..." />;
  const author = authors.items.find((a) => a.id === form.authorId);
  const category = categories.items.find((c) => c.id === form.categoryId);

  return (
    <EditorContext.Provider value={shared}>
      <div className="flex min-h-screen flex-col bg-gray-50 text-gray-900 dark:bg-gray-950 dark:text-gray-100">
        <EditorHeader
          title={id ? 'Edit Post' : 'New Post'}
          saveState={saveStateLabel(draft.state)}
          snippetsOpen={snippetsOpen}
          settingsOpen={settingsOpen}
          toggleSnippets={() => setSnippetsOpen((v) => !v)}
          toggleSettings={() => setSettingsOpen((v) => !v)}
          openHistory={() => setHistoryOpen(true)}
          openPreview={() => setPreview(snapshot())}
          saving={saving}
          publishedBefore={loaded.publishedBefore}
          scheduling={form.status === 'scheduled'}
          reviewOnly={!mayPublish}
          saveDraft={() => {
            lastKind.current = 'draft';
            void save('draft');
          }}
          savePrimary={() => {
            lastKind.current = 'primary';
            void save('primary');
          }}
        />
        <div className="flex flex-1 flex-col lg:flex-row">
          {snippetsOpen && <SnippetsPanel />}
          <main className="admin-page-enter mx-auto w-full max-w-4xl min-w-0 flex-1 space-y-5 px-4 py-8 sm:px-8">
            {safety.offer && (
              <RestoreBanner
                savedAt={safety.offer.savedAt}
                stale={safety.offerIsStale}
                onRestore={restoreOffer}
                onDiscard={safety.discardOffer}
              />
            )}
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
                onReady={setEditor}
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
              <h2 className="mb-5 text-sm font-semibold uppercase tracking-wide text-gray-500 dark:text-gray-400">
                Post Settings
              </h2>
              <PostSettingsPanel
                form={form}
                set={set}
                authors={authors.items}
                categories={categories.items}
                tags={tags.items}
                zone={zone}
              />
            </aside>
          )}
        </div>
        <LivePreview
          open={preview !== null}
          onClose={() => setPreview(null)}
          form={preview ?? form}
          author={author}
          category={category}
          readingTime={preview ? readingTime(preview.content) : 0}
        />
        <RevisionHistory
          open={historyOpen}
          onClose={() => setHistoryOpen(false)}
          revisions={loaded.history}
          onRestore={(r) => {
            editor?.commands.setContent(r.content, { emitUpdate: true });
            showToast('Content restored from revision', 'info');
          }}
        />
        <SaveGuards
          safety={safety}
          what="post"
          reload={() => id && void open(id)}
          overwrite={() => void save(lastKind.current, true)}
        />
      </div>
    </EditorContext.Provider>
  );
}
