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
import { claimSource, getSource, saveRedirect, saveSource } from '../repos/imports';
import { allPostIds, getPostRecord, writePost } from '../repos/posts';
import { pages } from '../repos/taxonomy';
import { cleanHtml, imagesIn, absolute } from './clean-html';
import { copyImages } from './copy-images';
import { autoExcerpt, clip, commentId, commentText, lower } from './import-text';
import { oldPathOf } from './old-paths';
import type { ImportPlan } from './plan';
import type { Progress } from './progress';
import type { SourcePost } from './source';
import { formatWordPress } from './wp-format';
import { fallbackAuthor, people, taxonomy } from './write-taxonomy';

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
  if (!(await writePost(record, true, 'rebuild'))) {
    // Taken since the ids were decided: another id, remembered for the next run.
    record.id = `${id}-${createHash('sha1').update(p.key).digest('hex').slice(0, 6)}`;
    await writePost(record, true, 'rebuild');
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
    fallbackAuthor: async () => (fallback ??= await fallbackAuthor(authorIds)),
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
