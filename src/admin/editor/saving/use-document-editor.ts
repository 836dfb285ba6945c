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
}

/** How a save is reported: the writing itself, and the toasts for success and failure. */
export interface SaveRequest<T> {
  write: (current: T, etag: string | null) => Promise<unknown>;
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
export function useDocumentEditor<T extends DocumentFields, A>({ doc, id, load, blank, onMissing, blankFor }: Options<T, A>) {
  const [opened, setOpened] = useState<Opened<T, A> | null>(() => (id ? null : { key: 'new', etag: null, ...blank() }));
  const [fields, setFields] = useState<T | null>(opened?.fields ?? null);
  const [editor, setEditor] = useState<Editor | null>(null);
  const shared = useMemo(() => ({ editor }), [editor]);
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
    matchesOpened: (kept) => JSON.stringify(kept) === JSON.stringify(opened?.fields),
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
      await request.write(current, overwrite ? null : (opened?.etag ?? null));
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
    /** Loads the site's newer version again, dropping the author's changes (after a conflict). */
    reload: () => {
      if (id) open(id).catch(() => latest.current.onMissing());
    },
  };
}
