import type { z } from 'zod';
import type { commentInput, commentStatusInput } from '../schemas';
import type { commentListQuery } from '../list-schemas';
import type { FediverseCommentSource } from '../fediverse';

export type CommentInput = z.output<typeof commentInput>;
export type CommentListQuery = z.output<typeof commentListQuery>;
export type CommentStatus = z.output<typeof commentStatusInput>['status'];

export type Comment = Pick<CommentInput, 'postId' | 'text'> & {
  id: string;
  authorName: string;
  authorAvatarUrl: string;
  status: CommentStatus;
  timestamp: string;
  userId?: string;
  /** Set when the comment came as a reply from the fediverse. */
  fediverse?: FediverseCommentSource;
};

/** A comment as the moderation lists show it, with its post's title. */
export type ModeratedComment = Comment & { postTitle?: string };
