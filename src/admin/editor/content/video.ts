/** A YouTube or Vimeo player, stored as `<div data-video-embed><iframe src=…></iframe></div>`. */
import { mergeAttributes, Node } from '@tiptap/core';
import { isEmbedSrc } from '@/shared/video-url';

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    videoEmbed: { setVideoEmbed: (src: string) => ReturnType };
  }
}

const ALLOW = 'accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture';

function playerAttrs(frame: Element | null): Record<string, string | null> | false {
  const src = frame?.getAttribute('src');
  if (!frame || !src || !isEmbedSrc(src)) return false;
  return { src, width: frame.getAttribute('width'), height: frame.getAttribute('height'), title: frame.getAttribute('title') };
}

export const VideoEmbed = Node.create({
  name: 'videoEmbed',
  group: 'block',
  atom: true,
  draggable: true,

  addAttributes() {
    return {
      src: { default: null },
      width: { default: '640' },
      height: { default: '360' },
      title: { default: 'Embedded video' },
    };
  },

  parseHTML() {
    return [
      { tag: 'div[data-video-embed]', getAttrs: (el) => playerAttrs((el as HTMLElement).querySelector('iframe')) },
      { tag: 'iframe[src]', getAttrs: (el) => playerAttrs(el as HTMLElement) },
    ];
  },

  renderHTML({ HTMLAttributes }) {
    return [
      'div',
      { 'data-video-embed': '' },
      ['iframe', mergeAttributes(HTMLAttributes, { allow: ALLOW, allowfullscreen: '', frameborder: '0' })],
    ];
  },

  addCommands() {
    return {
      setVideoEmbed:
        (src) =>
        ({ commands }) =>
          commands.insertContent({ type: this.name, attrs: { src } }),
    };
  },
});
