/** Our own export read back: every record under the id it had; records already here are left as they are. */
import type { InkwellExport } from '@/shared/transfer';
import type { UserRecord } from '@/shared/records';
import { createComment } from '../repos/comments';
import { claimSource, getRedirect, saveRedirect } from '../repos/imports';
import { hasImage } from '../repos/images';
import { recountLikes, restoreLike } from '../repos/likes';
import { createMessage } from '../repos/messages';
import { writePost } from '../repos/posts';
import { saveStoredSettings } from '../repos/settings';
import { snippets } from '../repos/snippets';
import { insertSubscriber } from '../repos/subscribers';
import { authors, categories, pages, tags } from '../repos/taxonomy';
import { insertUser } from '../repos/users';
import { restoreImage } from '../services/images';
import { fetchImage } from './fetch-image';
import type { Progress } from './progress';

export async function restoreExport(doc: InkwellExport, progress: Progress): Promise<void> {
  const total = progress.job.progress.total;
  /** Runs `write` for each record past the point a resumed job reached. */
  let index = 0;
  const each = async <T>(items: T[] | undefined, write: (item: T) => Promise<void>) => {
    for (const item of items ?? []) {
      if (index++ < progress.done) continue;
      await write(item);
      await progress.step(total);
    }
  };
  const count = (kind: Parameters<Progress['created']>[0]) => (made: boolean) =>
    made ? progress.created(kind) : progress.skipped(kind);

  if (doc.settings && progress.done === 0) await saveStoredSettings(doc.settings as never);
  await each(doc.users, async (u) => {
    const record: UserRecord = { ...u, isAdmin: u.role === 'administrator', passwordHash: null };
    count('users')(await insertUser(record));
  });
  await each(doc.authors, async (a) => count('authors')(await authors.create(a)));
  await each(doc.categories, async (c) => count('categories')(await categories.create(c)));
  await each(doc.tags, async (t) => count('tags')(await tags.create(t)));
  await each(doc.posts, async (p) => count('posts')(await writePost(p, true, 'rebuild')));
  await each(doc.pages, async (p) => count('pages')(await pages.create(p)));
  await each(doc.comments, async (c) => count('comments')(await createComment(c)));
  await each(doc.likes, async (l) => {
    for (const userId of l.userIds) await restoreLike(l.postId, userId, doc.exportedAt);
    await recountLikes(l.postId);
    progress.created('other');
  });
  await each(doc.subscribers, async (s) => count('other')(await insertSubscriber(s)));
  await each(doc.messages, async (m) => count('other')(await createMessage(m)));
  await each(doc.snippets, async (s) => count('other')(await snippets.create(s)));
  await each(doc.redirects, async (r) => {
    if (await getRedirect(r.path)) return progress.skipped('other');
    await saveRedirect(r);
    progress.report.redirects++;
  });
  await each(doc.importSources, async (s) => count('other')(await claimSource(s.source, s.id)));
  await each(doc.images, async (img) => {
    if (await hasImage(img.id)) return;
    try {
      const data = (img as { data?: string }).data;
      await restoreImage(img.id, data ? new Uint8Array(Buffer.from(data, 'base64')) : await fetchImage(img.url));
      progress.report.images.copied++;
    } catch (err) {
      progress.imageFailed(img.url, (err as Error).message, img.id);
    }
  });
}
