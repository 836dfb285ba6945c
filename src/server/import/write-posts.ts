/**
 * The job for WordPress and Ghost files: authors, categories and tags first, then every post's id
 * decided before any post is written (so a link to a post further on is rewritten too), then the
 * posts one by one with their images, comments and old addresses. Each item remembers its source
 * id, so a resumed or repeated import finds what it made and creates nothing twice.
 */
import { createHash } from 'node:crypto';
import { slugify } from '@/lib/slug';
import { htmlToText, readingTime } from '@/lib/text';
import { LIMITS } from '@/shared/limits';
import type { PostRecord } from '@/shared/records';
import type { Comment } from '@/shared/types';
import { createComment } from '../repos/comments';
import { claimSource, getCopiedImage, getSource, saveCopiedImage, saveRedirect, saveSource } from '../repos/imports';
import { allPostIds, getPostRecord, writePost } from '../repos/posts';
import { authors, categories, pages, tags } from '../repos/taxonomy';
import { createWithUniqueId } from '../repos/unique-id';
import { plainText } from '../sanitize';
import { saveImage } from '../services/images';
import { cleanHtml, imagesIn, absolute } from './clean-html';
import { fetchImage } from './fetch-image';
import { oldPathOf } from './old-paths';
import type { ImportPlan } from './plan';
import type { Progress } from './progress';
import type { SourcePost } from './source';
import { formatWordPress } from './wp-format';

const lower = (s: string) => s.trim().toLowerCase();
const clip = (s: string, max: number) => (s.length > max ? s.slice(0, max - 1).trimEnd() + '…' : s);

/** Inline elements are not word breaks ("<a>one</a>." is "one."). */
const withoutInline = (html: string) => html.replace(/<\/?(a|em|strong|u|s|code|mark|span|b|i|sup|sub|abbr)\b[^>]*>/gi, '');

/** A comment's HTML as the plain text comments are here, its paragraphs and line breaks kept. */
const commentText = (html: string) =>
  plainText(
    withoutInline(html)
      .split(/<br\s*\/?>|<\/p>|\n/i)
      .map((line) => htmlToText(line))
      .join('\n')
      .replace(/\n{3,}/g, '\n\n'),
  );

/** WordPress's automatic excerpt: the first 55 words of the text. */
function autoExcerpt(html: string): string {
  const words = htmlToText(withoutInline(html)).split(' ').filter(Boolean);
  return clip(words.slice(0, 55).join(' ') + (words.length > 55 ? ' […]' : ''), LIMITS.excerpt);
}

interface Context {
  plan: ImportPlan;
  progress: Progress;
  authorIds: Map<string, string>;
  fallbackAuthor: () => Promise<string>;
  categoryIds: Map<string, string>;
  tagIds: Map<string, string>;
  /** Source key → new id (posts) or slug (pages). */
  ids: Map<string, string>;
  /** Old path → new address. */
  paths: Map<string, string>;
}

/** Existing records are reused by name; new ones get readable ids. */
async function taxonomy(plan: ImportPlan, progress: Progress, names: { categories: Map<string, string>; tags: Set<string> }) {
  const categoryIds = new Map<string, string>();
  const existingCats = new Map((await categories.all()).map((c) => [lower(c.name), c.id]));
  for (const [key, name] of names.categories) {
    const found = existingCats.get(key);
    if (found) {
      categoryIds.set(key, found);
      continue;
    }
    const description = plan.site.categories.find((c) => lower(c.name) === key)?.description ?? '';
    const c = await createWithUniqueId(categories.create, slugify(name) || 'category', (id) => ({
      id,
      name: clip(name, LIMITS.name),
      description: clip(description, LIMITS.description),
      imageUrl: '',
    }));
    categoryIds.set(key, c.id);
    progress.created('categories');
  }
  const tagIds = new Map<string, string>();
  const existingTags = new Map((await tags.all()).map((t) => [lower(t.name), t.id]));
  for (const name of names.tags) {
    const key = lower(name);
    const found = existingTags.get(key);
    if (found) tagIds.set(key, found);
    else {
      const t = await createWithUniqueId(tags.create, slugify(name) || 'tag', (id) => ({
        id,
        name: clip(name.trim(), LIMITS.name),
      }));
      tagIds.set(key, t.id);
      progress.created('tags');
    }
  }
  return { categoryIds, tagIds };
}

async function people(plan: ImportPlan, progress: Progress): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  const byName = new Map((await authors.all()).map((a) => [lower(a.name), a.id]));
  for (const a of plan.site.authors) {
    const source = `${plan.source}|${plan.siteKey}|author|${a.key}`;
    const known = await getSource(source);
    let id = known?.id ?? byName.get(lower(a.name));
    if (!id) {
      const made = await createWithUniqueId(authors.create, slugify(a.name) || 'author', (newId) => ({
        id: newId,
        name: clip(a.name, LIMITS.name),
        avatarUrl: absolute(a.avatarUrl, plan.site.siteUrl) ?? '',
        bio: clip(a.bio, LIMITS.bio),
        followers: 0,
      }));
      id = made.id;
      progress.created('authors');
    } else progress.skipped('authors');
    if (!known) await saveSource(source, id);
    ids.set(a.key, id);
  }
  return ids;
}

/** Decides every post's id up front (taken from an earlier import of the same item when there was one). */
async function decideIds(plan: ImportPlan): Promise<{ ids: Map<string, string>; paths: Map<string, string> }> {
  const taken = new Set(await allPostIds());
  const takenPages = new Set((await pages.all()).map((p) => p.id));
  const ids = new Map<string, string>();
  const paths = new Map<string, string>();
  for (const p of plan.posts) {
    const known = await getSource(p.key);
    let id = known?.id;
    if (!id) {
      const base = slugify(p.slug || p.title) || (p.kind === 'page' ? 'page' : 'post');
      const used = p.kind === 'page' ? takenPages : taken;
      id = base;
      for (let n = 2; used.has(id); n++) id = `${base}-${n}`;
      used.add(id);
      if (!(await claimSource(p.key, id))) id = (await getSource(p.key))?.id ?? id;
    }
    ids.set(p.key, id);
    for (const path of p.oldPaths) paths.set(path, p.kind === 'page' ? `/${id}` : `/post/${id}`);
  }
  return { ids, paths };
}

async function copyImages(urls: string[], post: string, progress: Progress): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  let next = 0;
  const worker = async () => {
    while (next < urls.length) {
      const url = urls[next++]!;
      const known = await getCopiedImage(url);
      if (known) {
        out.set(url, `/api/upload/image/${known.id}`);
        continue;
      }
      try {
        const saved = await saveImage(await fetchImage(url));
        await saveCopiedImage(url, saved.id);
        out.set(url, saved.url);
        progress.report.images.copied++;
      } catch (err) {
        progress.imageFailed(url, (err as Error).message, post);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(4, urls.length) }, worker));
  return out;
}

const commentId = (postKey: string, c: SourcePost['comments'][number]) =>
  `${Math.max(0, Date.parse(c.date) || 0)
    .toString(36)
    .padStart(9, '0')}-${createHash('sha1').update(`${postKey}|${c.sourceId}`).digest('hex').slice(0, 8)}`;

async function writeOne(p: SourcePost, ctx: Context): Promise<void> {
  const { progress, plan } = ctx;
  const id = ctx.ids.get(p.key)!;
  const kind = p.kind === 'page' ? 'pages' : 'posts';
  const exists = p.kind === 'page' ? await pages.get(id) : await getPostRecord(id);
  for (const path of p.oldPaths) {
    await saveRedirect({ path, to: ctx.paths.get(path)! });
    if (!exists) progress.report.redirects++;
  }
  if (exists) return progress.skipped(kind);

  const siteUrl = plan.site.siteUrl;
  const formatted =
    p.format === 'wordpress'
      ? formatWordPress(p.html, { attachments: plan.site.attachments, postId: p.key.split('|').at(-1)! })
      : { html: p.html, unknownShortcodes: [] };
  let feature = p.featureImage;
  if (feature?.startsWith('attachment:')) feature = plan.site.attachments[feature.slice('attachment:'.length)]?.url ?? null;
  const featureUrl = feature ? absolute(feature, siteUrl) : null;
  const wanted = imagesIn(formatted.html, siteUrl);
  if (featureUrl) wanted.push(featureUrl);
  const images = await copyImages([...new Set(wanted)], p.title, progress);
  const link = (url: string) => {
    const path = oldPathOf(url, siteUrl);
    return path ? (ctx.paths.get(path) ?? null) : null;
  };
  const { html, unsupported } = cleanHtml(formatted.html, { siteUrl, link, images });
  for (const name of formatted.unknownShortcodes) progress.shortcode(name, { id, title: p.title });
  for (const name of unsupported)
    progress.problem(
      'UNSUPPORTED_ELEMENT',
      `<${name}> is not part of the editor's content model: its text is kept, its form is not.`,
      p.title,
    );
  const title = clip(p.title || 'Untitled', LIMITS.title);
  if (title !== (p.title || 'Untitled'))
    progress.problem('LIMIT', `Titles longer than ${LIMITS.title} characters were shortened.`, p.title);
  if (html.length > LIMITS.content)
    progress.problem(
      'LIMIT',
      `Longer than the editor's ${LIMITS.content.toLocaleString('en')} characters: kept whole, shorten it before editing.`,
      p.title,
    );

  if (p.kind === 'page') {
    await pages.create({ id, slug: id, title, content: html, isDeletable: true });
    return progress.created('pages');
  }
  const categoryId = ctx.categoryIds.get(lower(p.category ?? 'Uncategorized'))!;
  const tagIds = [...new Set(p.tags.map((t) => ctx.tagIds.get(lower(t))!).filter(Boolean))];
  if (tagIds.length > LIMITS.tags)
    progress.problem('LIMIT', `Posts keep at most ${LIMITS.tags} tags; the rest were left off.`, p.title);
  const now = new Date().toISOString();
  const record: PostRecord = {
    id,
    title,
    excerpt: clip(p.excerpt ? htmlToText(p.excerpt) : autoExcerpt(html), LIMITS.excerpt),
    metaTitle: clip(p.metaTitle ?? '', LIMITS.metaTitle),
    metaDescription: clip(p.metaDescription ?? '', LIMITS.metaDescription),
    content: html,
    imageUrl: featureUrl ? (images.get(featureUrl) ?? featureUrl) : '',
    status: p.status,
    featured: p.featured,
    readingTime: readingTime(html),
    categoryId,
    authorId: (p.authorKey && ctx.authorIds.get(p.authorKey)) || (await ctx.fallbackAuthor()),
    tagIds: tagIds.slice(0, LIMITS.tags),
    publishedDate: p.publishedAt ?? p.updatedAt ?? now,
    updatedAt: p.updatedAt ?? p.publishedAt ?? now,
    history: [],
    reviewRequested: false,
  };
  if (!(await writePost(record, true))) {
    // Taken since the ids were decided: another id, remembered for the next run.
    record.id = `${id}-${createHash('sha1').update(p.key).digest('hex').slice(0, 6)}`;
    await writePost(record, true);
    await saveSource(p.key, record.id);
  }
  progress.created('posts');
  for (const c of p.comments) {
    const comment: Comment = {
      id: commentId(p.key, c),
      postId: record.id,
      text: commentText(c.html) || '…',
      authorName: clip(c.author, LIMITS.name),
      authorAvatarUrl: '',
      status: c.status,
      timestamp: c.date,
    };
    if (await createComment(comment)) progress.created('comments');
    else progress.skipped('comments');
  }
}

/** Runs the posts of the file past the point a resumed job reached. */
export async function writePosts(plan: ImportPlan, posts: AsyncIterable<SourcePost>, progress: Progress): Promise<void> {
  const categoryNames = new Map<string, string>();
  const tagNames = new Set<string>();
  for (const c of plan.site.categories) categoryNames.set(lower(c.name), c.name);
  for (const t of plan.site.tags) tagNames.add(t);
  const { categoryIds, tagIds } = await taxonomy(plan, progress, { categories: categoryNames, tags: tagNames });
  const authorIds = await people(plan, progress);
  let fallback: string | null = null;
  const { ids, paths } = await decideIds(plan);
  const ctx: Context = {
    plan,
    progress,
    authorIds,
    categoryIds,
    tagIds,
    ids,
    paths,
    fallbackAuthor: async () => {
      if (fallback) return fallback;
      const first = authorIds.values().next().value ?? (await authors.all())[0]?.id;
      fallback =
        first ??
        (
          await createWithUniqueId(authors.create, 'editorial-team', (id) => ({
            id,
            name: 'Editorial team',
            avatarUrl: '',
            bio: '',
            followers: 0,
          }))
        ).id;
      return fallback;
    },
  };
  let index = 0;
  for await (const p of posts) {
    if (index++ < progress.done) continue;
    // Categories and tags met only on posts (Ghost's tags, WordPress files without a category list).
    for (const name of (p.kind === 'post' ? [p.category ?? 'Uncategorized'] : []).filter((n) => !ctx.categoryIds.has(lower(n)))) {
      const more = await taxonomy(plan, progress, { categories: new Map([[lower(name), name]]), tags: new Set() });
      for (const [k, v] of more.categoryIds) ctx.categoryIds.set(k, v);
    }
    const newTags = p.tags.filter((t) => !ctx.tagIds.has(lower(t)));
    if (newTags.length) {
      const more = await taxonomy(plan, progress, { categories: new Map(), tags: new Set(newTags) });
      for (const [k, v] of more.tagIds) ctx.tagIds.set(k, v);
    }
    await writeOne(p, ctx);
    await progress.step();
  }
}
