import { ChevronDown } from 'lucide-react';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { LIMITS } from '@/shared/limits';
import type { Author, Category, PostStatus, Tag } from '@/shared/types';
import { Field } from '../components/Field';
import { inputClass } from '../components/ui';
import { FeaturedImage } from './FeaturedImage';
import type { PostForm } from './post-form';
import { TagInput } from './TagInput';
import { AccessField } from './AccessField';
import { useDocumentFigures } from './use-document-figures';
import { defaultPublishAt, ScheduleField } from './ScheduleField';
import { useStore } from '@nanostores/react';
import { useCan } from '../lib/use-can';
import { $auth } from '@/stores/auth';

// The AI tools are their own chunk, fetched when the panel first shows.
const AiSettingsTools = lazy(() => import('./ai/AiSettingsTools'));

interface Props {
  form: PostForm;
  set: <K extends keyof PostForm>(field: K, value: PostForm[K]) => void;
  authors: Author[];
  categories: Category[];
  tags: Tag[];
  /** The site's time zone, for the publishing time of a scheduled post. */
  zone: string;
  /** The newsletter choice of the publish step, shown under the status. */
  newsletter?: ReactNode;
}

export function PostSettingsPanel({ form, set, authors, categories, tags, zone, newsletter }: Props) {
  const figures = useDocumentFigures();
  const allowed = useCan();
  const mayPublish = allowed('posts.publish');
  // Contributors and authors write as their own profile only.
  const user = useStore($auth).user;
  const ownProfile = allowed('posts.others') ? null : (user?.authorId ?? null);
  // Rendered only when opened (or in use), so "Meta title" is not a second field answering to "Title".
  const [metaOpen, setMetaOpen] = useState(Boolean(form.metaTitle || form.metaDescription));
  const applyMeta = (field: 'metaTitle' | 'metaDescription', text: string) => {
    set(field, text.slice(0, LIMITS[field]));
    setMetaOpen(true);
  };
  return (
    <div className="space-y-5">
      <Field id="post-status" label="Status">
        <select
          id="post-status"
          className={inputClass}
          value={form.status}
          onChange={(e) => {
            const status = e.target.value as PostStatus;
            if (status === 'scheduled' && !form.publishAt) set('publishAt', defaultPublishAt());
            set('status', status);
          }}
        >
          <option value="draft">Draft</option>
          {mayPublish && <option value="published">Published</option>}
          {mayPublish && <option value="scheduled">Scheduled</option>}
        </select>
      </Field>
      {form.status === 'scheduled' && (
        <ScheduleField value={form.publishAt} zone={zone} onChange={(iso) => set('publishAt', iso)} />
      )}
      {newsletter}
      <AccessField
        visibility={form.visibility}
        tiers={form.tiers}
        onChange={(visibility, tiers) => {
          set('visibility', visibility);
          set('tiers', tiers);
        }}
      />
      <Field id="post-author" label="Author" required>
        <select id="post-author" className={inputClass} value={form.authorId} onChange={(e) => set('authorId', e.target.value)}>
          <option value="">Select an author</option>
          {(ownProfile ? authors.filter((a) => a.id === ownProfile) : authors).map((a) => (
            <option key={a.id} value={a.id}>
              {a.name}
            </option>
          ))}
        </select>
      </Field>
      <Field id="post-category" label="Category" required>
        <select
          id="post-category"
          className={inputClass}
          value={form.categoryId}
          onChange={(e) => set('categoryId', e.target.value)}
        >
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
      <div className="space-y-3">
        <button
          type="button"
          aria-expanded={metaOpen}
          aria-controls="post-search-appearance"
          onClick={() => setMetaOpen((v) => !v)}
          className="flex w-full items-center justify-between text-sm font-medium text-gray-700 focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 dark:text-gray-200"
        >
          Search appearance
          <ChevronDown aria-hidden="true" className={`h-4 w-4 transition-transform ${metaOpen ? 'rotate-180' : ''}`} />
        </button>
        {metaOpen && (
          <div id="post-search-appearance" className="space-y-3">
            <Field
              id="post-meta-title"
              label="Meta title"
              hint={`Shown in search results and link previews instead of the title; at most ${LIMITS.metaTitle} characters.`}
            >
              <input
                id="post-meta-title"
                type="text"
                className={inputClass}
                value={form.metaTitle}
                maxLength={LIMITS.metaTitle}
                onChange={(e) => set('metaTitle', e.target.value)}
                aria-describedby="post-meta-title-hint"
              />
            </Field>
            <Field
              id="post-meta-description"
              label="Meta description"
              hint={`Used instead of the excerpt; at most ${LIMITS.metaDescription} characters.`}
            >
              <textarea
                id="post-meta-description"
                className={`${inputClass} min-h-16`}
                value={form.metaDescription}
                maxLength={LIMITS.metaDescription}
                onChange={(e) => set('metaDescription', e.target.value)}
                aria-describedby="post-meta-description-hint"
              />
            </Field>
          </div>
        )}
      </div>
      <p className="text-sm text-gray-500 dark:text-gray-400">
        Reading time: <output aria-live="polite">{figures.readingTime} min</output>
      </p>
      <Suspense fallback={<p className="text-xs text-gray-500 dark:text-gray-400">Loading AI tools...</p>}>
        <AiSettingsTools
          title={form.title}
          textLength={figures.textLength}
          onExcerpt={(text) => set('excerpt', text)}
          onMetaTitle={(text) => applyMeta('metaTitle', text)}
          onMetaDescription={(text) => applyMeta('metaDescription', text)}
          onFeaturedImage={(url) => set('imageUrl', url)}
        />
      </Suspense>
    </div>
  );
}
