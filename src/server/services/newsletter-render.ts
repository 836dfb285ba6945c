/**
 * A post as an email: title, featured image and body in one 600 px column, CSS inlined with juice
 * (mail clients drop <style> blocks or parts of them), absolute links and images, images no wider
 * than the column, each video as a linked thumbnail (mail clients play no iframes), readable code
 * blocks, "View in browser", and a footer with the site's name and the unsubscribe link. The
 * plain-text part comes from the same HTML through html-to-text. Colours are kept in ranges that
 * read well when a client darkens the mail, and a prefers-color-scheme block stays in <head> for
 * the clients that honour it.
 *
 * The unsubscribe link differs per recipient: the rendering holds UNSUBSCRIBE_PLACEHOLDER, which
 * `personalize` replaces, so a send renders the post once.
 */
import * as cheerio from 'cheerio';
import { convert } from 'html-to-text';
import juice from 'juice';
import type { SiteSettings } from '@/shared/types';
import type { PostRecord } from '@/shared/records';
import { PAYWALL_WORDS, paywallTitle, previewOf } from '@/shared/members';
import { siteLink, siteUrl } from '../mail';
import { CSS, DARK_CSS } from './newsletter-styles';

export const UNSUBSCRIBE_PLACEHOLDER = '%%unsubscribe_url%%';

export interface RenderedNewsletter {
  subject: string;
  html: string;
  text: string;
}

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** An absolute URL on the site for a path, or the URL itself when it is already absolute. */
function absolute(src: string): string {
  try {
    return new URL(src, `${siteUrl()}/`).toString();
  } catch {
    return src;
  }
}

/** The site's own images go through its image CDN at twice the column's width; others as they are. */
function mailImage(src: string): string {
  if (src.startsWith('/') && !src.startsWith('//') && !/\.(gif|svg)(\?|$)/i.test(src))
    return siteLink('/.netlify/images', { url: src, w: '1200', q: '75' });
  return absolute(src);
}

/** A YouTube or Vimeo player as the page to watch it on, with YouTube's still image where there is one. */
function videoLink(src: string): { href: string; thumbnail?: string; site: string } | null {
  let url: URL;
  try {
    url = new URL(src, 'https://invalid.invalid');
  } catch {
    return null;
  }
  const youtube = /(?:^|\.)youtube(?:-nocookie)?\.com$/.exec(url.hostname) && /^\/embed\/([\w-]{6,})/.exec(url.pathname);
  if (youtube)
    return {
      href: `https://www.youtube.com/watch?v=${youtube[1]}`,
      thumbnail: `https://i.ytimg.com/vi/${youtube[1]}/hqdefault.jpg`,
      site: 'YouTube',
    };
  const vimeo = url.hostname === 'player.vimeo.com' && /^\/video\/(\d+)/.exec(url.pathname);
  if (vimeo) return { href: `https://vimeo.com/${vimeo[1]}`, site: 'Vimeo' };
  return null;
}

/** The post's body made fit for mail clients. */
function mailBody(content: string): string {
  const $ = cheerio.load(content, null, false);
  $('[data-video-embed], iframe').each((_, el) => {
    const node = $(el);
    const iframe = node.is('iframe') ? node : node.find('iframe').first();
    const video = videoLink(iframe.attr('src') ?? '');
    if (!video) return void node.remove();
    const title = iframe.attr('title') || `Watch the video on ${video.site}`;
    const still = video.thumbnail
      ? `<img src="${escapeHtml(video.thumbnail)}" alt="${escapeHtml(title)}" width="560" class="video-still"><br>`
      : '';
    node.replaceWith(`<p class="video"><a href="${escapeHtml(video.href)}">${still}&#9654; ${escapeHtml(title)}</a></p>`);
  });
  $('img').each((_, el) => {
    const img = $(el);
    const src = img.attr('src');
    if (!src) return void img.remove();
    if (!img.hasClass('video-still')) img.attr('src', mailImage(src));
    // Outlook sizes by the attribute, the others by the style juice inlines.
    const width = Number(img.attr('width'));
    img.attr('width', String(Number.isFinite(width) && width > 0 ? Math.min(width, 560) : 560));
    img.removeAttr('height');
    img.removeAttr('data-align');
  });
  $('a[href]').each((_, el) => {
    const a = $(el);
    a.attr('href', absolute(a.attr('href')!));
    a.removeAttr('target');
    a.removeAttr('rel');
  });
  return $.html();
}

/** The newsletter for a post, with UNSUBSCRIBE_PLACEHOLDER where each recipient's own link goes. */
/**
 * `full` false renders a gated post for a recipient it does not admit: its preview and a subscribe
 * link, nothing after the divider. A public post is the same either way.
 */
export function renderNewsletter(post: PostRecord, settings: Pick<SiteSettings, 'title'>, full = false): RenderedNewsletter {
  const site = settings.title;
  const postUrl = siteLink(`/post/${encodeURIComponent(post.id)}`);
  const featured = post.imageUrl
    ? `<img class="featured" src="${escapeHtml(mailImage(post.imageUrl))}" alt="${escapeHtml(post.title)}" width="536">`
    : '';
  const page = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark"><meta name="supported-color-schemes" content="light dark">
<title>${escapeHtml(post.title)}</title>
<style>${CSS}</style>
<style data-embed>${DARK_CSS}</style>
</head>
<body>
<table role="presentation" class="wrap" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<div class="browser"><a href="${escapeHtml(postUrl)}">View in browser</a></div>
<table role="presentation" class="card" width="600" cellpadding="0" cellspacing="0"><tr><td class="inner">
<p class="site">${escapeHtml(site)}</p>
<h1>${escapeHtml(post.title)}</h1>
${post.excerpt ? `<p class="excerpt">${escapeHtml(post.excerpt)}</p>` : ''}
${featured}
${full ? mailBody(post.content) : mailBody(previewOf(post)) + subscribeBox(post)}
<p class="read"><a href="${escapeHtml(postUrl)}">Read on ${escapeHtml(site)}</a></p>
</td></tr></table>
<div class="footer">
<p>You receive this because you subscribed to the ${escapeHtml(site)} newsletter.<br>
<a href="${UNSUBSCRIBE_PLACEHOLDER}">Unsubscribe</a> · <a href="${escapeHtml(siteUrl())}/">${escapeHtml(site)}</a></p>
</div>
</td></tr></table>
</body></html>
`;
  const html = juice(page, {
    removeStyleTags: true,
    preserveMediaQueries: true,
    applyWidthAttributes: false,
    applyHeightAttributes: false,
  });
  const text = convert(html, {
    wordwrap: 78,
    selectors: [
      { selector: 'img', format: 'skip' },
      { selector: 'h1', options: { uppercase: false } },
      { selector: 'h2', options: { uppercase: false } },
      { selector: 'h3', options: { uppercase: false } },
      { selector: 'h4', options: { uppercase: false } },
      { selector: 'a', options: { hideLinkHrefIfSameAsText: true } },
      { selector: 'table', format: 'block' },
      { selector: 'tr', format: 'block' },
      { selector: 'td', format: 'block' },
    ],
  });
  return { subject: post.title, html, text };
}

/** What ends a gated post's preview in mail: the paywall's words and a link to the tiers. */
function subscribeBox(post: PostRecord): string {
  if ((post.visibility ?? 'public') === 'public') return '';
  const url = siteLink('/subscribe');
  return `<p class="paywall"><strong>${escapeHtml(paywallTitle(post.visibility!))}</strong><br><a href="${escapeHtml(url)}">${PAYWALL_WORDS.subscribe}</a></p>`;
}

/** One recipient's copy: their own unsubscribe link in place of the placeholder. */
export function personalize(r: RenderedNewsletter, unsubscribeUrl: string): RenderedNewsletter {
  return {
    subject: r.subject,
    html: r.html.split(UNSUBSCRIBE_PLACEHOLDER).join(escapeHtml(unsubscribeUrl)),
    text: r.text.split(UNSUBSCRIBE_PLACEHOLDER).join(unsubscribeUrl),
  };
}
