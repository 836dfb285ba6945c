import type { Editor } from '@tiptap/core';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { ApiError } from '@/browser/api';
import { showToast } from '@/stores/toasts';
import { useDocumentSafety } from './use-document-safety';

/** A document's editable fields; `content` is the body as opened (the body being edited lives in the editor). */
export interface DocumentFields {
  content: string;
}

/** One opened version of a document. */
export interface Opened<T, A> {
  /** Changes whenever a (new) version is opened; keys the rich-text editor, so it starts from that body. */
  key: string;
  /** The version the site gave us; a save sends it back as If-Match. */
  etag: string | null;
  fields: T;
  /** What else the screen shows about it (revisions, the page's slug). */
  about: A;
}

interface Options<T extends DocumentFields, A> {
  /** The local-copy key (`post:{id}`, `page:{id}`). */
  doc: string;
  /** The document's id; null for a new one, opened as `blank`. */
  id: string | null;
  load: (id: string) => Promise<{ fields: T; etag: string | null; about: A }>;
  blank: () => { fields: T; about: A };
  /** Called when the site refuses to open the id (gone, not allowed). */
  onMissing: () => void;
  /** A new document is opened again when this changes (the author profile a new post starts with). */
  blankFor?: unknown;
  /** The document is kept on this device by its shared copy, so no separate local copy is offered back. */
  sharedCopy?: boolean;
}

/** What a save stored: the body as the site keeps it, and its new version tag. */
export interface SavedVersion {
  content: string;
  etag: string | null;
}

/**
 * A document shared with others while it is edited (Writing together): each field edit goes into it,
 * and a save checks against, and then records, the version the shared document was last saved as.
 */
export interface SharedLink<T> {
  set: (field: keyof T, value: unknown) => void;
  etag: () => string | null;
  saved: (version: SavedVersion) => void;
}

/** How a save is reported: the writing itself, and the toasts for success and failure. */
export interface SaveRequest<T> {
  write: (current: T, etag: string | null) => Promise<SavedVersion>;
  saved: (current: T) => string;
  /** The site answered with an error. */
  failed: (err: ApiError) => string;
  /** The site did not answer. */
  unreachable: string;
}

/**
 * Everything the post editor and Edit Page share about editing one document: opening it with its
 * version tag, the editor that holds its body (shared with panels through TipTap's EditorContext),
 * the local copy and the offer to restore it, and saving with its toasts and the conflict check.
 * The screens lay out fields and say what a save writes.
 */
export function useDocumentEditor<T extends DocumentFields, A>({
  doc,
  id,
  load,
  blank,
  onMissing,
  blankFor,
  sharedCopy = false,
}: Options<T, A>) {
  const [opened, setOpened] = useState<Opened<T, A> | null>(() => (id ? null : { key: 'new', etag: null, ...blank() }));
  const [fields, setFields] = useState<T | null>(opened?.fields ?? null);
  const [editor, setEditor] = useState<Editor | null>(null);
  const shared = useMemo(() => ({ editor }), [editor]);
  const link = useRef<SharedLink<T> | null>(null);
  const latest = useRef({ fields, load, blank, onMissing });
  useLayoutEffect(() => {
    latest.current = { fields, load, blank, onMissing };
  });

  /** The document as the author sees it now: the fields, and the body read from the editor. */
  const snapshot = useCallback((): T => {
    const now = latest.current.fields!;
    return { ...now, content: editor?.getHTML() ?? now.content };
  }, [editor]);

  const safety = useDocumentSafety<T>({
    doc: opened ? doc : null,
    snapshot,
    etag: opened?.etag ?? null,
    version: opened?.key ?? null,
    matchesOpened: (kept) => (sharedCopy && id !== null) || JSON.stringify(kept) === JSON.stringify(opened?.fields),
  });
  const { draft } = safety;

  const open = useCallback(async (docId: string) => {
    const { fields: f, etag, about } = await latest.current.load(docId);
    setFields(f);
    setOpened({ key: `${docId}:${etag ?? Date.now()}`, etag, fields: f, about });
  }, []);

  useEffect(() => {
    let live = true;
    if (!id) {
      const fresh = latest.current.blank();
      // Another id in the URL opens another document: the fields follow it.
      setFields(fresh.fields);
      setOpened({ key: 'new', etag: null, ...fresh });
    } else {
      setOpened(null);
      open(id).catch(() => live && latest.current.onMissing());
    }
    return () => {
      live = false;
    };
  }, [id, open, blankFor]);

  /** Changes one field (the body changes in the editor). */
  const set = useCallback(
    <K extends keyof T>(field: K, value: T[K]) => {
      setFields((f) => (f ? { ...f, [field]: value } : f));
      link.current?.set(field, value);
      draft.edited();
    },
    [draft],
  );

  /** Takes back the changes this browser kept from an earlier visit. */
  const restoreOffer = () =>
    safety.restore((kept) => {
      // A copy kept before some field existed lacks it.
      setFields({ ...latest.current.blank().fields, ...kept });
      editor?.commands.setContent(kept.content, { emitUpdate: false });
    });

  /** Saves the document as it is now; answers whether the site took it. `overwrite` skips the version check. */
  const save = async (request: SaveRequest<T>, overwrite = false): Promise<boolean> => {
    const current = snapshot();
    try {
      const etag = link.current ? link.current.etag() : (opened?.etag ?? null);
      const stored = await request.write(current, overwrite ? null : etag);
      link.current?.saved(stored);
      draft.settled();
      showToast(request.saved(current), 'success');
      return true;
    } catch (err) {
      if (err instanceof ApiError && err.code === 'EDIT_CONFLICT') safety.setConflict(true);
      else showToast(err instanceof ApiError && err.status > 0 ? request.failed(err) : request.unreachable, 'error');
      return false;
    }
  };

  return {
    opened,
    fields,
    set,
    editor,
    /** Hands the editor to the hook (RichTextEditor's onReady). */
    setEditor,
    /** The value for TipTap's EditorContext.Provider. */
    shared,
    snapshot,
    safety,
    restoreOffer,
    save,
    /** Shares the document with others (or stops, with null): field edits and saves go through the link. */
    linkShared: useCallback((l: SharedLink<T> | null) => {
      link.current = l;
    }, []),
    /** Shows the fields as the shared document holds them after someone else's change. */
    showFields: setFields,
    /** Loads the site's newer version again, dropping the author's changes (after a conflict). */
    reload: () => {
      if (id) open(id).catch(() => latest.current.onMissing());
    },
  };
}
