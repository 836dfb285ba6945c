/** Allow-list sanitising for stored HTML (posts, pages, snippets), from the shared content model; comments are plain text, kept as typed. */
import sanitizeHtml from 'sanitize-html';
import { PAYWALL_DIVIDER } from '@/shared/members';
import { IMAGE_ALIGNMENTS, RICH_ELEMENTS, RICH_RENAMES, RICH_STYLES, VIDEO_HOSTS } from '@/shared/rich-content';

const rename =
  (to: string): sanitizeHtml.Transformer =>
  (_tag, attribs) => ({ tagName: to, attribs });

const options: sanitizeHtml.IOptions = {
  allowedTags: Object.keys(RICH_ELEMENTS),
  allowedAttributes: RICH_ELEMENTS,
  allowedStyles: RICH_STYLES,
  allowedClasses: { code: [/^language-[\w+#-]{1,30}$/] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https', 'data'] },
  allowedIframeHostnames: [...VIDEO_HOSTS],
  allowIframeRelativeUrls: false,
  allowProtocolRelative: false,
  transformTags: {
    ...Object.fromEntries(Object.entries(RICH_RENAMES).map(([from, to]) => [from, rename(to)])),
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
    }),
    img: (tagName, attribs) => {
      const next = { ...attribs };
      // Only raster data URLs: an inline SVG image could carry script.
      if (next.src?.startsWith('data:') && !/^data:image\/(png|jpe?g|gif|webp);base64,/i.test(next.src)) delete next.src;
      if (next['data-align'] && !(IMAGE_ALIGNMENTS as readonly string[]).includes(next['data-align'])) delete next['data-align'];
      for (const size of ['width', 'height'] as const) if (next[size] && !/^\d{1,5}$/.test(next[size])) delete next[size];
      // An image without alt is invalid HTML; none given means decorative.
      next.alt ??= '';
      return { tagName, attribs: next };
    },
    // A boolean attribute: any value but empty is invalid HTML, and its presence alone allows it.
    iframe: (tagName, attribs) => ({
      tagName,
      attribs: 'allowfullscreen' in attribs ? { ...attribs, allowfullscreen: '' } : attribs,
    }),
  },
  // A video wrapper without its player is dropped rather than kept empty.
  exclusiveFilter: (frame) => frame.tag === 'div' && !frame.mediaChildren.length && !frame.text.trim(),
};

/** The divider is stored in one spelling (DESIGN.md), whatever form the attribute came in. */
const PAYWALL_HR = /<hr\b[^>]*\bdata-paywall\b[^>]*>/gi;

export function sanitizeRichHtml(html: string): string {
  return sanitizeHtml(html, options).replace(PAYWALL_HR, PAYWALL_DIVIDER);
}

// eslint-disable-next-line no-control-regex -- matching control characters (all but tab and line breaks) is the point
const CONTROL_CHARS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

/**
 * Comments are plain text, stored as the reader typed them ("a < b" stays "a < b") and escaped
 * wherever they are shown. Only control characters go (they cannot be typed and break displays);
 * line breaks and tabs stay.
 */
export function plainText(text: string): string {
  return text.replace(/\r\n?/g, '\n').replace(CONTROL_CHARS, '').trim();
}
