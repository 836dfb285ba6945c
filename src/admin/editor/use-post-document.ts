import { useNavigate } from 'react-router';
import type { Revision } from '@/shared/types';
import { loadPost } from '../stores/posts';
import { EMPTY_POST_FORM, formFromPost, type PostForm } from './post-form';
import { useDocumentEditor } from './saving/use-document-editor';

/** What the editor shows about the opened post besides its fields. */
export interface PostAbout {
  publishedBefore: boolean;
  history: Revision[];
  /** The post was saved to be emailed to subscribers as it is published. */
  sendNewsletter: boolean;
}
const NEW_POST: PostAbout = { publishedBefore: false, history: [], sendNewsletter: false };

/**
 * The post named by the route's id, or a new one, opened in the shared document editor. A writer
 * who may only write as themself starts a new post with their own author profile.
 */
export function usePostDocument(id: string | null, ownProfile: string | null) {
  const navigate = useNavigate();
  return useDocumentEditor<PostForm, PostAbout>({
    doc: id ? `post:${id}` : 'post:new',
    id,
    load: async (postId) => {
      const { post, etag } = await loadPost(postId);
      return {
        fields: formFromPost(post),
        etag,
        about: {
          publishedBefore: post.status === 'published',
          history: post.history ?? [],
          sendNewsletter: Boolean(post.sendNewsletter),
        },
      };
    },
    blank: () => ({ fields: { ...EMPTY_POST_FORM, authorId: ownProfile ?? '' }, about: NEW_POST }),
    onMissing: () => navigate('/admin/posts', { replace: true }),
    blankFor: ownProfile,
    sharedCopy: true,
  });
}
