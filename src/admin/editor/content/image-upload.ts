/**
 * Images dropped or pasted into the body: a placeholder goes in at once where they were dropped,
 * and each placeholder, when its upload finishes, reads its own position (`getPos()`) and turns
 * into the image there, so text typed elsewhere meanwhile moves it along instead of misplacing it.
 */
import { Node, type Editor } from '@tiptap/core';
import type { Node as PMNode } from '@tiptap/pm/model';
import { showToast } from '@/stores/toasts';
import { uploadEditorImage } from './upload';

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    imageUpload: {
      /** Uploads the files, each shown as a placeholder at `at` (default: the cursor) until it is stored. */
      uploadImages: (files: File[], at?: number) => ReturnType;
    };
  }
}

/** Uploads under way, by placeholder id: a placeholder's view can be rebuilt while its upload runs. */
const uploads = new Map<string, Promise<string>>();

/** Replaces the placeholder at `pos` (if it is still there) with `content`. */
function settle(editor: Editor, pos: number | undefined, content: PMNode | null) {
  if (editor.isDestroyed || typeof pos !== 'number') return;
  const { tr } = editor.state;
  if (content) tr.replaceWith(pos, pos + 1, content);
  else tr.delete(pos, pos + 1);
  editor.view.dispatch(tr);
}

export const ImageUpload = Node.create<{ onUploads: (change: number) => void }>({
  name: 'imageUpload',
  group: 'inline',
  inline: true,
  atom: true,
  selectable: false,

  addOptions() {
    return { onUploads: () => undefined };
  },

  addAttributes() {
    return { id: { default: null, rendered: false } };
  },

  // Never read from stored HTML; saved mid-upload it is an empty span the sanitiser drops.
  parseHTML() {
    return [];
  },
  renderHTML() {
    return ['span', { 'data-image-upload': '' }];
  },

  addNodeView() {
    return ({ node, getPos, editor }) => {
      const dom = document.createElement('span');
      dom.className = 'inline-block h-16 w-24 animate-pulse rounded-md bg-gray-200 align-middle dark:bg-gray-700';
      dom.setAttribute('data-image-upload', '');
      let live = true;
      uploads.get(node.attrs.id)?.then(
        (src) => live && settle(editor, getPos(), editor.schema.nodes.image!.create({ src, alt: '' })),
        (err: Error) => {
          if (!live) return;
          showToast(err.message, 'error');
          settle(editor, getPos(), null);
        },
      );
      return {
        dom,
        destroy: () => {
          live = false;
        },
      };
    };
  },

  addCommands() {
    return {
      uploadImages:
        (files, at) =>
        ({ tr, dispatch }) => {
          if (!dispatch) return true;
          let pos = at ?? tr.selection.from;
          for (const file of files) {
            const id = crypto.randomUUID();
            const upload = uploadEditorImage(file);
            uploads.set(id, upload);
            this.options.onUploads(1);
            void upload
              .catch(() => undefined)
              .finally(() => {
                uploads.delete(id);
                this.options.onUploads(-1);
              });
            tr.insert(pos, this.type.create({ id }));
            pos += 1;
          }
          return true;
        },
    };
  },
});
