/**
 * Reading an uploaded file once to say what an import would create (the preview) and to keep what
 * the job needs before its items: the old site, its authors and taxonomy, the attachments, and each
 * post's key and old addresses, so every internal link can be rewritten even to a post further on.
 */
import { BadRequest } from '../errors';
import {
  EXPORT_FORMAT,
  EXPORT_VERSION,
  type ImportPreview,
  type ImportProblem,
  type ImportSource,
  type InkwellExport,
} from '@/shared/transfer';
import { ghostData, ghostMajor, ghostPosts, ghostSite } from './ghost';
import type { SourceSite, Skipped } from './source';
import { countSkipped, skippedKind, siteUrlOf, wordpressPost, wordpressSite } from './wordpress';
import { convertShortcodes } from './wp-format';
import { emptyChannel, looksLikeWxr, readWxr } from './wxr';
import { emptyPreview, Tally, type PlannedPost } from './plan-tally';
import { readAllText } from './read-file';

export interface ImportPlan {
  source: ImportSource;
  /** Names the old site in source keys: its address, else its title. */
  siteKey: string;
  site: SourceSite;
  posts: PlannedPost[];
  /** Records in an inkwell export. */
  records: number;
}

export const NOT_AN_EXPORT =
  'This file is not a WordPress export (WXR), a Ghost export (JSON, versions 4 to 6) or an inkwell export.';

async function planWordPress(chunks: AsyncIterable<Uint8Array>) {
  const channel = emptyChannel();
  const attachments: SourceSite['attachments'] = {};
  const tally = new Tally();
  const skipped: Skipped = {};
  let comments = 0;
  for await (const item of readWxr(chunks, channel)) {
    if (item.postType === 'attachment') {
      if (item.postId) attachments[item.postId] = { url: item.attachmentUrl || item.guid, parent: item.parent };
      continue;
    }
    const kind = skippedKind(item);
    if (kind) {
      countSkipped(skipped, kind);
      continue;
    }
    const siteUrl = siteUrlOf(channel);
    const post = wordpressPost(item, siteUrl ?? channel.title, siteUrl);
    comments += item.comments.length - post.comments.length;
    const unknown = new Set<string>();
    convertShortcodes(post.html, { attachments, postId: item.postId }, unknown);
    tally.add(post, [...unknown]);
  }
  if (comments) skipped['pingback, trackback or deleted comment'] = comments;
  const site = wordpressSite(channel, attachments);
  for (const key of [...tally.images]) {
    if (!key.startsWith('attachment:')) continue;
    tally.images.delete(key);
    const url = attachments[key.slice('attachment:'.length)]?.url;
    if (url) tally.images.add(url);
  }
  return { tally, skipped, site, siteKey: site.siteUrl ?? channel.title };
}

function planGhost(doc: unknown, siteUrl: string | null) {
  const d = ghostData(doc);
  if (!d) return null;
  const major = ghostMajor(d);
  if (!(major >= 4 && major <= 6))
    throw BadRequest(
      `This is a Ghost ${d.version} export; exports of Ghost 4, 5 and 6 can be imported.`,
      undefined,
      'UNSUPPORTED_VERSION',
    );
  const site = ghostSite(d, siteUrl);
  const siteKey = siteUrl ?? String(d.settings.find((s) => s.key === 'title')?.value ?? 'ghost');
  const { posts, internalTags } = ghostPosts(d, siteKey, siteUrl);
  const tally = new Tally();
  for (const p of posts) tally.add(p, []);
  // Ghost has only tags: a post's primary tag is its category here, the others its tags.
  site.categories = [...new Set(posts.flatMap((p) => (p.category ? [p.category] : [])))].map((name) => ({
    name,
    description: '',
  }));
  site.tags = [...new Set(posts.flatMap((p) => p.tags))];
  const skipped: Skipped = {};
  const others = d.posts.length - posts.length;
  if (others) skipped['post of another status'] = others;
  if (internalTags) skipped['internal tag'] = internalTags;
  return { tally, skipped, site, siteKey, ghostUrlUnresolved: !siteUrl && JSON.stringify(d.posts).includes('__GHOST_URL__') };
}

function planInkwell(doc: InkwellExport): { preview: ImportPreview; records: number } {
  if (doc.version !== EXPORT_VERSION)
    throw BadRequest(
      `This inkwell export is version ${doc.version}; this site reads version ${EXPORT_VERSION}.`,
      undefined,
      'UNSUPPORTED_VERSION',
    );
  const preview = emptyPreview();
  for (const p of doc.posts ?? []) {
    preview.posts++;
    if (p.status === 'draft') preview.drafts++;
    if (p.status === 'scheduled') preview.scheduled++;
  }
  preview.pages = doc.pages?.length ?? 0;
  preview.categories = doc.categories?.length ?? 0;
  preview.tags = doc.tags?.length ?? 0;
  preview.authors = doc.authors?.length ?? 0;
  for (const c of doc.comments ?? []) preview.comments[c.status]++;
  preview.images = doc.images?.length ?? 0;
  const records = Object.values(doc).reduce((n: number, v) => n + (Array.isArray(v) ? v.length : 0), 0);
  return { preview, records };
}

export interface Planned {
  source: ImportSource;
  preview: ImportPreview;
  problems: ImportProblem[];
  plan: ImportPlan;
}

function finish(
  source: ImportSource,
  r: { tally: Tally; skipped: Skipped; site: SourceSite; siteKey: string },
  extra: ImportProblem[] = [],
): Planned {
  const { tally, site } = r;
  // What the job will make: the file's lists, what its posts name, and a fallback for posts without a category.
  const categories = new Set(site.categories.map((c) => c.name.toLowerCase()));
  for (const c of tally.categories) categories.add(c.toLowerCase());
  const tags = new Set([...site.tags, ...tally.tags].map((t) => t.toLowerCase()));
  tally.preview.categories = categories.size;
  tally.preview.tags = tags.size;
  tally.preview.authors = site.authors.length;
  tally.preview.images = tally.images.size;
  return {
    source,
    preview: tally.preview,
    problems: [...extra, ...tally.problems(r.skipped)],
    plan: { source, siteKey: r.siteKey, site, posts: tally.posts, records: tally.posts.length },
  };
}

/** Reads the file and says what it is and what importing it would do; 400 when it is none of ours. */
export async function planImport(
  head: string,
  chunks: () => AsyncIterable<Uint8Array>,
  siteUrl: string | null,
): Promise<Planned> {
  if (looksLikeWxr(head)) return finish('wordpress', await planWordPress(chunks()));
  if (!/^\s*[{[]/.test(head)) throw BadRequest(NOT_AN_EXPORT, undefined, 'UNKNOWN_FORMAT');
  let doc: unknown;
  try {
    doc = JSON.parse(await readAllText(chunks()));
  } catch {
    throw BadRequest(`${NOT_AN_EXPORT} (It is not valid JSON.)`, undefined, 'UNKNOWN_FORMAT');
  }
  if ((doc as { format?: unknown })?.format === EXPORT_FORMAT) {
    const { preview, records } = planInkwell(doc as InkwellExport);
    const site: SourceSite = { siteUrl: null, authors: [], categories: [], tags: [], attachments: {} };
    return { source: 'inkwell', preview, problems: [], plan: { source: 'inkwell', siteKey: '', site, posts: [], records } };
  }
  const ghost = planGhost(doc, siteUrl);
  if (!ghost) throw BadRequest(NOT_AN_EXPORT, undefined, 'UNKNOWN_FORMAT');
  const extra: ImportProblem[] = ghost.ghostUrlUnresolved
    ? [
        {
          code: 'NO_SITE_URL',
          message: "The export does not say where the site lived: give the old site's address so its images can be copied.",
        },
      ]
    : [];
  return finish('ghost', ghost, extra);
}
