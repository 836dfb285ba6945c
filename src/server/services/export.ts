/**
 * The whole site as one JSON document in our own format (docs/export-format.md), written a section
 * at a time and a record per line, so neither the server nor an importer has to hold it whole.
 * Every array is sorted, so exporting the same site twice gives the same document but `exportedAt`.
 */
import type { UserRecord } from '@/shared/records';
import { roleOf } from '@/shared/roles';
import { EXPORT_FORMAT, EXPORT_VERSION, type ExportedImage, type ExportedUser, type ExportSection } from '@/shared/transfer';
import { allCommentKeys, commentsByKeys } from '../repos/comments';
import { allImageIds } from '../repos/images';
import { allRedirects, allSources } from '../repos/imports';
import { allLikes } from '../repos/likes';
import { messageIdsNewestFirst, messagesByIds } from '../repos/messages';
import { readOwnerId } from '../repos/meta';
import { allPostIds, getPostRecords } from '../repos/posts';
import { readStoredSettings } from '../repos/settings';
import { snippets } from '../repos/snippets';
import { allSubscribers } from '../repos/subscribers';
import { authors, categories, pages, tags } from '../repos/taxonomy';
import { listUsers } from '../repos/users';
import { imageUrlOf } from './images';

/** Records read and written per batch for the large sections. */
const BATCH = 200;

const byId = <T extends { id: string }>(a: T, b: T) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
const byKey = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

const IMAGE_TYPES: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', gif: 'image/gif', webp: 'image/webp' };

export function exportedUser(u: UserRecord): ExportedUser {
  return {
    id: u.id,
    name: u.name,
    email: u.email,
    avatarUrl: u.avatarUrl,
    isVerified: u.isVerified,
    role: roleOf(u),
    ...(u.authorId ? { authorId: u.authorId } : {}),
    ...(u.oauthProvider ? { oauthProvider: u.oauthProvider } : {}),
    ...(u.createdAt ? { createdAt: u.createdAt } : {}),
  };
}

/** A section's records, in batches: each batch is read only when the previous one has been written. */
type Batches = () => AsyncGenerator<unknown[]>;

const all = (read: () => Promise<unknown[]>): Batches =>
  async function* () {
    yield await read();
  };

/** Reads ids first (sorted), then their records a batch at a time. */
const inBatches = <T>(
  ids: () => Promise<string[]>,
  read: (ids: string[]) => Promise<T[]>,
  order: (a: T, b: T) => number,
): Batches =>
  async function* () {
    const sorted = (await ids()).sort(byKey);
    for (let i = 0; i < sorted.length; i += BATCH) yield (await read(sorted.slice(i, i + BATCH))).sort(order);
  };

function sections(origin: string): Record<ExportSection, Batches> {
  return {
    users: all(async () =>
      (await listUsers())
        .filter((u) => roleOf(u) !== 'reader')
        .map(exportedUser)
        .sort(byId),
    ),
    authors: all(async () => (await authors.all()).sort(byId)),
    categories: all(async () => (await categories.all()).sort(byId)),
    tags: all(async () => (await tags.all()).sort(byId)),
    posts: inBatches(allPostIds, getPostRecords, byId),
    pages: all(async () => (await pages.all()).sort(byId)),
    // Comment keys are `comments/<postId>/<id>`: sorted by key, a post's comments stay together, oldest first.
    comments: inBatches(allCommentKeys, commentsByKeys, (a, b) => byKey(a.postId, b.postId) || byId(a, b)),
    likes: all(async () => {
      const byPost = new Map<string, string[]>();
      for (const { postId, userId } of await allLikes()) byPost.set(postId, [...(byPost.get(postId) ?? []), userId]);
      return [...byPost].sort(([a], [b]) => byKey(a, b)).map(([postId, userIds]) => ({ postId, userIds: userIds.sort(byKey) }));
    }),
    subscribers: all(async () => (await allSubscribers()).sort(byId)),
    messages: all(async () => (await messagesByIds(await messageIdsNewestFirst())).sort(byId)),
    snippets: all(async () => (await snippets.all()).sort(byId)),
    redirects: all(async () => (await allRedirects()).sort((a, b) => byKey(a.path, b.path))),
    importSources: all(async () => (await allSources()).sort((a, b) => byKey(a.source, b.source))),
    images: all(async () =>
      (await allImageIds()).sort(byKey).map((id): ExportedImage => ({
        id,
        contentType: IMAGE_TYPES[id.split('.').at(-1)!.toLowerCase()] ?? 'application/octet-stream',
        url: new URL(imageUrlOf(id), origin).href,
      })),
    ),
  };
}

/** The document as text pieces: a header line, then each section with one record per line. */
export async function* exportSite(origin: string, now = new Date()): AsyncGenerator<string> {
  const [settings, ownerId] = await Promise.all([readStoredSettings(), readOwnerId()]);
  const head = {
    format: EXPORT_FORMAT,
    version: EXPORT_VERSION,
    exportedAt: now.toISOString(),
    site: { url: origin, title: settings?.title ?? '', ownerId },
    settings,
  };
  yield JSON.stringify(head).slice(0, -1);
  for (const [name, batches] of Object.entries(sections(origin))) {
    yield `,\n${JSON.stringify(name)}:[`;
    let first = true;
    for await (const batch of batches()) {
      for (const record of batch) {
        yield `${first ? '\n' : ',\n'}${JSON.stringify(record)}`;
        first = false;
      }
    }
    yield first ? ']' : '\n]';
  }
  yield '\n}\n';
}

/** A file name for the download: the site's host and the day. */
export const exportFileName = (origin: string, now = new Date()) =>
  `inkwell-export-${new URL(origin).hostname.replace(/[^a-z0-9.-]/gi, '-')}-${now.toISOString().slice(0, 10)}.json`;
