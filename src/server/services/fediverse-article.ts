/**
 * A post as the fediverse sees it: an Article with the post's public part (DESIGN.md, The fediverse,
 * What federates), and the activities that carry it.
 */
import { createHash } from 'node:crypto';
import { Article, Create, Delete, Hashtag, Image, PUBLIC_COLLECTION, Tombstone, Update } from '@fedify/fedify/vocab';
import { Temporal } from '@js-temporal/polyfill';
import type { PostRecord } from '@/shared/records';
import { sanitizeRichHtml } from '../sanitize';
import { categories, tags } from '../repos/taxonomy';
import { apUrls } from './fediverse-identity';
import { previewOf } from '@/shared/members';

/** What of a post may leave the site: of a gated post, only its public preview (DESIGN.md, Members and paid content). */
export interface PublicPart {
  title: string;
  excerpt: string;
  html: string;
  imageUrl: string;
}

export function publicPartOf(post: PostRecord): PublicPart {
  return { title: post.title, excerpt: post.excerpt, html: previewOf(post), imageUrl: post.imageUrl };
}

const absolute = (url: string, site: string) => (url ? new URL(url, `${site}/`).href : '');

/** Links and images that point into the site, made absolute so they work on other servers. */
function absoluteUrls(html: string, site: string): string {
  return html.replace(/\b(href|src)="(\/[^"/][^"]*|\/)"/g, (_, attr: string, path: string) => `${attr}="${site}${path}"`);
}

const instant = (iso: string) => Temporal.Instant.from(new Date(iso).toISOString());

async function hashtagsOf(post: PostRecord): Promise<Hashtag[]> {
  const names = [
    ...(await Promise.all(post.tagIds.map(async (id) => (await tags.get(id))?.name ?? id))),
    (await categories.get(post.categoryId))?.name ?? post.categoryId,
  ].filter(Boolean);
  const site = apUrls().site;
  return [...new Set(names)].map(
    (name) =>
      new Hashtag({ name: `#${name.replace(/\s+/g, '')}`, href: new URL(`${site}/search?q=${encodeURIComponent(name)}`) }),
  );
}

export async function articleOf(post: PostRecord): Promise<Article> {
  const urls = apUrls();
  const part = publicPartOf(post);
  const image = absolute(part.imageUrl, urls.site);
  return new Article({
    id: new URL(urls.post(post.id)),
    attribution: new URL(urls.actor),
    name: part.title,
    summary: part.excerpt,
    content: absoluteUrls(sanitizeRichHtml(part.html), urls.site),
    url: new URL(urls.page(post.id)),
    published: instant(post.publishedDate),
    updated: instant(post.updatedAt),
    to: PUBLIC_COLLECTION,
    cc: new URL(urls.followers),
    tags: await hashtagsOf(post),
    ...(image ? { image: new Image({ url: new URL(image) }) } : {}),
  });
}

/** The fields an Update is for: an edit that leaves them as they were sends nothing. */
export function fingerprintOf(post: PostRecord): string {
  const part = publicPartOf(post);
  return createHash('sha256')
    .update(JSON.stringify([part.title, part.excerpt, part.html, part.imageUrl, post.tagIds, post.categoryId]))
    .digest('hex');
}

const activityId = (postId: string, kind: string) => new URL(`${apUrls().post(postId)}#${kind}-${Date.now().toString(36)}`);

const addressed = () => ({ actor: new URL(apUrls().actor), to: PUBLIC_COLLECTION, cc: new URL(apUrls().followers) });

export async function createOf(post: PostRecord): Promise<unknown> {
  const object = await articleOf(post);
  return new Create({
    id: new URL(`${apUrls().post(post.id)}#create`),
    ...addressed(),
    object,
    published: object.published,
  }).toJsonLd({
    format: 'compact',
  });
}

export async function updateOf(post: PostRecord): Promise<unknown> {
  return new Update({ id: activityId(post.id, 'update'), ...addressed(), object: await articleOf(post) }).toJsonLd({
    format: 'compact',
  });
}

export function tombstoneOf(postId: string, deletedAt: string): Tombstone {
  return new Tombstone({ id: new URL(apUrls().post(postId)), deleted: instant(deletedAt) });
}

export async function deleteOf(postId: string): Promise<unknown> {
  return new Delete({
    id: activityId(postId, 'delete'),
    ...addressed(),
    object: tombstoneOf(postId, new Date().toISOString()),
  }).toJsonLd({ format: 'compact' });
}
