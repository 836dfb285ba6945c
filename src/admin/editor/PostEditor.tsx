import { EditorContext } from '@tiptap/react';
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
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
import { NewsletterOption } from './NewsletterOption';
import { RichTextEditor } from './RichTextEditor';
import { EditorHeader } from './EditorHeader';
import { RestoreBanner } from './saving/RestoreBanner';
import { SaveGuards } from './saving/SaveGuards';
import { useDocumentEditor } from './saving/use-document-editor';
import { saveStateLabel } from './saving/use-local-draft';
import { useCan } from '../lib/use-can';
import { $auth } from '@/stores/auth';

const SAVE_DELAY_MS = 500;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What the editor shows about the opened post besides its fields. */
interface About {
  publishedBefore: boolean;
  history: Revision[];
  /** The post was saved to be emailed to subscribers as it is published. */
  sendNewsletter: boolean;
}
const NEW_POST: About = { publishedBefore: false, history: [], sendNewsletter: false };

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
  const {
    opened,
    fields,
    set: setField,
    setEditor,
    shared,
    snapshot,
    safety,
    restoreOffer,
    save: saveDocument,
    reload,
  } = useDocumentEditor<PostForm, About>({
    doc: id ? `post:${id}` : 'post:new',
    id: id ?? null,
    load: async (postId) => {
      const { post, etag } = await loadPost(postId);
      return {
        fields: formFromPost(post),
        etag,
        about: {
          publishedBefore: post.status === 'published',
          history: post.history ?? [],
          sendNewsletter: Boolean(post.sendNewsletter),
        },
      };
    },
    blank: () => ({ fields: { ...EMPTY_POST_FORM, authorId: ownProfile ?? '' }, about: NEW_POST }),
    onMissing: () => navigate('/admin/posts', { replace: true }),
    blankFor: ownProfile,
  });
  const form = fields ?? EMPTY_POST_FORM;
  /** The version on which the author picked a status; a scheduled post stays scheduled on save unless another is picked. */
  const [statusPickedOn, setStatusPickedOn] = useState<string | null>(null);
  const statusChosen = opened !== null && (opened.fields.status === 'scheduled' || statusPickedOn === opened.key);
  /** Email the post to confirmed subscribers as it is published (administrators): the choice made on this version. */
  const [newsletterPick, setNewsletterPick] = useState<{ on: string; send: boolean } | null>(null);
  const mayEmail = allowed('site.admin');
  const sendNewsletter =
    opened !== null && (newsletterPick?.on === opened.key ? newsletterPick.send : opened.about.sendNewsletter);
  const [saving, setSaving] = useState<PostStatus | null>(null);
  const [settingsOpen, setSettingsOpen] = useState(true);
  const [snippetsOpen, setSnippetsOpen] = useState(false);
  /** What Live Preview shows: the post as it was when the preview opened. */
  const [preview, setPreview] = useState<PostForm | null>(null);
  const [historyOpen, setHistoryOpen] = useState(false);
  const { draft } = safety;

  useEffect(() => {
    void loadAuthors();
    void loadCategories();
    void loadTags();
  }, []);

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
    setField(field, value);
    if (field === 'status' && opened) setStatusPickedOn(opened.key);
  };

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
    const saved = await saveDocument(
      {
        write: (post, etag) =>
          savePost(
            id ?? null,
            {
              ...postPayload(post, status),
              ...(review ? { reviewRequested: true } : {}),
              // Only a save that publishes or schedules carries the choice; a draft save clears it.
              ...(mayEmail ? { sendNewsletter: sendNewsletter && status !== 'draft' } : {}),
            },
            etag,
          ),
        saved: (post) => (review ? 'Submitted for review.' : savedMessage(status, post.publishAt, zone)),
        failed: (err) => (err.message && err.message !== 'Request failed' ? `${FAILED[status]} ${err.message}` : FAILED[status]),
        unreachable: 'An error occurred while saving the post.',
      },
      overwrite,
    );
    if (saved) navigate('/admin/posts');
    else setSaving(null);
  }
  const lastKind = useRef<'draft' | 'primary'>('primary');

  if (!opened || !fields) return <LoadingState label="Loading post..." />;
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
          publishedBefore={opened.about.publishedBefore}
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
                key={opened.key}
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
                newsletter={
                  <NewsletterOption
                    postId={id ?? null}
                    publishedBefore={opened.about.publishedBefore}
                    checked={sendNewsletter}
                    onChange={(send) => setNewsletterPick({ on: opened.key, send })}
                  />
                }
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
          revisions={opened.about.history}
          onRestore={(r) => {
            shared.editor?.commands.setContent(r.content, { emitUpdate: true });
            showToast('Content restored from revision', 'info');
          }}
        />
        <SaveGuards safety={safety} what="post" reload={reload} overwrite={() => void save(lastKind.current, true)} />
      </div>
    </EditorContext.Provider>
  );
}
