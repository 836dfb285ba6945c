/** The post editor's fields, and how they become the API's payload. */
import { readingTime } from '@/lib/text';
import type { Post, PostStatus, Tag } from '@/shared/types';
import type { PostPayload } from '../api/posts';
import { tagsForSave } from '../lib/tags';

/**
 * Every field of the API's post input that the author edits, all present; tags as the editor holds
 * them. A field added to the schema must be given here, or the editor does not compile.
 */
export type PostForm = Required<
  Omit<PostPayload, 'tags' | 'readingTime' | 'publishedDate' | 'reviewRequested' | 'sendNewsletter'>
> & {
  tags: Tag[];
  /** When a scheduled post goes out (ISO, UTC); empty unless scheduled. */
  publishAt: string;
};

export const EMPTY_POST_FORM: PostForm = {
  title: '',
  excerpt: '',
  metaTitle: '',
  metaDescription: '',
  content: '',
  imageUrl: '',
  authorId: '',
  categoryId: '',
  tags: [],
  featured: false,
  status: 'draft',
  visibility: 'public',
  tiers: [],
  publishAt: '',
};

export const formFromPost = (p: Post): PostForm => ({
  title: p.title,
  excerpt: p.excerpt,
  metaTitle: p.metaTitle ?? '',
  metaDescription: p.metaDescription ?? '',
  content: p.content,
  imageUrl: p.imageUrl,
  authorId: p.author?.id ?? '',
  categoryId: p.category?.id ?? '',
  tags: p.tags,
  featured: p.featured,
  status: p.status,
  visibility: p.visibility ?? 'public',
  tiers: p.tiers ?? [],
  publishAt: p.status === 'scheduled' ? p.publishedDate : '',
});

export const REQUIRED_FIELDS_MESSAGE = 'Please fill in the Title, Author, and Category fields.';
export const EXCERPT_REQUIRED_MESSAGE = 'Please write an excerpt for the post.';

/** The first rule the form breaks, with the field to focus, or null when it can be saved. */
export function formProblem(form: PostForm): { message: string; field: 'title' | 'author' | 'category' | 'excerpt' } | null {
  if (!form.title.trim()) return { message: REQUIRED_FIELDS_MESSAGE, field: 'title' };
  if (!form.authorId) return { message: REQUIRED_FIELDS_MESSAGE, field: 'author' };
  if (!form.categoryId) return { message: REQUIRED_FIELDS_MESSAGE, field: 'category' };
  if (!form.excerpt.trim()) return { message: EXCERPT_REQUIRED_MESSAGE, field: 'excerpt' };
  return null;
}

export const postPayload = ({ publishAt, ...form }: PostForm, status: PostStatus): PostPayload => ({
  ...form,
  ...(status === 'scheduled' ? { publishedDate: publishAt || undefined } : {}),
  title: form.title.trim(),
  excerpt: form.excerpt.trim(),
  metaTitle: form.metaTitle.trim(),
  metaDescription: form.metaDescription.trim(),
  content: form.content,
  imageUrl: form.imageUrl.trim(),
  authorId: form.authorId,
  categoryId: form.categoryId,
  tags: tagsForSave(form.tags),
  readingTime: readingTime(form.content),
  featured: form.featured,
  status,
});
