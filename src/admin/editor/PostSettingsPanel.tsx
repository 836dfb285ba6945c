import type { Author, Category, PostStatus, Tag } from '@/shared/types';
import { Field } from '../components/Field';
import { inputClass } from '../components/ui';
import { FeaturedImage } from './FeaturedImage';
import type { PostForm } from './post-form';
import { TagInput } from './TagInput';

interface Props {
  form: PostForm;
  set: <K extends keyof PostForm>(field: K, value: PostForm[K]) => void;
  authors: Author[];
  categories: Category[];
  tags: Tag[];
  readingTime: number;
}

export function PostSettingsPanel({ form, set, authors, categories, tags, readingTime }: Props) {
  return (
    <div className="space-y-5">
      <Field id="post-status" label="Status">
        <select id="post-status" className={inputClass} value={form.status} onChange={(e) => set('status', e.target.value as PostStatus)}>
          <option value="draft">Draft</option>
          <option value="published">Published</option>
        </select>
      </Field>
      <Field id="post-author" label="Author" required>
        <select id="post-author" className={inputClass} value={form.authorId} onChange={(e) => set('authorId', e.target.value)}>
          <option value="">Select an author</option>
          {authors.map((a) => (
            <option key={a.id} value={a.id}>
              {a.name}
            </option>
          ))}
        </select>
      </Field>
      <Field id="post-category" label="Category" required>
        <select id="post-category" className={inputClass} value={form.categoryId} onChange={(e) => set('categoryId', e.target.value)}>
          <option value="">Select a category</option>
          {categories.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </select>
      </Field>
      <Field id="post-tags" label="Tags" hint="Press Enter or type a comma to add a tag.">
        <TagInput id="post-tags" value={form.tags} known={tags} onChange={(t) => set('tags', t)} />
      </Field>
      <div className="flex items-center gap-3">
        <input
          id="post-featured"
          type="checkbox"
          className="h-4 w-4 rounded border-gray-300 text-indigo-600 focus:ring-indigo-500"
          checked={form.featured}
          onChange={(e) => set('featured', e.target.checked)}
        />
        <label htmlFor="post-featured" className="text-sm font-medium text-gray-700 dark:text-gray-200">
          Featured
        </label>
      </div>
      <Field id="post-image" label="Featured image" hint="A full URL, a path on this site, or an uploaded image.">
        <FeaturedImage id="post-image" value={form.imageUrl} onChange={(url) => set('imageUrl', url)} />
      </Field>
      <p className="text-sm text-gray-500 dark:text-gray-400">
        Reading time: <output aria-live="polite">{readingTime} min</output>
      </p>
    </div>
  );
}
