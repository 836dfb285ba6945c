import { useRef, useState } from 'react';
import type { PostStatus } from '@/shared/types';
import { showToast } from '@/stores/toasts';
import { formatInZone } from '../lib/zoned-time';
import { savePost } from '../stores/posts';
import { formProblem, postPayload, type PostForm } from './post-form';
import type { SaveRequest } from './saving/use-document-editor';

/** The spec's pause before a save is sent, while the buttons say what is under way. */
const SAVE_DELAY_MS = 500;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

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

/** Save Draft, or the primary button (Publish, Update, Schedule, Submit for review). */
export type SaveKind = 'draft' | 'primary';
type InvalidField = 'title' | 'author' | 'category' | 'excerpt';

interface Options {
  id: string | null;
  snapshot: () => PostForm;
  saveDocument: (request: SaveRequest<PostForm>, overwrite?: boolean) => Promise<boolean>;
  statusChosen: boolean;
  sendNewsletter: boolean;
  mayPublish: boolean;
  mayEmail: boolean;
  zone: string;
  /** Author and category sit in the settings panel, which may be closed. */
  openSettings: () => void;
  onSaved: () => void;
}

/** Checks the post, works out the status a save writes, and saves it with the post's toasts. */
export function usePostSave(o: Options) {
  const [saving, setSaving] = useState<PostStatus | null>(null);
  /** The kind of the last save asked for, repeated when the author overwrites after a conflict. */
  const lastKind = useRef<SaveKind>('primary');

  function focusField(field: InvalidField) {
    if (field === 'author' || field === 'category') o.openSettings();
    setTimeout(() => document.getElementById(`post-${field}`)?.focus(), 0);
  }

  /** Save Draft always saves a draft; the primary button saves the status chosen in the Status select, else publishes. */
  async function save(kind: SaveKind, overwrite = false) {
    const current = o.snapshot();
    // A writer who may not publish hands the draft to the editors instead.
    const review = kind === 'primary' && !o.mayPublish;
    const status: PostStatus = kind === 'draft' || review ? 'draft' : o.statusChosen ? current.status : 'published';
    const problem = formProblem(current);
    if (problem) {
      showToast(problem.message, 'error');
      return focusField(problem.field);
    }
    setSaving(status);
    await wait(SAVE_DELAY_MS);
    const saved = await o.saveDocument(
      {
        write: async (post, etag) => {
          const saved = await savePost(
            o.id,
            {
              ...postPayload(post, status),
              ...(review ? { reviewRequested: true } : {}),
              // Only a save that publishes or schedules carries the choice; a draft save clears it.
              ...(o.mayEmail ? { sendNewsletter: o.sendNewsletter && status !== 'draft' } : {}),
            },
            etag,
          );
          return { content: saved.post.content, etag: saved.etag };
        },
        saved: (post) => (review ? 'Submitted for review.' : savedMessage(status, post.publishAt, o.zone)),
        failed: (err) => (err.message && err.message !== 'Request failed' ? `${FAILED[status]} ${err.message}` : FAILED[status]),
        unreachable: 'An error occurred while saving the post.',
      },
      overwrite,
    );
    if (saved) o.onSaved();
    else setSaving(null);
  }

  return {
    /** The status being saved, while a save is under way. */
    saving,
    save: (kind: SaveKind) => {
      lastKind.current = kind;
      void save(kind);
    },
    /** The last save again, without the version check (the conflict dialog's Overwrite). */
    overwrite: () => void save(lastKind.current, true),
  };
}
