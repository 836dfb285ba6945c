/** Turns a YouTube or Vimeo page, share or embed link into the player URL the editor embeds. */

const YOUTUBE_ID = /^[\w-]{11}$/;
const VIMEO_ID = /^\d+$/;

export const INVALID_VIDEO_URL = 'Invalid URL. Please use a valid YouTube or Vimeo link.';

function youtubeId(url: URL): string | null {
  const host = url.hostname.replace(/^(www\.|m\.)/, '');
  if (host === 'youtu.be') return url.pathname.split('/')[1] ?? null;
  if (host !== 'youtube.com' && host !== 'youtube-nocookie.com') return null;
  if (url.pathname === '/watch') return url.searchParams.get('v');
  const [, kind, id] = url.pathname.split('/');
  return kind === 'embed' || kind === 'shorts' || kind === 'live' || kind === 'v' ? (id ?? null) : null;
}

function vimeoId(url: URL): string | null {
  const host = url.hostname.replace(/^www\./, '');
  if (host === 'vimeo.com') return url.pathname.split('/').filter(Boolean)[0] ?? null;
  if (host === 'player.vimeo.com') {
    const [, kind, id] = url.pathname.split('/');
    return kind === 'video' ? (id ?? null) : null;
  }
  return null;
}

/** The embeddable player URL for a video link, or null when it is not a YouTube or Vimeo video. */
export function videoEmbedUrl(input: string): string | null {
  let url: URL;
  try {
    url = new URL(input.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const yt = youtubeId(url);
  if (yt !== null) {
    if (!YOUTUBE_ID.test(yt)) return null;
    const host = url.hostname.includes('nocookie') ? 'www.youtube-nocookie.com' : 'www.youtube.com';
    return `https://${host}/embed/${yt}`;
  }
  const vimeo = vimeoId(url);
  if (vimeo !== null) return VIMEO_ID.test(vimeo) ? `https://player.vimeo.com/video/${vimeo}` : null;
  return null;
}

/** True for a player URL the editor itself would embed (the form stored HTML holds). */
export const isEmbedSrc = (src: string): boolean => videoEmbedUrl(src) === src.split('?')[0];
