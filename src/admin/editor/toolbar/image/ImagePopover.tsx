import type { Editor } from '@tiptap/core';
import { ImageIcon, Loader2, Upload } from 'lucide-react';
import { useId, useRef } from 'react';
import { IMAGE_ALIGNMENTS, type ImageAlignment } from '@/shared/rich-content';
import { IMAGE_TYPES } from '../../content/upload';
import { Popover, popoverButton, PopoverField } from '../Popover';
import { useImageForm } from './use-image-form';

interface Props {
  editor: Editor;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** An image is selected (the button shows as active); opening the popover then edits it. */
  selected: boolean;
}

const LABELS: Record<ImageAlignment, string> = { left: 'Left', center: 'Center', right: 'Right' };

export function ImagePopover({ editor, open, onOpenChange, selected }: Props) {
  return (
    <Popover label="Image" Icon={ImageIcon} open={open} active={selected} onOpenChange={onOpenChange}>
      <ImageForm editor={editor} onOpenChange={onOpenChange} />
    </Popover>
  );
}

/** Mounted on each opening, so it starts from the selection of that moment. */
function ImageForm({ editor, onOpenChange }: Pick<Props, 'editor' | 'onOpenChange'>) {
  const id = useId();
  const file = useRef<HTMLInputElement>(null);
  const form = useImageForm(editor, () => onOpenChange(false));
  const { fields, set, apply } = form;
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
          onChange={(e) => {
            const chosen = e.target.files?.[0];
            e.target.value = '';
            if (chosen) void form.upload(chosen);
          }}
        />
        <button
          type="button"
          className={`${popoverButton} w-full border border-gray-300 text-gray-700 hover:bg-gray-50 dark:border-gray-700 dark:text-gray-200 dark:hover:bg-gray-800`}
          disabled={form.uploading}
          onClick={() => file.current?.click()}
        >
          {form.uploading ? (
            <Loader2 aria-hidden="true" className="h-4 w-4 animate-spin" />
          ) : (
            <Upload aria-hidden="true" className="h-4 w-4" />
          )}
          {form.uploading ? 'Uploading...' : 'Upload image'}
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
              <input type="radio" name={`${id}-align`} value={a} checked={fields.align === a} onChange={() => form.align(a)} />
              {LABELS[a]}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="flex justify-between gap-2">
        {form.editing ? (
          <button
            type="button"
            className={`${popoverButton} text-red-600 hover:bg-red-50 dark:text-red-400 dark:hover:bg-red-950`}
            onClick={form.remove}
          >
            Remove image
          </button>
        ) : (
          <span />
        )}
        <button type="button" className={`${popoverButton} bg-indigo-600 text-white hover:bg-indigo-700`} onClick={apply}>
          {form.editing ? 'Apply' : 'Insert image'}
        </button>
      </div>
    </div>
  );
}
