import { useStore } from '@nanostores/react';
import { ArrowLeft, PanelRightClose, PanelRightOpen } from 'lucide-react';
import { useEffect, useMemo, useRef, useState, type SubmitEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { readingTime } from '@/lib/text';
import type { PostStatus } from '@/shared/types';
import { Field } from '../components/Field';
import { LoadingState } from '../components/States';
import { inputClass, primaryButton, secondaryButton } from '../components/ui';
import { tagsForSave } from '../lib/tags';
import { loadPost, savePost } from '../stores/posts';
import { $settings } from '../stores/settings';
import { $authors, $categories, $tags, loadAuthors, loadCategories, loadTags } from '../stores/taxonomy';
import { showToast } from '../stores/toasts';
import { PostSettingsPanel, type PostForm } from './PostSettingsPanel';
import { RichTextEditor } from './RichTextEditor';

const SAVE_DELAY_MS = 500;
const EMPTY: PostForm = { title: '', excerpt: '', content: '', imageUrl: '', authorId: '', categoryId: '', tags: [], featured: false, status: 'draft' };

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Full-screen editor for a new post, or for the post named by the route's id. */
export function PostEditor() {
  const { id } = useParams();
  const navigate = useNavigate();
  const authors = useStore($authors);
  const categories = useStore($categories);
  const tags = useStore($tags);
  const settings = useStore($settings);
  const [form, setForm] = useState<PostForm>(EMPTY);
  const [loadedKey, setLoadedKey] = useState<string | null>(id ? null : 'new');
  const [publishedBefore, setPublishedBefore] = useState(false);
  const [saving, setSaving] = useState<PostStatus | null>(null);
  const [panelOpen, setPanelOpen] = useState(true);
  const intent = useRef<PostStatus>('published');

  useEffect(() => {
    void loadAuthors();
    void loadCategories();
    void loadTags();
  }, []);

  useEffect(() => {
    if (!id) {
      setForm(EMPTY);
      setLoadedKey('new');
      return;
    }
    let live = true;
    setLoadedKey(null);
    loadPost(id)
      .then((p) => {
        if (!live) return;
        setForm({
          title: p.title,
          excerpt: p.excerpt,
          content: p.content,
          imageUrl: p.imageUrl,
          authorId: p.author?.id ?? '',
          categoryId: p.category?.id ?? '',
          tags: p.tags,
          featured: p.featured,
          status: p.status,
        });
        setPublishedBefore(p.status === 'published');
        setLoadedKey(p.id);
      })
      .catch(() => live && navigate('/admin/posts', { replace: true }));
    return () => {
      live = false;
    };
  }, [id, navigate]);

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
  const set = <K extends keyof PostForm>(field: K, value: PostForm[K]) => setForm((f) => ({ ...f, [field]: value }));

  async function submit(e: SubmitEvent) {
    e.preventDefault();
    const status = intent.current;
    if (!form.title.trim() || !form.authorId || !form.categoryId) return showToast('Please fill in the Title, Author, and Category fields.', 'error');
    setSaving(status);
    await wait(SAVE_DELAY_MS);
    try {
      await savePost(id ?? null, {
        title: form.title.trim(),
        excerpt: form.excerpt.trim(),
        content: form.content,
        imageUrl: form.imageUrl.trim(),
        authorId: form.authorId,
        categoryId: form.categoryId,
        tags: tagsForSave(form.tags),
        readingTime: minutes,
        featured: form.featured,
        status,
      });
      showToast(status === 'published' ? 'Post published successfully!' : 'Post saved successfully!');
      navigate('/admin/posts');
    } catch {
      showToast('An error occurred while saving the post.', 'error');
      setSaving(null);
    }
  }

  if (!loadedKey) return <LoadingState label="Loading post..." />;
  const busy = saving !== null;
  return (
    <form onSubmit={submit} className="flex min-h-screen flex-col bg-gray-50 text-gray-900 dark:bg-gray-950 dark:text-gray-100">
      <header className="sticky top-0 z-20 flex h-16 items-center justify-between gap-3 border-b border-gray-200 bg-white px-4 dark:border-gray-800 dark:bg-gray-900">
        <div className="flex min-w-0 items-center gap-3">
          <Link
            to="/admin/posts"
            className="rounded-md p-2 text-gray-500 hover:bg-gray-100 hover:text-gray-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 dark:hover:bg-gray-800 dark:hover:text-white"
            aria-label="Back to posts"
          >
            <ArrowLeft aria-hidden="true" className="h-5 w-5" />
          </Link>
          <h1 className="truncate text-base font-semibold">{id ? 'Edit Post' : 'New Post'}</h1>
        </div>
        <div className="flex items-center gap-2">
          <button type="submit" className={secondaryButton} disabled={busy} onClick={() => (intent.current = 'draft')}>
            {saving === 'draft' ? 'Saving...' : 'Save Draft'}
          </button>
          <button type="submit" className={primaryButton} disabled={busy} onClick={() => (intent.current = 'published')}>
            {saving === 'published' ? 'Publishing...' : publishedBefore ? 'Update' : 'Publish'}
          </button>
          <button
            type="button"
            className="hidden rounded-md p-2 text-gray-500 hover:bg-gray-100 hover:text-gray-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 lg:inline-flex dark:hover:bg-gray-800 dark:hover:text-white"
            aria-label={panelOpen ? 'Hide post settings' : 'Show post settings'}
            aria-expanded={panelOpen}
            aria-controls="post-settings"
            onClick={() => setPanelOpen((v) => !v)}
          >
            {panelOpen ? <PanelRightClose aria-hidden="true" className="h-5 w-5" /> : <PanelRightOpen aria-hidden="true" className="h-5 w-5" />}
          </button>
        </div>
      </header>
      <div className="flex flex-1 flex-col lg:flex-row">
        <main className="admin-page-enter mx-auto w-full max-w-4xl flex-1 space-y-5 px-4 py-8 sm:px-8">
          <Field id="post-title" label="Title" required>
            <input
              id="post-title"
              className={`${inputClass} !py-3 !text-2xl font-bold`}
              value={form.title}
              onChange={(e) => set('title', e.target.value)}
              placeholder="Post title"
              maxLength={200}
            />
          </Field>
          <Field id="post-excerpt" label="Excerpt" required>
            <textarea
              id="post-excerpt"
              className={`${inputClass} min-h-20`}
              value={form.excerpt}
              onChange={(e) => set('excerpt', e.target.value)}
              required
              maxLength={1000}
              placeholder="A short summary shown in post lists"
            />
          </Field>
          <div className="space-y-1.5">
            <span aria-hidden="true" className="block text-sm font-medium text-gray-700 dark:text-gray-200">
              Content
            </span>
            <RichTextEditor key={loadedKey} label="Post content" initialContent={form.content} onChange={(html) => set('content', html)} placeholder="Start writing your post here..." />
          </div>
        </main>
        <aside
          id="post-settings"
          aria-label="Post settings"
          hidden={!panelOpen}
          className="w-full shrink-0 border-t border-gray-200 bg-white px-5 py-6 lg:w-[350px] lg:border-l lg:border-t-0 dark:border-gray-800 dark:bg-gray-900"
        >
          <h2 className="mb-5 text-sm font-semibold uppercase tracking-wide text-gray-500 dark:text-gray-400">Post Settings</h2>
          <PostSettingsPanel form={form} set={set} authors={authors.items} categories={categories.items} tags={tags.items} readingTime={minutes} />
        </aside>
      </div>
    </form>
  );
}
