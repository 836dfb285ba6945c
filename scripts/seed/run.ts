/**
 * Fills an empty store with demo content. Never overwrites: it stops when the store was seeded before
 * or already holds a post, and every write below only creates keys that do not exist yet. The starter
 * snippets keep their own marker (see ./snippets.ts), so older stores receive them once as well.
 */
import { randomUUID } from 'node:crypto';
import type { Comment, ContactMessage, Subscriber } from '@/shared/types';
import { newCommentId, insertComment } from '@/server/repos/comments';
import { setLike } from '@/server/repos/likes';
import { createMessage } from '@/server/repos/messages';
import { markSeeded, readSeedMarker } from '@/server/repos/meta';
import { readIndex, writePost } from '@/server/repos/posts';
import { createStoredSettings } from '@/server/repos/settings';
import { insertSubscriber } from '@/server/repos/subscribers';
import { authors, categories, pages, tags } from '@/server/repos/taxonomy';
import { emailHash } from '@/server/repos/users';
import { adminFromEnvironment, ensureAdmin, ensureStaff, ensureStaffOnce, type AdminAccount } from './admin';
import { demoReaderId, seedComments, seedLikes, seedMessage, seedSubscribers } from './community';
import { seedPages } from './pages';
import { seedPosts } from './posts';
import { daysBefore, hoursBefore, toPostRecord } from './records';
import { seedSettings } from './site';
import { seedStarterSnippets } from './snippets';
import { seedAuthors, seedCategories, seedTags } from './taxonomy';

export async function seed(now = new Date(), admin: AdminAccount = adminFromEnvironment()): Promise<string> {
  if (process.env.CONTEXT === 'production') throw new Error('Refusing to seed demo content into a production store.');
  const snippetCount = await seedStarterSnippets(now);
  if ((await readSeedMarker('seeded')) || (await readIndex()).length > 0) {
    const staffCount = await ensureStaffOnce(now);
    const added = [snippetCount && `${snippetCount} starter snippets`, staffCount && `${staffCount} demo staff accounts`].filter(
      Boolean,
    );
    return added.length
      ? `Seed: added ${added.join(' and ')}; the rest of the store already has content.`
      : 'Seed: the store already has content; nothing to do.';
  }

  await Promise.all([
    ...seedCategories.map(categories.create),
    ...seedTags.map(tags.create),
    ...seedAuthors.map(authors.create),
    ...seedPages.map(pages.create),
    createStoredSettings(seedSettings),
  ]);
  await Promise.all(seedPosts.map((p) => writePost(toPostRecord(p, now), true)));

  // Oldest first, so the time-sortable comment ids follow the comments' own order.
  for (const c of [...seedComments].sort((a, b) => b.hoursAgo - a.hoursAgo)) {
    const comment: Comment = {
      id: newCommentId(),
      postId: c.postId,
      authorName: c.authorName,
      authorAvatarUrl: '',
      text: c.text,
      status: c.status,
      timestamp: hoursBefore(now, c.hoursAgo),
    };
    await insertComment(comment);
  }
  await Promise.all(
    Object.entries(seedLikes).flatMap(([postId, n]) =>
      Array.from({ length: n }, (_, i) => setLike(postId, demoReaderId(i + 1), true)),
    ),
  );
  await Promise.all(
    seedSubscribers.map((s) => {
      const sub: Subscriber = {
        id: emailHash(s.email),
        email: s.email,
        subscribedAt: daysBefore(now, s.daysAgo),
        status: 'confirmed',
      };
      return insertSubscriber(sub);
    }),
  );
  const message: ContactMessage = {
    id: randomUUID(),
    name: seedMessage.name,
    email: seedMessage.email,
    message: seedMessage.message,
    timestamp: daysBefore(now, seedMessage.daysAgo),
  };
  await createMessage(message);

  const adminLine = `${await ensureAdmin(admin, now)}, ${await ensureStaff(now)}`;
  await markSeeded('seeded', now.toISOString());
  const published = seedPosts.filter((p) => (p.status ?? 'published') === 'published').length;
  return `Seed: ${published} published posts and ${seedPosts.length - published} drafts, ${seedCategories.length} categories, ${seedTags.length} tags, ${seedAuthors.length} authors, ${seedPages.length} pages, ${snippetCount} snippets, ${seedComments.length} comments; ${adminLine}.`;
}
