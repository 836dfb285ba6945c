/**
 * Newsletter opens and clicks with any SMTP server (DESIGN.md, Analytics, Collecting (email)).
 * A send's rendering gets an open pixel and its links rewritten to `/r/{linkId}` once; each
 * recipient's copy then gets a random nonce, never stored with the subscriber, and a signature per
 * link, so a tampered link still leads on but counts nothing. With `emailTracking: "off"` the mail
 * keeps its plain links and has no pixel.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import * as cheerio from 'cheerio';
import type { SiteSettings } from '@/shared/types';
import { secret } from '../auth/tokens';
import { NotFound } from '../errors';
import { getLink, saveClick, saveLink, saveOpen } from '../repos/email-tracking';
import { getSend } from '../repos/newsletters';
import { siteUrl } from '../mail';
import { UNSUBSCRIBE_PLACEHOLDER, type RenderedNewsletter } from './newsletter-render';
import { isImageProxy } from './image-proxies';

const NONCE = '%%nonce%%';
const signatureSlot = (linkId: string) => `%%k:${linkId}%%`;
const SIGNATURE_SLOTS = /%%k:([A-Za-z0-9._-]+)%%/g;

/** A 1×1 transparent GIF, 43 bytes. */
export const PIXEL = Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64');

/** Our own pages, reached from the mail, count the visit's source as Newsletter. */
function fromNewsletter(url: string): string {
  const u = new URL(url);
  if (u.origin !== new URL(siteUrl()).origin || u.searchParams.has('utm_source')) return url;
  u.searchParams.set('utm_source', 'newsletter');
  return u.toString();
}

/** The send's rendering with its links going through `/r/` and the open pixel, or as it was. */
export async function trackNewsletter(
  r: RenderedNewsletter,
  send: { id: string; postId: string },
  mode: SiteSettings['emailTracking'],
): Promise<RenderedNewsletter> {
  if (mode === 'off') return r;
  const $ = cheerio.load(r.html);
  const ids = new Map<string, string>();
  for (const el of $('a[href]').toArray()) {
    const a = $(el);
    const url = a.attr('href')!;
    if (url === UNSUBSCRIBE_PLACEHOLDER || !/^https?:\/\//i.test(url)) continue;
    let linkId = ids.get(url);
    if (!linkId) {
      linkId = `${send.id}.${ids.size + 1}`;
      ids.set(url, linkId);
      await saveLink(linkId, { sendId: send.id, postId: send.postId, url: fromNewsletter(url) });
    }
    a.attr('href', `${siteUrl()}/r/${linkId}?n=${NONCE}&k=${signatureSlot(linkId)}`);
  }
  $('body').append(
    `<img src="${siteUrl()}/api/o/${send.id}/${NONCE}.gif" width="1" height="1" alt="" style="display:block;width:1px;height:1px;border:0">`,
  );
  return { ...r, html: $.html() };
}

async function sign(linkId: string, nonce: string): Promise<string> {
  return createHmac('sha256', await secret())
    .update(`email-link\n${linkId}\n${nonce}`)
    .digest('base64url')
    .slice(0, 22);
}

/** One recipient's copy: a fresh nonce and each link's signature for it. */
export async function stampRecipient(r: RenderedNewsletter): Promise<RenderedNewsletter> {
  if (!r.html.includes(NONCE)) return r;
  const nonce = randomBytes(12).toString('hex');
  const linkIds = new Set([...r.html.matchAll(SIGNATURE_SLOTS)].map((m) => m[1]!));
  let html = r.html.split(NONCE).join(nonce);
  for (const linkId of linkIds) html = html.split(signatureSlot(linkId)).join(await sign(linkId, nonce));
  return { ...r, html };
}

const NONCE_SHAPE = /^[0-9a-f]{24}$/;

/** Counts the pixel's fetch for a real send and nonce; the pixel is answered either way. */
export async function recordOpen(sendId: string, file: string, userAgent: string, ip: string): Promise<void> {
  const nonce = /^(.+)\.gif$/.exec(file)?.[1];
  if (!nonce || !NONCE_SHAPE.test(nonce) || !(await getSend(sendId))) return;
  await saveOpen(sendId, nonce, `${Date.now()}-${isImageProxy(userAgent, ip) ? 'm' : 'h'}-${randomBytes(4).toString('hex')}`);
}

function sameSignature(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** The address a tracked link leads to (404 for an unknown link); counted only when signed for its nonce. */
export async function followLink(linkId: string, nonce: string | null, signature: string | null): Promise<string> {
  const link = await getLink(linkId);
  if (!link) throw NotFound('Link');
  if (nonce && signature && NONCE_SHAPE.test(nonce) && sameSignature(signature, await sign(linkId, nonce)))
    await saveClick(link.sendId, nonce, linkId, `${Date.now()}-${randomBytes(4).toString('hex')}`);
  return link.url;
}
