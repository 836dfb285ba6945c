/** A post as `POST`/`PUT /api/posts` take it, and a like. */
import { z } from 'zod';
import { LIMITS } from './limits';
import { POST_VISIBILITIES } from './members';
import { POST_STATUSES } from './post-status';
import { imageUrl, required, trimmed, utcDateTime } from './schemas';

/** Who may read a post; `tiers` names the tiers admitted when visibility is `tiers`. */
function postAccessShape() {
  return {
    // Absent: a new post is public, an edited one keeps what it was set to.
    visibility: z.enum(POST_VISIBILITIES, { error: `visibility must be one of ${POST_VISIBILITIES.join(', ')}` }).optional(),
    tiers: z.array(z.string().trim().min(1).max(LIMITS.name)).max(50).optional(),
  };
}

const tagInput = z.union([
  z.string().trim().min(1).max(LIMITS.name),
  z.object({ id: z.string().max(LIMITS.name).optional(), name: z.string().trim().min(1).max(LIMITS.name) }),
]);

export const postInput = z
  .object({
    title: required(LIMITS.title, 'Title'),
    excerpt: trimmed(LIMITS.excerpt).default(''),
    metaTitle: z.string().trim().max(LIMITS.metaTitle, `Meta title must be at most ${LIMITS.metaTitle} characters`).optional(),
    metaDescription: z
      .string()
      .trim()
      .max(LIMITS.metaDescription, `Meta description must be at most ${LIMITS.metaDescription} characters`)
      .optional(),
    content: z.string().max(LIMITS.content, `Content must be at most ${LIMITS.content} characters`).default(''),
    imageUrl: imageUrl.default(''),
    authorId: required(LIMITS.name, 'Author'),
    categoryId: required(LIMITS.name, 'Category'),
    tags: z.array(tagInput).max(LIMITS.tags).default([]),
    readingTime: z.number().int().min(0).max(10_000).optional(),
    featured: z.boolean().default(false),
    status: z.enum(POST_STATUSES).default('draft'),
    /** A draft's writer asks an editor to review it. */
    reviewRequested: z.boolean({ error: 'reviewRequested must be true or false' }).optional(),
    publishedDate: utcDateTime.optional(),
    /**
     * Email the post to the confirmed subscribers when it is published (now, or by the publishing job
     * when scheduled); administrators only. Absent: a scheduled post keeps what it was set to.
     */
    sendNewsletter: z.boolean({ error: 'sendNewsletter must be true or false' }).optional(),
  })
  .extend(postAccessShape());

export const likeInput = z.object({ liked: z.boolean({ error: 'liked must be true or false' }) });
