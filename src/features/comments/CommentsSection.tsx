/** Approved comments of a post and, for signed-in readers, the form (new comments await moderation). */
import { useEffect, useState, type SubmitEvent } from 'react';
import { useStore } from '@nanostores/react';
import { api, errorMessage } from '@/browser/api';
import { avatarFor, formatDate } from '@/lib/text';
import type { Comment } from '@/shared/types';
import { $auth } from '@/stores/auth';
import { Notice, delay, inputClass, primaryButton } from '@/browser/ui';

export const SUBMIT_DELAY_MS = 500;

interface Props {
  postId: string;
}
/** Longest comment the server takes (LIMITS.commentText, passed in so the schemas stay off the client). */
interface FormProps extends Props {
  maxLength: number;
}

/** Comments come a page at a time (the API's largest page); the heading counts them all. */
const COMMENTS_PAGE = 100;
const fetchComments = (postId: string, offset: number, signal?: AbortSignal) =>
  api.get<Comment[]>(
    `/comments/post/${encodeURIComponent(postId)}`,
    { status: 'approved', limit: COMMENTS_PAGE, offset },
    signal,
  );

function useApprovedComments(postId: string) {
  const [comments, setComments] = useState<Comment[] | null>(null);
  const [total, setTotal] = useState(0);
  const [failed, setFailed] = useState(false);
  const [loadingMore, setLoadingMore] = useState(false);

  useEffect(() => {
    const ctrl = new AbortController();
    fetchComments(postId, 0, ctrl.signal)
      .then(({ data, meta }) => {
        setComments(data);
        setTotal(meta?.total ?? data.length);
      })
      .catch((err: Error) => {
        if (err.name === 'AbortError') return;
        console.warn('Could not load comments', err);
        setFailed(true);
      });
    return () => ctrl.abort();
  }, [postId]);

  async function loadMore() {
    if (!comments) return;
    setLoadingMore(true);
    try {
      const { data, meta } = await fetchComments(postId, comments.length);
      setComments([...comments, ...data]);
      setTotal(meta?.total ?? total);
    } catch (err) {
      console.warn('Could not load more comments', err);
    } finally {
      setLoadingMore(false);
    }
  }

  return { comments, total, failed, loadingMore, loadMore };
}

function CommentForm({ postId, maxLength }: FormProps) {
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const [error, setError] = useState('');

  async function submit(e: SubmitEvent<HTMLFormElement>) {
    e.preventDefault();
    if (!text.trim() || busy) return;
    setBusy(true);
    setDone(false);
    setError('');
    try {
      await Promise.all([api.post('/comments', { postId, text: text.trim() }), delay(SUBMIT_DELAY_MS)]);
      setText('');
      setDone(true);
    } catch (err) {
      setError(errorMessage(err, 'Could not post your comment. Please try again.'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} className="space-y-3">
      <label htmlFor={`comment-${postId}`} className="sr-only">
        Your comment
      </label>
      <textarea
        id={`comment-${postId}`}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setDone(false);
        }}
        rows={4}
        maxLength={maxLength}
        placeholder="Share your thoughts..."
        className={inputClass}
      />
      <div className="flex justify-end">
        <button type="submit" disabled={!text.trim() || busy} className={primaryButton}>
          {busy ? 'Submitting...' : 'Post Comment'}
        </button>
      </div>
      {done && <Notice tone="success">Success! Your comment has been submitted for moderation.</Notice>}
      {error && <Notice tone="error">{error}</Notice>}
    </form>
  );
}

function SignedOutForm({ postId }: Props) {
  return (
    <div className="space-y-3">
      <label htmlFor={`comment-${postId}`} className="sr-only">
        Your comment
      </label>
      <textarea
        id={`comment-${postId}`}
        disabled
        rows={4}
        placeholder="Please log in to leave a comment"
        className={inputClass}
      />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-zinc-700 dark:text-zinc-300">
          You must be logged in to comment.{' '}
          <a href="/login" className="font-semibold text-accent-700 underline-offset-2 hover:underline dark:text-accent-300">
            Sign in
          </a>
        </p>
        <button type="button" className={primaryButton} disabled>
          Post Comment
        </button>
      </div>
    </div>
  );
}

/** Comments are plain text: React renders them as text, so "<" and ">" show as typed and never as markup. */
export function CommentList({ comments }: { comments: Comment[] }) {
  return (
    <ul className="space-y-5">
      {comments.map((c) => (
        <li key={c.id} className="flex gap-3">
          <img
            src={avatarFor(c.authorName, c.authorAvatarUrl)}
            alt=""
            width={40}
            height={40}
            loading="lazy"
            className="size-10 shrink-0 rounded-full bg-accent-700 object-cover"
          />
          <div className="min-w-0 flex-1 rounded-2xl bg-zinc-50 px-4 py-3 dark:bg-zinc-900">
            <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
              <span className="font-semibold text-zinc-900 dark:text-white">{c.authorName}</span>
              {c.fediverse && (
                <span className="text-xs text-zinc-600 dark:text-zinc-400">
                  <a href={c.fediverse.url} rel="nofollow noopener" className="underline">
                    {c.fediverse.account}
                  </a>{' '}
                  via the fediverse
                </span>
              )}
              <time dateTime={c.timestamp} className="text-xs text-zinc-600 dark:text-zinc-400">
                {formatDate(c.timestamp)}
              </time>
            </p>
            <p className="mt-1 whitespace-pre-line break-words text-zinc-800 dark:text-zinc-200">{c.text}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}

export default function CommentsSection({ postId, maxLength }: FormProps) {
  const auth = useStore($auth, { ssr: 'initial' });
  const { comments, total, failed, loadingMore, loadMore } = useApprovedComments(postId);

  return (
    <div className="space-y-6">
      <h2 id="comments-heading" className="section-title">
        Comments{comments ? ` (${total})` : ''}
      </h2>
      {auth.status === 'signedIn' ? <CommentForm postId={postId} maxLength={maxLength} /> : <SignedOutForm postId={postId} />}
      {failed ? (
        <p className="text-sm text-zinc-600 dark:text-zinc-400">Comments could not be loaded.</p>
      ) : !comments ? (
        <p className="text-sm text-zinc-600 dark:text-zinc-400">Loading comments...</p>
      ) : comments.length === 0 ? (
        <p className="text-sm text-zinc-600 dark:text-zinc-400">No comments yet. Be the first to share your thoughts.</p>
      ) : (
        <CommentList comments={comments} />
      )}
      {comments && comments.length < total && (
        <button type="button" className="btn btn-secondary" onClick={() => void loadMore()} disabled={loadingMore}>
          {loadingMore ? 'Loading...' : 'Load more comments'}
        </button>
      )}
    </div>
  );
}
