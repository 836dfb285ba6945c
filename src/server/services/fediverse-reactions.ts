/**
 * What readers on the fediverse do with a post: replies become comments awaiting moderation (their
 * HTML cut to plain text), their remote edits and deletes apply; likes and boosts are counted.
 */
import { convert } from 'html-to-text';
import { isActor, type Note } from '@fedify/fedify/vocab';
import type { DocumentLoader } from '@fedify/fedify/runtime';
import type { Comment } from '@/shared/types';
import type { FediverseCounts } from '@/shared/fediverse';
import { asOfNow, now } from '../clock';
import { plainText } from '../sanitize';
import { getPostRecord } from '../repos/posts';
import { commentsOfPost, createComment, getComment, newCommentId, saveComment, deleteComment } from '../repos/comments';
import { deleteNoteComment, getNoteComment, getPostFederation, saveNoteComment, updatePostFederation } from '../repos/fediverse';
import { apUrls } from './fediverse-identity';
import { accountOf } from './fediverse-followers';

/** The post one of our Article or page addresses names; null for anything else. */
export function postIdOf(url: URL | null): string | null {
  if (!url) return null;
  const urls = apUrls();
  for (const prefix of [urls.post(''), urls.page('')]) {
    if (url.href.startsWith(prefix)) return url.href.slice(prefix.length).replace(/[/#?].*$/, '') || null;
  }
  return null;
}

const textOf = (note: Note) =>
  plainText(
    convert(note.content?.toString() ?? '', { wordwrap: false, selectors: [{ selector: 'a', options: { ignoreHref: true } }] }),
  );

export async function receiveReply(
  note: Note,
  actor: string,
  opts: { documentLoader: DocumentLoader; contextLoader: DocumentLoader },
): Promise<void> {
  const postId = postIdOf(note.replyTargetId);
  const noteId = note.id?.href;
  if (!postId || !noteId || note.attributionId?.href !== actor) return;
  const record = await getPostRecord(postId);
  if (!record || asOfNow(record).status !== 'published' || (await getNoteComment(noteId))) return;
  const text = textOf(note);
  if (!text) return;
  const author = await note.getAttribution(opts);
  const icon = author && isActor(author) ? await author.getIcon(opts) : null;
  const comment: Comment = {
    id: newCommentId(),
    postId,
    authorName: (author && isActor(author) ? (author.name ?? author.preferredUsername)?.toString() : '') || actor,
    authorAvatarUrl: icon?.url instanceof URL ? icon.url.href : '',
    text,
    status: 'pending',
    timestamp: new Date(now()).toISOString(),
    fediverse: {
      actor,
      account: author && isActor(author) ? accountOf(author) : actor,
      note: noteId,
      url: note.url instanceof URL ? note.url.href : noteId,
    },
  };
  if (await createComment(comment)) await saveNoteComment(noteId, { commentId: comment.id, actor });
}

export async function editRemoteReply(note: Note, actor: string): Promise<void> {
  const ref = note.id ? await getNoteComment(note.id.href) : null;
  if (!ref || ref.actor !== actor) return;
  const comment = await getComment(ref.commentId);
  const text = textOf(note);
  if (comment && text) await saveComment({ ...comment, text });
}

export async function removeRemoteReply(noteId: string, actor: string): Promise<void> {
  const ref = await getNoteComment(noteId);
  if (!ref || ref.actor !== actor) return;
  const comment = await getComment(ref.commentId);
  if (comment) await deleteComment(comment);
  await deleteNoteComment(noteId);
}

export async function countReaction(kind: 'likes' | 'boosts', object: URL | null, actor: string, on: boolean): Promise<void> {
  const postId = postIdOf(object);
  if (!postId || !(await getPostRecord(postId))) return;
  await updatePostFederation(postId, (s) => {
    const set = new Set(s[kind]);
    if (on) set.add(actor);
    else set.delete(actor);
    return { ...s, [kind]: [...set] };
  });
}

export async function fediverseCounts(postId: string): Promise<FediverseCounts> {
  const [state, comments] = await Promise.all([getPostFederation(postId), commentsOfPost(postId)]);
  return {
    likes: state?.likes.length ?? 0,
    boosts: state?.boosts.length ?? 0,
    replies: comments.filter((c) => c.fediverse).length,
  };
}
