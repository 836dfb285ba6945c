/**
 * Image URLs at the size a page shows them. The site's own images (uploads under /api/upload/image
 * and the static files) go through the Netlify Image CDN, which resizes, re-encodes as WebP and
 * caches (`netlify dev` serves the same endpoint); remote hosts that resize through a query
 * parameter get theirs. Anything else, and GIFs (which may be animated), are used as they are.
 */
const IMAGE_CDN = '/.netlify/images';

/** Hosts that resize through a query parameter, and its name. */
const RESIZING_HOSTS: Record<string, string> = {
  'images.unsplash.com': 'w',
  'images.pexels.com': 'w',
};

const STEPS = [320, 480, 640, 800, 1024, 1280, 1600];

const isOwnImage = (src: string) => src.startsWith('/') && !src.startsWith('//') && !/\.(gif|svg)(\?|$)/i.test(src);

/** A function that gives the image `src` at a width (or height), or null when it cannot be resized. */
function resizer(src: string, side: 'w' | 'h' = 'w'): ((size: number) => string) | null {
  if (isOwnImage(src)) return (n) => `${IMAGE_CDN}?url=${encodeURIComponent(src)}&${side}=${n}&fm=webp&q=75`;
  if (side === 'h') return null;
  let url: URL;
  try {
    url = new URL(src);
  } catch {
    return null;
  }
  const param = RESIZING_HOSTS[url.hostname];
  if (!param) return null;
  return (w) => {
    const u = new URL(url);
    u.searchParams.set(param, String(w));
    if (url.hostname === 'images.unsplash.com') {
      u.searchParams.set('auto', 'format');
      u.searchParams.set('fit', 'crop');
      u.searchParams.set('q', '75');
    }
    return u.toString();
  };
}

/** `src` at `width` and a `srcset` of widths up to twice that (for `sizes`), or undefined. */
export function responsiveSrcset(src: string, width: number): { src: string; srcset: string } | undefined {
  const at = resizer(src);
  if (!at) return undefined;
  const widths = STEPS.filter((w) => w <= width * 2);
  return { src: at(width), srcset: widths.map((w) => `${at(w)} ${w}w`).join(', ') };
}

/** A picture shown `size` CSS pixels wide (or high, for `side` 'h'): 1x and 2x variants, or undefined. */
export function densitySrcset(src: string, size: number, side: 'w' | 'h' = 'w'): { src: string; srcset: string } | undefined {
  const at = resizer(src, side);
  if (!at) return undefined;
  return { src: at(size), srcset: `${at(size)} 1x, ${at(size * 2)} 2x` };
}
