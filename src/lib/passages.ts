/**
 * Passages: a published article cut at its headings and paragraphs, each with an anchor id the post
 * page carries, so Ask the archive can cite `/post/{id}#{anchor}` and land on it. The ids come from
 * the content alone (a heading's from its text, a paragraph's from a hash of its text), so a page
 * prebuilt yesterday and one rendered now carry the same ids, and editing one paragraph moves no
 * other paragraph's anchor.
 */
import { htmlToText } from './text';
import { POST_PAGE_IDS, withHeadingIds } from './headings';

const PARAGRAPH = /<p(\s[^>]*)?>([\s\S]*?)<\/p>/gi;
const ID_ATTR = /\sid\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/i;
/** h2/h3 (the contents list's ids) mark the section a paragraph belongs to. */
const BLOCK = /<h([23])\s[^>]*?id="([^"]+)"[^>]*>([\s\S]*?)<\/h\1>|<p\s[^>]*?id="([^"]+)"[^>]*>([\s\S]*?)<\/p>/gi;

/** FNV-1a over the text, in base 36: short, stable across runs and machines. */
function hashOf(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(36).padStart(7, '0');
}

/** The text readers see: tags dropped without leaving a space before punctuation. */
const textOf = (html: string) => htmlToText(html).replace(/\s+([.,;:!?)])/g, '$1');

export const paragraphAnchor = (text: string) => `p-${hashOf(text)}`;

/**
 * The body with ids on its h2/h3 headings (as the contents list uses) and on every paragraph that
 * has text. `reserved` are ids the page uses outside the body.
 */
export function withAnchors(html: string, reserved: Iterable<string> = POST_PAGE_IDS): ReturnType<typeof withHeadingIds> {
  const headed = withHeadingIds(html, reserved);
  const used = new Set([...reserved, ...headed.headings.map((h) => h.id)]);
  const out = headed.html.replace(PARAGRAPH, (all, attrs = '', inner: string) => {
    const text = textOf(inner);
    if (!text) return all;
    const base = paragraphAnchor(text);
    let id = base;
    for (let n = 2; used.has(id); n++) id = `${base}-${n}`;
    used.add(id);
    return `<p id="${id}"${attrs.replace(ID_ATTR, '')}>${inner}</p>`;
  });
  return { html: out, headings: headed.headings };
}

export interface Passage {
  /** The id of the paragraph on the post page. */
  anchor: string;
  /** The heading of the section the paragraph is in, or '' before the first heading. */
  section: string;
  text: string;
}

/** Every paragraph with text, in order, with its anchor and section heading. */
export function passagesOf(html: string, reserved: Iterable<string> = POST_PAGE_IDS): Passage[] {
  const passages: Passage[] = [];
  let section = '';
  for (const m of withAnchors(html, reserved).html.matchAll(BLOCK)) {
    if (m[2] !== undefined) section = textOf(m[3] ?? '');
    else passages.push({ anchor: m[4]!, section, text: textOf(m[5] ?? '') });
  }
  return passages;
}
