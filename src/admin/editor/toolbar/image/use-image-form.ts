import type { Editor } from '@tiptap/core';
import { NodeSelection, type Transaction } from '@tiptap/pm/state';
import { useEffect, useRef, useState } from 'react';
import type { ImageAlignment } from '@/shared/rich-content';
import { showToast } from '@/stores/toasts';
import { uploadEditorImage } from '../../content/upload';

export interface ImageFields {
  src: string;
  alt: string;
  width: string;
  height: string;
  align: ImageAlignment | '';
}
const EMPTY: ImageFields = { src: '', alt: '', width: '', height: '', align: '' };

const size = (v: string) => (/^\d{1,5}$/.test(v.trim()) ? v.trim() : null);

const attrs = (f: ImageFields) => ({
  src: f.src.trim(),
  alt: f.alt.trim() || null,
  width: size(f.width),
  height: size(f.height),
  align: f.align || null,
});

/** The image selected when the popover opens, which the form then edits; none for a new image. */
function selectedImage(editor: Editor): { at: number | null; fields: ImageFields } {
  const { selection } = editor.state;
  if (!(selection instanceof NodeSelection) || selection.node.type.name !== 'image') return { at: null, fields: EMPTY };
  const a = selection.node.attrs;
  return {
    at: selection.from,
    fields: {
      src: a.src ?? '',
      alt: a.alt ?? '',
      width: a.width ? String(a.width) : '',
      height: a.height ? String(a.height) : '',
      align: a.align ?? '',
    },
  };
}

/**
 * The image popover's state and actions: its fields, the upload, and inserting or updating the
 * image. The image being edited is tracked by its position, mapped through every change to the
 * document, so it is found again after an upload whatever happened in between.
 */
export function useImageForm(editor: Editor, close: () => void) {
  const [opening] = useState(() => selectedImage(editor));
  const [fields, setFields] = useState<ImageFields>(opening.fields);
  const [uploading, setUploading] = useState(false);
  /** Where the image being edited sits: the one selected when the popover opened, or the one just inserted. */
  const target = useRef<number | null>(opening.at);
  const [editing, setEditing] = useState(opening.at !== null);

  useEffect(() => {
    const follow = ({ transaction }: { transaction: Transaction }) => {
      // Mapped to the start of its own range: changing the image's attributes replaces the node there.
      if (target.current !== null) target.current = transaction.mapping.map(target.current, -1);
    };
    editor.on('transaction', follow);
    return () => {
      editor.off('transaction', follow);
    };
  }, [editor]);

  /** Inserts a new image, or updates the one being edited, which stays selected. */
  const write = (f: ImageFields) => {
    if (!f.src.trim()) return;
    const at = target.current;
    if (at !== null && editor.state.doc.nodeAt(at)?.type.name === 'image') {
      editor.chain().focus().setNodeSelection(at).updateAttributes('image', attrs(f)).run();
      return;
    }
    const insertAt = editor.state.selection.from;
    editor
      .chain()
      .focus()
      .setImage(attrs(f) as { src: string })
      .run();
    const placed = editor.state.doc.nodeAt(insertAt)?.type.name === 'image' ? insertAt : editor.state.selection.from - 1;
    editor.commands.setNodeSelection(placed);
    target.current = placed;
    setEditing(true);
  };

  const set = (key: keyof ImageFields, value: string) => setFields((f) => ({ ...f, [key]: value }));

  return {
    fields,
    set,
    uploading,
    /** An image is being edited (selected on opening, or inserted since). */
    editing,
    apply: () => {
      write(fields);
      close();
    },
    align: (align: ImageAlignment) => {
      const next = { ...fields, align };
      setFields(next);
      if (target.current !== null) write(next);
    },
    remove: () => {
      const at = target.current;
      if (at !== null && editor.state.doc.nodeAt(at)?.type.name === 'image')
        editor.chain().focus().setNodeSelection(at).deleteSelection().run();
      close();
    },
    /** Stores the file and inserts it at once; it stays selected so width, height and alignment apply to it. */
    upload: async (file: File) => {
      setUploading(true);
      try {
        const next = { ...fields, src: await uploadEditorImage(file) };
        setFields(next);
        write(next);
      } catch (err) {
        showToast((err as Error).message, 'error');
      } finally {
        setUploading(false);
      }
    },
  };
}
