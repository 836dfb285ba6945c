/**
 * Imported HTML made to fit the editor's content model (src/shared/rich-content.ts): figures and
 * captions, Ghost's cards, players and bare video links become our elements; images and internal
 * links are pointed at their new homes; what the model cannot hold is named for the report. One
 * post's HTML is parsed at a time (htmlparser2); the sanitiser has the last word.
 */
import { render } from 'dom-serializer';
import { Element, Text, type ChildNode, type Document } from 'domhandler';
import { DomUtils, parseDocument } from 'htmlparser2';
import { RICH_ELEMENTS, RICH_RENAMES } from '@/shared/rich-content';
import { videoEmbedUrl } from '@/shared/video-url';
import { sanitizeRichHtml } from '../sanitize';

/** Wrappers whose loss changes nothing a reader sees (their text stays). */
const HARMLESS = new Set([
  'span',
  'section',
  'article',
  'header',
  'footer',
  'main',
  'aside',
  'figure',
  'figcaption',
  'picture',
  'source',
  'small',
  'big',
  'abbr',
  'cite',
  'time',
  'font',
  'center',
  'sup',
  'sub',
  'dfn',
  'kbd',
  'samp',
  'var',
  'q',
  'ins',
  'html',
  'body',
  'head',
  'meta',
  'link',
  'nav',
]);

const IMAGE_FILE = /\.(jpe?g|png|gif|webp)(\?[^#]*)?$/i;

const el = (name: string, attribs: Record<string, string> = {}, children: ChildNode[] = []) => {
  const e = new Element(name, attribs, children);
  for (const c of children) c.parent = e;
  return e;
};
const para = (...children: ChildNode[]) => el('p', {}, children);

export function absolute(url: string, siteUrl: string | null): string | null {
  try {
    const u = new URL(url.trim(), siteUrl ? `${siteUrl}/` : undefined);
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.href : null;
  } catch {
    return null;
  }
}

const replaceWith = (node: ChildNode, ...nodes: ChildNode[]) => {
  const parent = node.parent;
  if (!parent) return;
  const at = parent.children.indexOf(node);
  parent.children.splice(at, 1, ...nodes);
  for (const n of nodes) n.parent = parent;
};

const video = (src: string) =>
  el('div', { 'data-video-embed': '' }, [
    el('iframe', { src, width: '640', height: '360', title: 'Embedded video', allowfullscreen: '' }),
  ]);

const hasClass = (e: Element, c: string) => (e.attribs.class ?? '').split(/\s+/).includes(c);

/** Figures and cards into our elements; returns the names of elements the model cannot hold. */
function restructure(doc: Document): Set<string> {
  const unsupported = new Set<string>();
  for (const fig of DomUtils.findAll((e) => e.name === 'figure', doc.children).reverse()) {
    if (hasClass(fig, 'kg-bookmark-card')) {
      const a = DomUtils.findOne((e) => e.name === 'a', fig.children);
      const title = DomUtils.findOne((e) => hasClass(e, 'kg-bookmark-title'), fig.children);
      const href = a?.attribs.href ?? '';
      replaceWith(fig, para(el('a', { href }, [new Text(title ? DomUtils.textContent(title).trim() : href)])));
      continue;
    }
    const caption = DomUtils.findOne((e) => e.name === 'figcaption', fig.children);
    if (caption) DomUtils.removeElement(caption);
    const nodes: ChildNode[] = [...fig.children];
    if (caption && DomUtils.textContent(caption).trim()) nodes.push(para(el('em', {}, caption.children)));
    replaceWith(fig, ...nodes);
  }
  for (const frame of DomUtils.findAll((e) => e.name === 'iframe', doc.children)) {
    const player = videoEmbedUrl(frame.attribs.src ?? '');
    const wrapped = frame.parent instanceof Element && frame.parent.attribs['data-video-embed'] !== undefined;
    if (player) {
      if (!wrapped) replaceWith(frame, video(player));
      else frame.attribs.src = player;
    } else {
      unsupported.add('iframe');
      const src = frame.attribs.src ?? '';
      replaceWith(frame, ...(src ? [para(el('a', { href: src }, [new Text(src)]))] : []));
    }
  }
  // A block that holds nothing but a video link (a Gutenberg embed, a pasted link) becomes a player.
  for (const block of DomUtils.findAll((e) => e.name === 'p' || e.name === 'div', doc.children)) {
    if (block.attribs['data-video-embed'] !== undefined) continue;
    if (DomUtils.findOne((e) => e.name === 'img' || e.name === 'iframe', block.children)) continue;
    const text = DomUtils.textContent(block).trim();
    const player = /^https?:\/\/\S+$/.test(text) ? videoEmbedUrl(text) : null;
    if (player) replaceWith(block, video(player));
  }
  // Our model has no plain divs (only a player's wrapper): the others give way to what they hold.
  for (const div of DomUtils.findAll(
    (e) => e.name === 'div' && e.attribs['data-video-embed'] === undefined,
    doc.children,
  ).reverse())
    replaceWith(div, ...div.children);
  for (const e of DomUtils.findAll(() => true, doc.children)) {
    if (!RICH_ELEMENTS[e.name] && !RICH_RENAMES[e.name] && !HARMLESS.has(e.name)) unsupported.add(e.name);
  }
  return unsupported;
}

export interface Rewrites {
  siteUrl: string | null;
  /** The new address of an old link, when it points at an imported post. */
  link: (absoluteUrl: string) => string | null;
  /** Copied images: old absolute address → new address. */
  images: Map<string, string>;
}

/** Every image the HTML shows or links to (a linked full-size copy), as absolute addresses. */
export function imagesIn(html: string, siteUrl: string | null): string[] {
  const doc = parseDocument(html);
  const found = new Set<string>();
  for (const e of DomUtils.findAll((n) => n.name === 'img' || n.name === 'a', doc.children)) {
    const raw = e.name === 'img' ? e.attribs.src : e.attribs.href;
    if (!raw || raw.startsWith('data:')) continue;
    const url = absolute(raw, siteUrl);
    if (url && (e.name === 'img' || IMAGE_FILE.test(new URL(url).pathname))) found.add(url);
  }
  return [...found];
}

/** The HTML fitted to our content model, and the elements it held that the model cannot keep. */
export function cleanHtml(html: string, rewrites: Rewrites): { html: string; unsupported: string[] } {
  const doc = parseDocument(html);
  const unsupported = restructure(doc);
  for (const e of DomUtils.findAll((n) => n.name === 'img' || n.name === 'a', doc.children)) {
    const attr = e.name === 'img' ? 'src' : 'href';
    const raw = e.attribs[attr];
    if (!raw || raw.startsWith('data:') || raw.startsWith('#') || raw.startsWith('mailto:')) continue;
    const url = absolute(raw, rewrites.siteUrl);
    if (!url) continue;
    const next = rewrites.images.get(url) ?? (e.name === 'a' ? rewrites.link(url) : null);
    e.attribs[attr] = next ?? url;
    if (e.name === 'img') delete e.attribs.srcset;
  }
  return { html: sanitizeRichHtml(render(doc, { encodeEntities: 'utf8' })).trim(), unsupported: [...unsupported].sort() };
}
