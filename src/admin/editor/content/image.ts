/** TipTap's image, inline so it sits in a paragraph as stored, with the alignment the content model keeps as `data-align`. */
import Image from '@tiptap/extension-image';
import { IMAGE_ALIGNMENTS, type ImageAlignment } from '@/shared/rich-content';

export const AlignedImage = Image.extend({
  addAttributes() {
    return {
      ...this.parent?.(),
      align: {
        default: null,
        parseHTML: (el: HTMLElement) => {
          const value = el.getAttribute('data-align');
          return (IMAGE_ALIGNMENTS as readonly string[]).includes(value ?? '') ? (value as ImageAlignment) : null;
        },
        renderHTML: (attrs: { align?: ImageAlignment | null }) => (attrs.align ? { 'data-align': attrs.align } : {}),
      },
    };
  },
}).configure({ allowBase64: true, inline: true });
