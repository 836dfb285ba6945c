/**
 * The content model of stored rich text (posts, pages, snippets). The server's sanitiser keeps
 * exactly these elements, attributes and styles, and the admin editor's schema holds each of them,
 * so opening and saving a document never drops anything. Change both sides by changing this file.
 */

/** Highlight colours offered by the editor, in the order of its menu. */
export const HIGHLIGHT_COLORS = [
  { name: 'Yellow', value: '#fef08a' },
  { name: 'Green', value: '#bbf7d0' },
  { name: 'Blue', value: '#bfdbfe' },
  { name: 'Pink', value: '#fbcfe8' },
  { name: 'Purple', value: '#e9d5ff' },
] as const;

export const IMAGE_ALIGNMENTS = ['left', 'center', 'right'] as const;
export type ImageAlignment = (typeof IMAGE_ALIGNMENTS)[number];

export const TEXT_ALIGNMENTS = ['left', 'center', 'right', 'justify'] as const;

/** Hosts whose players may be embedded (YouTube, including privacy-enhanced mode, and Vimeo). */
export const VIDEO_HOSTS = [
  'www.youtube.com',
  'youtube.com',
  'www.youtube-nocookie.com',
  'youtube-nocookie.com',
  'player.vimeo.com',
] as const;

/** Headings the editor offers; deeper ones in pasted or imported HTML become the deepest of these. */
export const HEADING_LEVELS = [1, 2, 3, 4] as const;

const aligned = ['style'];

/** Element → attributes it may carry. */
export const RICH_ELEMENTS: Record<string, string[]> = {
  p: aligned,
  h1: aligned,
  h2: aligned,
  h3: aligned,
  h4: aligned,
  br: [],
  /** `data-paywall` marks the Public preview divider (DESIGN.md, Post access). */
  hr: ['data-paywall'],
  strong: [],
  em: [],
  u: [],
  s: [],
  code: ['class'],
  pre: [],
  blockquote: [],
  ul: [],
  ol: ['start'],
  li: [],
  a: ['href', 'title', 'target', 'rel'],
  mark: ['data-color', 'style'],
  img: ['src', 'alt', 'title', 'width', 'height', 'data-align'],
  div: ['data-video-embed'],
  iframe: ['src', 'width', 'height', 'title', 'allow', 'allowfullscreen', 'frameborder'],
};

/** Inline styles kept: alignment on blocks, the highlight colour on marks. */
export const RICH_STYLES: Record<string, Record<string, RegExp[]>> = {
  '*': { 'text-align': [new RegExp(`^(${TEXT_ALIGNMENTS.join('|')})$`)] },
  mark: { 'background-color': [/^#[0-9a-f]{3,8}$/i], color: [/^inherit$/] },
};

/** Elements renamed on the way in, so their text survives in a form the editor holds. */
export const RICH_RENAMES: Record<string, string> = { b: 'strong', i: 'em', strike: 's', del: 's', h5: 'h4', h6: 'h4' };
