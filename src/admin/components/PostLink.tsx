import type { AdminComment } from '../api/inbox';

/** The commented post, opened in a new tab; its title, or Unknown Post when the post is gone. */
export function PostLink({ comment }: { comment: AdminComment }) {
  const title = comment.postTitle?.trim() || 'Unknown Post';
  return (
    <a
      href={`/post/${encodeURIComponent(comment.postId)}`}
      target="_blank"
      rel="noopener noreferrer"
      className="font-medium text-indigo-600 hover:underline dark:text-indigo-400"
    >
      {title}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
