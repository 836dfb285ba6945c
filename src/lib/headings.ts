/**
 * Prepares a stored article body for its page, at build time or in the post fallback: h2/h3
 * headings get unique ids for the contents list, and images below the fold load lazily.
 */
import type { HeadingItem } from '@/shared/types';
import { htmlToText } from './text';

export const TOC_MIN_HEADINGS = 3;

/** Ids a post page uses outside the body, so body headings never collide with them. */
export const POST_PAGE_IDS = [
  'main-content',
  'comments',
  'toc-title',
  'side-author',
  'related-title',
  'continue-title',
  'ai-panels-title',
  'post-subscribe-title',
  'mobile-menu',
  'ai-tools-menu',
  'account-menu',
];

const HEADING = /<h([23])(\s[^>]*)?>([\s\S]*?)<\/h\1>/gi;
const ID_ATTR = /\sid\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/i;

/**
 * The anchor of a heading, the same at build time and in the browser. Letters and digits of every
 * script stay ("東京タワー", "straße", "привет"); accents on Latin letters go ("Café" → cafe), so
 * headings that gave ASCII anchors before keep them.
 */
export function headingAnchor(text: string): string {
  const folded = text
    .normalize('NFKD')
    .replace(/(\p{ASCII})[\u0300-\u036f]+/gu, '$1')
    .normalize('NFC');
  const slug = folded
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\p{M}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
  return Array.from(slug).slice(0, 60).join('') || 'item';
}

/** `reserved` are ids the page already uses outside the body. */
export function withHeadingIds(html: string, reserved: Iterable<string> = []): { html: string; headings: HeadingItem[] } {
  const used = new Set(reserved);
  const headings: HeadingItem[] = [];
  const unique = (base: string) => {
    let id = base;
    for (let n = 2; used.has(id); n++) id = `${base}-${n}`;
    used.add(id);
    return id;
  };
  const out = html.replace(HEADING, (_all, level: string, attrs = '', inner: string) => {
    const text = htmlToText(inner);
    const id = unique(headingAnchor(text));
    const rest = attrs.replace(ID_ATTR, '');
    if (text) headings.push({ id, text, level: Number(level) as 2 | 3 });
    return `<h${level} id="${id}"${rest}>${inner}</h${level}>`;
  });
  return { html: out, headings };
}

/**
 * Gives every image an alt attribute, empty when the author gave none (it is then decorative):
 * an <img> without one is invalid HTML and is read out by its file name.
 */
export function withAltText(html: string): string {
  return html.replace(/<img\b(?![^>]*\salt=)/gi, '<img alt=""');
}

/** Adds loading="lazy" and decoding="async" to images that do not say how to load. */
export function lazyImages(html: string): string {
  return html.replace(/<img\b(?![^>]*\sloading=)([^>]*)>/gi, '<img loading="lazy" decoding="async"$1>');
}
