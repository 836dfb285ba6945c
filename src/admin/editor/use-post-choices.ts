import { useState } from 'react';
import type { PostForm } from './post-form';
import type { Opened } from './saving/use-document-editor';
import type { PostAbout } from './use-post-document';

type SetField = <K extends keyof PostForm>(field: K, value: PostForm[K]) => void;

/**
 * Choices the author makes on the opened version that a save reads besides the fields. Both belong
 * to that version, so opening another (a reload after a conflict) starts from what it was saved with.
 */
export function usePostChoices(opened: Opened<PostForm, PostAbout> | null, setField: SetField) {
  /** The version on which the author picked a status; a scheduled post stays scheduled on save unless another is picked. */
  const [statusPickedOn, setStatusPickedOn] = useState<string | null>(null);
  /** Email the post to confirmed subscribers as it is published (administrators): the choice made on this version. */
  const [newsletterPick, setNewsletterPick] = useState<{ on: string; send: boolean } | null>(null);

  const set: SetField = (field, value) => {
    setField(field, value);
    if (field === 'status' && opened) setStatusPickedOn(opened.key);
  };

  return {
    /** Changes one field, noting when it is the status. */
    set,
    /** The primary button saves the Status select's choice; otherwise it publishes. */
    statusChosen: opened !== null && (opened.fields.status === 'scheduled' || statusPickedOn === opened.key),
    sendNewsletter: opened !== null && (newsletterPick?.on === opened.key ? newsletterPick.send : opened.about.sendNewsletter),
    pickNewsletter: (send: boolean) => {
      if (opened) setNewsletterPick({ on: opened.key, send });
    },
  };
}
