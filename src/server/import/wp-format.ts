/**
 * WordPress content as its theme would show it: block comments resolved, the shortcodes we can keep
 * turned into our elements, bare video links on their own line made players, and the implicit
 * paragraphs of classic content (`wpautop`, ported from WordPress) made explicit, also where a block
 * post keeps classic text between its blocks. Unknown shortcodes stay as text and are named for the
 * report.
 */
import { videoEmbedUrl } from '@/shared/video-url';
import { hasBlocks, resolveBlocks } from './wp-blocks';

export interface WpContext {
  /** Attachment id → its address and the post it belongs to. */
  attachments: Record<string, { url: string; parent: string }>;
  /** The post's own id on the old site, for `[gallery]` without ids. */
  postId: string;
}

const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

export const videoHtml = (src: string) =>
  `<div data-video-embed><iframe src="${escapeAttr(src)}" width="640" height="360" title="Embedded video" allowfullscreen></iframe></div>`;

/** A player for a YouTube or Vimeo link, else a plain link (other oEmbed providers are not embedded). */
const embedOf = (url: string) => {
  const player = videoEmbedUrl(url);
  return player ? videoHtml(player) : `<p><a href="${escapeAttr(url)}">${escapeAttr(url)}</a></p>`;
};

/** WordPress's shortcode grammar (get_shortcode_regex): `[name attrs]`, `[name attrs /]`, `[name attrs]…[/name]`, `[[escaped]]`. */
const SHORTCODE =
  /\[(\[?)([a-zA-Z][\w-]*)(?![\w-])([^\]/]*(?:\/(?!\])[^\]/]*)*?)(?:(\/)\]|\](?:([^[]*(?:\[(?!\/\2\])[^[]*)*)\[\/\2\])?)(\]?)/g;

export function shortcodeAttrs(text: string): { named: Record<string, string>; positional: string[] } {
  const named: Record<string, string> = {};
  const positional: string[] = [];
  const re = /([\w-]+)\s*=\s*"([^"]*)"|([\w-]+)\s*=\s*'([^']*)'|([\w-]+)\s*=\s*([^\s'"]+)|"([^"]*)"|'([^']*)'|(\S+)/g;
  for (const m of text.replace(/[\u00a0\u200b]/g, ' ').matchAll(re)) {
    if (m[1]) named[m[1].toLowerCase()] = m[2]!;
    else if (m[3]) named[m[3].toLowerCase()] = m[4]!;
    else if (m[5]) named[m[5].toLowerCase()] = m[6]!;
    else positional.push(m[7] ?? m[8] ?? m[9]!);
  }
  return { named, positional };
}

const ALIGN: Record<string, string> = { alignleft: 'left', aligncenter: 'center', alignright: 'right' };

function caption(attrs: string, content: string): string {
  const { named } = shortcodeAttrs(attrs);
  const align = ALIGN[named.align ?? ''];
  const imgMatch = /(<a\b[^>]*>\s*)?<img\b[^>]*>(\s*<\/a>)?/i.exec(content);
  let img = imgMatch?.[0] ?? '';
  const text = (named.caption ?? content.replace(imgMatch?.[0] ?? '', '')).trim();
  if (align) img = img.replace(/<img\b/i, `<img data-align="${align}"`);
  return `<p>${img}</p>${text ? `<p><em>${text}</em></p>` : ''}`;
}

function gallery(attrs: string, ctx: WpContext): string {
  const { named } = shortcodeAttrs(attrs);
  const ids = named.ids
    ? named.ids.split(',').map((s) => s.trim())
    : Object.entries(ctx.attachments)
        .filter(([, a]) => a.parent === ctx.postId)
        .map(([id]) => id);
  const images = ids.flatMap((id) => {
    const a = ctx.attachments[id];
    return a ? [`<img src="${escapeAttr(a.url)}" alt="">`] : [];
  });
  return images.length ? `<p>${images.join(' ')}</p>` : '';
}

function video(host: 'youtube' | 'vimeo', attrs: string): string | null {
  const { named, positional } = shortcodeAttrs(attrs.replace(/^=/, ' '));
  const raw = named.id ?? named.url ?? positional[0] ?? '';
  const url = /^https?:\/\//i.test(raw)
    ? raw
    : host === 'youtube'
      ? `https://www.youtube.com/watch?v=${raw}`
      : `https://vimeo.com/${raw}`;
  const player = videoEmbedUrl(url.replace(/&amp;/g, '&'));
  return player ? videoHtml(player) : null;
}

/** Replaces the shortcodes we know; the others stay as they were written and are added to `unknown`. */
export function convertShortcodes(html: string, ctx: WpContext, unknown: Set<string>): string {
  return html.replace(
    SHORTCODE,
    (whole, open: string, name: string, attrs: string, _self, content: string | undefined, close: string) => {
      if (open === '[' && close === ']') return whole.slice(1, -1);
      const tag = name.toLowerCase();
      const inner = content ?? '';
      let out: string | null = null;
      if (tag === 'caption' || tag === 'wp_caption') out = caption(attrs, convertShortcodes(inner, ctx, unknown));
      else if (tag === 'gallery') out = gallery(attrs, ctx);
      else if (tag === 'embed') out = embedOf(inner.trim());
      else if (tag === 'youtube' || tag === 'vimeo') out = video(tag, attrs || inner);
      if (out !== null) return `\n\n${out}\n\n`;
      unknown.add(tag);
      return whole;
    },
  );
}

/** A line holding nothing but a link: WordPress embeds it (oEmbed); here, YouTube and Vimeo become players. */
const BARE_URL_LINE = /^[ \t]*(?:<p>)?[ \t]*(https?:\/\/[^\s"<>]+)[ \t]*(?:<\/p>)?[ \t]*$/gim;

export const embedBareUrls = (html: string) =>
  html.replace(BARE_URL_LINE, (line, url: string) => (videoEmbedUrl(url) ? `\n\n${videoHtml(videoEmbedUrl(url)!)}\n\n` : line));

const BLOCKS =
  '(?:table|thead|tfoot|caption|col|colgroup|tbody|tr|td|th|div|dl|dd|dt|ul|ol|li|pre|form|map|area|blockquote|address|math|style|p|h[1-6]|hr|fieldset|legend|section|article|aside|hgroup|header|footer|nav|figure|figcaption|details|menu|summary|iframe)';

/** WordPress's wpautop: double line breaks become paragraphs, single ones `<br>`, blocks left alone. */
export function wpautop(input: string): string {
  if (!input.trim()) return '';
  const pres: string[] = [];
  // Preformatted text and our players are left exactly as they are.
  let text = input.replace(
    /<pre[\s\S]*?<\/pre>|<div data-video-embed>[\s\S]*?<\/div>/gi,
    (m) => `<pre wp-pre-tag-${pres.push(m) - 1}></pre>`,
  );
  text = `${text}\n`;
  text = text.replace(/<br\s*\/?>\s*<br\s*\/?>/gi, '\n\n');
  text = text.replace(new RegExp(`(<${BLOCKS}[\\s/>])`, 'gi'), '\n\n$1');
  text = text.replace(new RegExp(`(</${BLOCKS}>)`, 'gi'), '$1\n\n');
  text = text.replace(/<hr\s*?\/?>/gi, '<hr />\n\n');
  text = text.replace(/\r\n|\r/g, '\n').replace(/\n\n+/g, '\n\n');
  text = text
    .split(/\n\s*\n/)
    .filter((p) => p.trim())
    .map((p) => `<p>${p.replace(/^\n+|\n+$/g, '')}</p>\n`)
    .join('');
  text = text.replace(/<p>\s*<\/p>/g, '');
  text = text.replace(/<p>([^<]+)<\/(div|address|form)>/gi, '<p>$1</p></$2>');
  text = text.replace(new RegExp(`<p>\\s*(</?${BLOCKS}[^>]*>)\\s*</p>`, 'gi'), '$1');
  text = text.replace(/<p>(<li.+?)<\/p>/gi, '$1');
  text = text.replace(/<p><blockquote([^>]*)>/gi, '<blockquote$1><p>').replace(/<\/blockquote><\/p>/gi, '</p></blockquote>');
  text = text.replace(new RegExp(`<p>\\s*(</?${BLOCKS}[^>]*>)`, 'gi'), '$1');
  text = text.replace(new RegExp(`(</?${BLOCKS}[^>]*>)\\s*</p>`, 'gi'), '$1');
  text = text.replace(/(?<!<br \/>)\s*\n/g, '<br />\n');
  text = text.replace(new RegExp(`(</?${BLOCKS}[^>]*>)\\s*<br />`, 'gi'), '$1');
  text = text.replace(/<br \/>(\s*<\/?(?:p|li|div|dl|dd|dt|th|pre|td|ul|ol)[^>]*>)/gi, '$1');
  text = text.replace(/\n<\/p>$/g, '</p>');
  return text.replace(/<pre wp-pre-tag-(\d+)><\/pre>/g, (_m, i: string) => pres[Number(i)]!);
}

/** Content as WordPress would render it, and the unknown shortcodes it holds. */
export function formatWordPress(html: string, ctx: WpContext): { html: string; unknownShortcodes: string[] } {
  const unknown = new Set<string>();
  const markup = (part: string) => convertShortcodes(embedBareUrls(part), ctx, unknown);
  // Shortcodes first: wpautop then keeps the elements they become out of its paragraphs.
  const classic = (part: string) => wpautop(markup(part));
  const out = hasBlocks(html) ? resolveBlocks(html, { markup, classic }) : classic(html);
  return { html: out, unknownShortcodes: [...unknown].sort() };
}
