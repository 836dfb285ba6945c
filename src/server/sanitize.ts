/** Allow-list sanitising for stored HTML (posts, pages, snippets); comments are plain text, kept as typed. */
import sanitizeHtml from 'sanitize-html';

const VIDEO_HOSTS = ['www.youtube.com', 'youtube.com', 'www.youtube-nocookie.com', 'youtube-nocookie.com', 'player.vimeo.com'];

const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'br', 'hr', 'blockquote', 'pre', 'code', 'strong', 'b', 'em', 'i', 'u', 's',
    'strike', 'sub', 'sup', 'mark', 'span', 'div', 'ul', 'ol', 'li', 'a', 'img', 'figure', 'figcaption', 'iframe',
    'table', 'thead', 'tbody', 'tr', 'th', 'td',
  ],
  allowedAttributes: {
    '*': ['id', 'class', 'style', 'data-align', 'data-type'],
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
    mark: ['data-color'],
    iframe: ['src', 'width', 'height', 'allow', 'allowfullscreen', 'frameborder', 'title'],
    ol: ['start'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan'],
  },
  allowedStyles: {
    '*': {
      'text-align': [/^(left|right|center|justify)$/],
      'background-color': [/^#[0-9a-f]{3,8}$/i, /^rgba?\([\d\s.,%]+\)$/i, /^[a-z]+$/i],
      width: [/^\d+(px|%)$/],
      height: [/^\d+(px|%)$/],
      'max-width': [/^\d+(px|%)$/],
      float: [/^(left|right|none)$/],
      margin: [/^[\d\s.a-z%-]+$/i],
      display: [/^(block|inline-block)$/],
    },
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https', 'data'] },
  allowedIframeHostnames: VIDEO_HOSTS,
  allowIframeRelativeUrls: false,
  allowProtocolRelative: false,
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
    }),
    img: (tagName, attribs) => {
      // Only raster data URLs: an inline SVG image could carry script.
      if (attribs.src?.startsWith('data:') && !/^data:image\/(png|jpe?g|gif|webp);base64,/i.test(attribs.src)) {
        const { src: _dropped, ...rest } = attribs;
        return { tagName, attribs: rest };
      }
      return { tagName, attribs };
    },
  },
};

export function sanitizeRichHtml(html: string): string {
  return sanitizeHtml(html, options);
}

/**
 * Comments are plain text, stored as the reader typed them ("a < b" stays "a < b") and escaped
 * wherever they are shown. Only control characters go (they cannot be typed and break displays);
 * line breaks and tabs stay.
 */
export function plainText(text: string): string {
  return text.replace(/\r\n?/g, '\n').replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '').trim();
}
