import { X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { formatDate } from '@/lib/text';
import type { Author, Category } from '@/shared/types';
import type { PostForm } from '../post-form';

interface Props {
  open: boolean;
  onClose: () => void;
  form: PostForm;
  author?: Author;
  category?: Category;
  readingTime: number;
}

/**
 * The post as readers will see it, full screen, before it is saved: the article body is styled by
 * the same rules as the public post page (src/styles/prose.css).
 */
export function LivePreview({ open, onClose, form, author, category, readingTime }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (open && el && !el.open) el.showModal();
    if (!open && el?.open) el.close();
  }, [open]);

  return createPortal(
    <dialog
      ref={ref}
      aria-label="Live Preview"
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      className="m-0 h-full max-h-none w-full max-w-none overflow-y-auto bg-white p-0 text-zinc-900 dark:bg-zinc-950 dark:text-zinc-100"
    >
      {open && (
        <>
          <div className="sticky top-0 z-10 flex items-center justify-between border-b border-zinc-200 bg-white/95 px-4 py-3 backdrop-blur dark:border-zinc-800 dark:bg-zinc-950/95">
            <p className="text-sm font-semibold">Live Preview</p>
            <button
              type="button"
              onClick={onClose}
              // eslint-disable-next-line jsx-a11y/no-autofocus -- a modal dialog moves focus into itself when it opens (WAI-ARIA dialog pattern)
              autoFocus
              className="inline-flex items-center gap-1.5 rounded-md px-3 py-1.5 text-sm font-medium text-zinc-700 hover:bg-zinc-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 dark:text-zinc-200 dark:hover:bg-zinc-800"
            >
              <X aria-hidden="true" className="h-4 w-4" />
              Close preview
            </button>
          </div>
          <article className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6">
            {category && (
              <p className="text-xs font-semibold tracking-wider text-accent-700 uppercase dark:text-accent-300">
                {category.name}
              </p>
            )}
            <h1 className="mt-3 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">
              {form.title.trim() || 'Untitled Post'}
            </h1>
            {form.excerpt.trim() && <p className="mt-4 text-lg text-zinc-600 dark:text-zinc-400">{form.excerpt}</p>}
            <p className="mt-6 text-sm text-zinc-600 dark:text-zinc-400">
              {author?.name ?? 'No author'} · {formatDate(new Date().toISOString())} · {readingTime} min read
            </p>
            {form.imageUrl && <img src={form.imageUrl} alt="" className="mt-8 aspect-video w-full rounded-3xl object-cover" />}
            <div className="prose-body mt-10" dangerouslySetInnerHTML={{ __html: form.content }} />
            {form.tags.length > 0 && (
              <ul aria-label="Tags" className="mt-10 flex flex-wrap gap-2">
                {form.tags.map((t) => (
                  <li
                    key={t.id}
                    className="rounded-full border border-zinc-200 px-3 py-1 text-sm text-zinc-700 dark:border-zinc-700 dark:text-zinc-300"
                  >
                    #{t.name}
                  </li>
                ))}
              </ul>
            )}
          </article>
        </>
      )}
    </dialog>,
    document.body,
  );
}
