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
import { collaborationExtensions, type SharedEditing } from '../collab/extensions';

interface Options {
  placeholder?: string;
  /** Told when an image upload starts (+1) or ends (-1). */
  onUploads?: (change: number) => void;
  /** Edit the post's shared document with others: its body, undo per person, and their carets. */
  shared?: SharedEditing;
}

export function editorExtensions({ placeholder = '', onUploads = () => undefined, shared }: Options = {}): Extensions {
  return [
    StarterKit.configure({
      heading: { levels: [...HEADING_LEVELS] },
      // Links keep exactly the target and rel they were stored with.
      link: { openOnClick: false, autolink: true, HTMLAttributes: { target: null, rel: null, class: null } },
      // Replaced by TrailingParagraph, which also leaves its paragraph out of the saved HTML.
      trailingNode: false,
      // Shared editing brings its own undo, which takes back only this person's changes.
      ...(shared ? { undoRedo: false as const } : {}),
    }),
    Highlight.configure({ multicolor: true }),
    TextAlign.configure({ types: ['heading', 'paragraph'] }),
    AlignedImage,
    ImageUpload.configure({ onUploads }),
    VideoEmbed,
    PaywallDivider,
    TrailingParagraph,
    Placeholder.configure({ placeholder }),
    ...(shared ? collaborationExtensions(shared) : []),
  ];
}
