/** The editor's schema: every element of the shared content model (src/shared/rich-content.ts). */
import type { Extensions } from '@tiptap/core';
import StarterKit from '@tiptap/starter-kit';
import Highlight from '@tiptap/extension-highlight';
import TextAlign from '@tiptap/extension-text-align';
import { Placeholder } from '@tiptap/extensions';
import { HEADING_LEVELS } from '@/shared/rich-content';
import { AlignedImage } from './image';
import { ImageUpload } from './image-upload';
import { TrailingParagraph } from './trailing-paragraph';
import { VideoEmbed } from './video';
import { PaywallDivider } from './paywall-divider';

interface Options {
  placeholder?: string;
  /** Told when an image upload starts (+1) or ends (-1). */
  onUploads?: (change: number) => void;
}

export function editorExtensions({ placeholder = '', onUploads = () => undefined }: Options = {}): Extensions {
  return [
    StarterKit.configure({
      heading: { levels: [...HEADING_LEVELS] },
      // Links keep exactly the target and rel they were stored with.
      link: { openOnClick: false, autolink: true, HTMLAttributes: { target: null, rel: null, class: null } },
      // Replaced by TrailingParagraph, which also leaves its paragraph out of the saved HTML.
      trailingNode: false,
    }),
    Highlight.configure({ multicolor: true }),
    TextAlign.configure({ types: ['heading', 'paragraph'] }),
    AlignedImage,
    ImageUpload.configure({ onUploads }),
    VideoEmbed,
    PaywallDivider,
    TrailingParagraph,
    Placeholder.configure({ placeholder }),
  ];
}
