import { EditorContext } from '@tiptap/react';
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { readingTime } from '@/lib/text';
import { Field } from '../components/Field';
import { LoadingState } from '../components/States';
import { inputClass } from '../components/ui';
import { $settings } from '../stores/settings';
import { showToast } from '@/stores/toasts';
import { LivePreview } from './panels/LivePreview';
import { RevisionHistory } from './panels/RevisionHistory';
import { SnippetsPanel } from './panels/SnippetsPanel';
import { EMPTY_POST_FORM, type PostForm } from './post-form';
import { PostSettingsPanel } from './PostSettingsPanel';
import { NewsletterOption } from './NewsletterOption';
import { ContentField } from './ContentField';
import { PresenceList } from './collab/PresenceList';
import { SHARED_DRAFT_KEPT, SharingNotices } from './collab/SharingNotices';
import { usePostCollaboration } from './collab/use-post-collaboration';
import { EditorHeader } from './EditorHeader';
import { RestoreOffer } from './saving/RestoreOffer';
import { SaveGuards } from './saving/SaveGuards';
import { saveStateLabel } from './saving/use-local-draft';
import { usePostChoices } from './use-post-choices';
import { usePostDocument } from './use-post-document';
import { usePostSave } from './use-post-save';
import { usePostTaxonomy } from './use-post-taxonomy';
import { useTabTitle } from './use-tab-title';
import { useCan } from '../lib/use-can';
import { $auth } from '@/stores/auth';

/** Full-screen editor for a new post, or for the post named by the route's id. */
export function PostEditor() {
  const { id } = useParams();
  const navigate = useNavigate();
  const { authors, categories, tags } = usePostTaxonomy();
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
    linkShared,
    showFields,
  } = usePostDocument(id ?? null, ownProfile);
  const collab = usePostCollaboration({ id: id ?? null, opened, me, link: linkShared, showFields });
  const session = collab.state === 'on' ? collab.session : null;
  const form = fields ?? EMPTY_POST_FORM;
  const { set, statusChosen, sendNewsletter, pickNewsletter } = usePostChoices(opened, setField);
  const [settingsOpen, setSettingsOpen] = useState(true);
  const [snippetsOpen, setSnippetsOpen] = useState(false);
  /** What Live Preview shows: the post as it was when the preview opened. */
  const [preview, setPreview] = useState<PostForm | null>(null);
  const [historyOpen, setHistoryOpen] = useState(false);
  const { draft } = safety;

  const siteTitle = settings?.title ?? 'Admin';
  const zone = settings?.timezone ?? 'UTC';
  useTabTitle(id ? `Editing: ${form.title.trim() || 'Untitled Post'} - ${siteTitle}` : `New Post - ${siteTitle}`);

  const { saving, save, overwrite } = usePostSave({
    id: id ?? null,
    snapshot,
    saveDocument,
    statusChosen,
    sendNewsletter,
    mayPublish,
    mayEmail: allowed('site.admin'),
    zone,
    openSettings: () => setSettingsOpen(true),
    onSaved: () => void navigate('/admin/posts'),
  });

  if (!opened || !fields || collab.state === 'opening') return <LoadingState label="Loading post..." />;
  const author = authors.find((a) => a.id === form.authorId);
  const category = categories.find((c) => c.id === form.categoryId);

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
          saveDraft={() => save('draft')}
          savePrimary={() => save('primary')}
          people={session && <PresenceList session={session} />}
        />
        <div className="flex flex-1 flex-col lg:flex-row">
          {snippetsOpen && <SnippetsPanel />}
          <main className="admin-page-enter mx-auto w-full max-w-4xl min-w-0 flex-1 space-y-5 px-4 py-8 sm:px-8">
            {session && <SharingNotices session={session} />}
            <RestoreOffer safety={safety} onRestore={restoreOffer} />
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
            <ContentField
              key={`${opened.key}:${collab.state}`}
              label="Post content"
              initialContent={form.content}
              onEdit={draft.edited}
              onReady={setEditor}
              placeholder="Start writing your post here..."
              shared={collab.state === 'on' ? { session: collab.session, user: collab.user } : undefined}
            />
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
                authors={authors}
                categories={categories}
                tags={tags}
                zone={zone}
                newsletter={
                  <NewsletterOption
                    postId={id ?? null}
                    publishedBefore={opened.about.publishedBefore}
                    checked={sendNewsletter}
                    onChange={pickNewsletter}
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
        <SaveGuards
          safety={safety}
          what="post"
          reload={reload}
          overwrite={overwrite}
          leaveMessage={session ? SHARED_DRAFT_KEPT : undefined}
        />
      </div>
    </EditorContext.Provider>
  );
}
