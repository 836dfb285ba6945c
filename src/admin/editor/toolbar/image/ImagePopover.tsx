import { NodeSelection } from '@tiptap/pm/state';
import type { Editor } from '@tiptap/core';
import { ImageIcon, Loader2, Upload } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { IMAGE_ALIGNMENTS, type ImageAlignment } from '@/shared/rich-content';
import { showToast } from '@/stores/toasts';
import { IMAGE_TYPES, uploadEditorImage } from '../../content/upload';
import { Popover, popoverButton, PopoverField } from '../Popover';

interface Props {
  editor: Editor;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** An image is selected (the button shows as active); opening the popover then edits it. */
  selected: boolean;
}

interface Fields {
  src: string;
  alt: string;
  width: string;
  height: string;
  align: ImageAlignment | '';
}
const EMPTY: Fields = { src: '', alt: '', width: '', height: '', align: '' };
const LABELS: Record<ImageAlignment, string> = { left: 'Left', center: 'Center', right: 'Right' };

const size = (v: string) => (/^\d{1,5}$/.test(v.trim()) ? v.trim() : null);

export function ImagePopover({ editor, open, onOpenChange, selected }: Props) {
  return (
    <Popover label="Image" Icon={ImageIcon} open={open} active={selected} onOpenChange={onOpenChange}>
      <ImageForm editor={editor} onOpenChange={onOpenChange} />
    </Popover>
  );
}

/** The image selected when the popover opens, which the form then edits; none for a new image. */
function selectedImage(editor: Editor): { at: number | null; fields: Fields } {
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

/** Mounted on each opening, so it starts from the selection of that moment. */
function ImageForm({ editor, onOpenChange }: Pick<Props, 'editor' | 'onOpenChange'>) {
  const id = useId();
  const file = useRef<HTMLInputElement>(null);
  const [fields, setFields] = useState<Fields>(() => selectedImage(editor).fields);
  const [uploading, setUploading] = useState(false);
  /** Where the image being edited sits: the selected one when the popover opened, or the one just uploaded. */
  const [target, setTarget] = useState<number | null>(() => selectedImage(editor).at);

  const attrs = (f: Fields) => ({
    src: f.src.trim(),
    alt: f.alt.trim() || null,
    width: size(f.width),
    height: size(f.height),
    align: f.align || null,
  });

  /** Inserts a new image, or updates the one being edited, which stays selected; answers its position. */
  const write = (f: Fields, at: number | null): number | null => {
    if (!f.src.trim()) return at;
    if (at !== null && editor.state.doc.nodeAt(at)?.type.name === 'image') {
      editor.chain().focus().setNodeSelection(at).updateAttributes('image', attrs(f)).run();
      return at;
    }
    const insertAt = editor.state.selection.from;
    editor
      .chain()
      .focus()
      .setImage(attrs(f) as { src: string })
      .run();
    const placed = editor.state.doc.nodeAt(insertAt)?.type.name === 'image' ? insertAt : editor.state.selection.from - 1;
    editor.commands.setNodeSelection(placed);
    return placed;
  };

  const apply = () => {
    if (fields.src.trim()) write(fields, target);
    onOpenChange(false);
  };

  async function upload(f: File | undefined) {
    if (!f) return;
    setUploading(true);
    try {
      const src = await uploadEditorImage(f);
      const next = { ...fields, src };
      setFields(next);
      // Inserted at once; it stays selected so width, height and alignment apply to it.
      setTarget(write(next, target));
    } catch (err) {
      showToast((err as Error).message, 'error');
    } finally {
      setUploading(false);
      if (file.current) file.current.value = '';
    }
  }

  const set = (key: keyof Fields, value: string) => setFields((f) => ({ ...f, [key]: value }));
  const label = 'mb-1 block text-xs font-medium text-gray-600 dark:text-gray-300';

  return (
    <div className="space-y-3">
      <PopoverField
        id={`${id}-src`}
        label="Image URL"
        type="url"
        value={fields.src}
        placeholder="https://…"
        onValue={(v) => set('src', v)}
        onEnter={apply}
      />
      <div>
        <input
          ref={file}
          type="file"
          accept={IMAGE_TYPES}
          className="sr-only"
          tabIndex={-1}
          aria-hidden="true"
          onChange={(e) => void upload(e.target.files?.[0])}
        />
        <button
          type="button"
          className={`${popoverButton} w-full border border-gray-300 text-gray-700 hover:bg-gray-50 dark:border-gray-700 dark:text-gray-200 dark:hover:bg-gray-800`}
          disabled={uploading}
          onClick={() => file.current?.click()}
        >
          {uploading ? (
            <Loader2 aria-hidden="true" className="h-4 w-4 animate-spin" />
          ) : (
            <Upload aria-hidden="true" className="h-4 w-4" />
          )}
          {uploading ? 'Uploading...' : 'Upload image'}
        </button>
      </div>
      <PopoverField
        id={`${id}-alt`}
        label="Alt text"
        value={fields.alt}
        placeholder="Describe the image"
        onValue={(v) => set('alt', v)}
        onEnter={apply}
      />
      <div className="grid grid-cols-2 gap-2">
        <PopoverField
          id={`${id}-w`}
          label="Width"
          type="number"
          min={1}
          max={99999}
          value={fields.width}
          placeholder="auto"
          onValue={(v) => set('width', v)}
          onEnter={apply}
        />
        <PopoverField
          id={`${id}-h`}
          label="Height"
          type="number"
          min={1}
          max={99999}
          value={fields.height}
          placeholder="auto"
          onValue={(v) => set('height', v)}
          onEnter={apply}
        />
      </div>
      <fieldset>
        <legend className={label}>Alignment</legend>
        <div className="flex gap-3">
          {IMAGE_ALIGNMENTS.map((a) => (
            <label key={a} className="inline-flex items-center gap-1.5 text-sm text-gray-700 dark:text-gray-200">
              <input
                type="radio"
                name={`${id}-align`}
                value={a}
                checked={fields.align === a}
                onChange={() => {
                  const next = { ...fields, align: a };
                  setFields(next);
                  if (target !== null) write(next, target);
                }}
              />
              {LABELS[a]}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="flex justify-between gap-2">
        {target !== null ? (
          <button
            type="button"
            className={`${popoverButton} text-red-600 hover:bg-red-50 dark:text-red-400 dark:hover:bg-red-950`}
            onClick={() => {
              editor.chain().focus().setNodeSelection(target).deleteSelection().run();
              onOpenChange(false);
            }}
          >
            Remove image
          </button>
        ) : (
          <span />
        )}
        <button type="button" className={`${popoverButton} bg-indigo-600 text-white hover:bg-indigo-700`} onClick={apply}>
          {target !== null ? 'Apply' : 'Insert image'}
        </button>
      </div>
    </div>
  );
}
